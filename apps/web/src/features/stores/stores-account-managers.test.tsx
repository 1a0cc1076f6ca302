import type { AccountManager } from '@lineup/contracts/stores';
import { storeTexts } from '@lineup/contracts/texts/customers';
import type { UserWithMemberships } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountManagerCandidates } from '@/features/stores/components/stores-account-managers-section';
import { aTeamMember } from '@/test/fakes/people';
import { aStore, storeWithPeopleServer } from '@/test/fakes/stores';
import { type ApiCall, failure, renderApp, resetApp } from '@/test/render-app';

afterEach(resetApp);
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const ada = aTeamMember('u-ada', 'Ada');
const bob = aTeamMember('u-bob', 'Bob', { status: 'inactive' });
const cleo = aTeamMember('u-cleo', 'Cleo', { status: 'inactive' });
const grace = aTeamMember('u-grace', 'Grace', { type: 'external', organizationId: 'org-acme' });
const asManager = ({ id, email, firstName, lastName, status }: UserWithMemberships): AccountManager => ({
  id,
  email,
  firstName,
  lastName,
  status,
});

const storeManagedBy = (accountManagers: AccountManager[], revision: number) =>
  aStore('s-main', 'Acme Main', { accountManagers, _revision: revision });

const storeServer = (refuse: (call: ApiCall) => Response | undefined) =>
  storeWithPeopleServer({
    store: storeManagedBy([asManager(bob)], 4),
    people: [grace, cleo, bob, ada],
    put: 'PUT /api/stores/s-main/account-managers',
    saved: (userIds) => storeManagedBy([ada, bob].filter((user) => userIds.includes(user.id)).map(asManager), 0),
    refuse,
  });

const section = async () =>
  (await screen.findByRole('heading', { name: storeTexts.accountManagersSection })).closest('[data-slot="card"]')!;

describe('/home/stores/{storeId}: Account managers', () => {
  it('offers the active team members, keeps a deactivated manager until removed, saves with the revision', async () => {
    const calls = storeServer(() => undefined);
    renderApp('/home/stores/s-main');
    const box = (await section()) as HTMLElement;
    const chips = await within(box).findByRole('list', { name: storeTexts.accountManagersSection });
    expect(chips.textContent).toBe(`Bob Staff(${storeTexts.inactiveAccountManager})`);
    const options = within(box).getAllByRole('checkbox');
    expect(options.map((option) => option.closest('label')!.textContent)).toEqual([
      'Ada Staffada@lineup.local',
      `Bob Staff (${storeTexts.inactiveAccountManager})bob@lineup.local`,
    ]);
    const save = within(box).getByRole('button', { name: storeTexts.saveAccountManagers }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(within(box).getByLabelText(storeTexts.accountManagersSearchLabel), { target: { value: 'ADA@' } });
    expect(within(box).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(within(box).getByRole('checkbox', { name: /Ada Staff/ }));
    fireEvent.click(within(box).getByRole('button', { name: storeTexts.removeAccountManager('Bob Staff') }));
    expect(chips.textContent).toBe('Ada Staff');
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);

    expect(await screen.findByText(storeTexts.accountManagersUpdated)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { userIds: ['u-ada'], _revision: 4 },
    ]);
    // The team's Stores column reads the users list: it is fetched again.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/users/with-memberships').length).toBeGreaterThan(1),
    );
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it("shows the fixed failure with the server's reason, and reloads the store after a 409", async () => {
    const calls = storeServer(() => failure(409, userServiceMessages.staleRevision));
    renderApp('/home/stores/s-main');
    const box = (await section()) as HTMLElement;
    fireEvent.click(await within(box).findByRole('checkbox', { name: /Ada Staff/ }));
    fireEvent.click(within(box).getByRole('button', { name: storeTexts.saveAccountManagers }));
    expect(await screen.findByText(storeTexts.accountManagersFallback)).toBeTruthy();
    expect(screen.getByText(userServiceMessages.staleRevision)).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/stores/s-main').length).toBeGreaterThan(1));
  });

  it('never offers customers or deactivated people who are not managers already', () => {
    const names = accountManagerCandidates([grace, cleo, bob, ada], [asManager(bob)]).map((c) => c.firstName);
    expect(names).toEqual(['Ada', 'Bob']);
    expect(accountManagerCandidates([grace, cleo], []).map((c) => c.firstName)).toEqual([]);
  });
});
