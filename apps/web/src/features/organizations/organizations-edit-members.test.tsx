import { organizationTexts } from '@lineup/contracts/texts/customers';
import type { User, UserWithMemberships } from '@lineup/contracts/users';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serveFirst } from '@/test/fakes/fake-api';
import { organizationsList } from '@/test/fakes/organizations';
import { membersList, usersList } from '@/test/fakes/people';
import { aStore, storesList } from '@/test/fakes/stores';
import { renderApp, resetApp, stubApi } from '@/test/render-app';
import { anOrganization, aUser } from '@/test/users-fixtures';

afterEach(resetApp);

const grace = aUser({ id: 'u-grace', firstName: 'Grace', lastName: 'Hopper', email: 'grace@acme.test' });
const tom = aUser({ id: 'u-tom', firstName: 'Tom', lastName: 'Buyer', email: 'tom@acme.test', status: 'inactive' });
const other = aUser({ id: 'u-other', firstName: 'Olga', lastName: 'Else', organizationId: 'org-nordic' });
const joined = aUser({ id: 'u-joined', firstName: 'Jordan', lastName: 'Reyes', organizationId: 'org-nordic' });

/** A person as the team list answers: with the organizations they belong to. */
const member = (user: User, organizationIds: string[]): UserWithMemberships => ({
  ...user,
  organizationMemberships: organizationIds.map((id) => ({
    organizationId: id,
    roleId: user.roleId,
    organization: { id, name: id, type: 'external' },
  })),
  role: null,
  managedStores: [],
});

function server(mainContactUserId: string | null) {
  const acme = anOrganization({ id: 'org-acme', name: 'Acme Shoes', mainContactUserId });
  return stubApi(
    serveFirst(
      organizationsList([acme]),
      usersList([grace, tom, other, joined]),
      // Jordan, of Nordic, joined Acme (a saved account made the main contact of a new customer).
      membersList([
        member(grace, ['org-acme']),
        member(tom, ['org-acme']),
        member(other, ['org-nordic']),
        member(joined, ['org-nordic', 'org-acme']),
      ]),
      storesList([aStore('s-main', 'Acme Main'), aStore('s-far', 'Far Away', { organizationId: 'org-nordic' })]),
    ),
  );
}

const section = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('[data-slot=card]') as HTMLElement;

describe('/home/organizations/edit/{organizationId}: main contact, stores and people', () => {
  it('shows the main contact, the stores and the people of the organization (its members), each linking to its page', async () => {
    server('u-grace');
    renderApp('/home/organizations/edit/org-acme');
    await screen.findByRole('heading', { name: organizationTexts.organizationMainContact });
    const contact = within(section(organizationTexts.organizationMainContact));
    expect((await contact.findByRole('link', { name: /Grace Hopper/ })).getAttribute('href')).toBe(
      '/home/people/edit/u-grace',
    );
    expect(contact.getByText('grace@acme.test')).toBeTruthy();

    const stores = within(section(organizationTexts.organizationStores));
    expect((await stores.findByRole('link', { name: /Acme Main/ })).getAttribute('href')).toBe('/home/stores/s-main');
    expect(stores.queryByText('Far Away')).toBeNull();

    const people = within(section(organizationTexts.organizationPeople));
    const links = (await people.findAllByRole('link')).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/home/people/edit/u-grace', '/home/people/edit/u-tom', '/home/people/edit/u-joined']);
    expect(people.queryByText(/Olga/)).toBeNull();
  });

  it('says when there is no main contact', async () => {
    server(null);
    renderApp('/home/organizations/edit/org-acme');
    expect(await screen.findByText(organizationTexts.noMainContact)).toBeTruthy();
  });
});
