import type { BusinessStore } from '@lineup/contracts/stores';
import { storeTexts } from '@lineup/contracts/texts/customers';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerAccountCandidates } from '@/features/stores/components/stores-customer-accounts-section';
import { aCustomerAccount } from '@/test/fakes/people';
import { aStore, storeWithPeopleServer } from '@/test/fakes/stores';
import { type ApiCall, failure, renderApp, resetApp } from '@/test/render-app';

afterEach(resetApp);
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const mia = aCustomerAccount('u-mia', 'Mia', 'org-acme');
const noah = aCustomerAccount('u-noah', 'Noah', 'org-acme');
const former = aCustomerAccount('u-former', 'Former', 'org-acme', { status: 'inactive' });
const gone = aCustomerAccount('u-gone', 'Gone', 'org-acme', { status: 'inactive' });
const olga = aCustomerAccount('u-olga', 'Olga', 'org-other');
const ada = aCustomerAccount('u-ada', 'Ada', 'org-lineup', { type: 'internal' });
const everyone = [mia, noah, former, gone, olga, ada];

const storeBuyingFor = (userIds: string[], revision: number) =>
  aStore('s-main', 'Acme Main', { userIds, _revision: revision });

const storeServer = (refuse: (call: ApiCall) => Response | undefined, changes: Partial<BusinessStore> = {}) =>
  storeWithPeopleServer({
    store: { ...storeBuyingFor(['u-former'], 6), ...changes },
    people: everyone,
    put: 'PUT /api/stores/s-main/users',
    saved: (userIds) => storeBuyingFor(userIds, 0),
    refuse,
    savedMessage: userServiceMessages.customerAccountsSaved,
  });

const section = async () =>
  (await screen.findByRole('heading', { name: storeTexts.customerAccountsSection })).closest(
    '[data-slot="card"]',
  ) as HTMLElement;

describe('/home/stores/{storeId}: Customer accounts', () => {
  it("offers the organization's active customer users, keeps a deactivated account until removed, saves with the revision", async () => {
    const calls = storeServer(() => undefined);
    renderApp('/home/stores/s-main');
    const box = await section();
    const chips = await within(box).findByRole('list', { name: storeTexts.customerAccountsSection });
    expect(chips.textContent).toBe(`Former Buyer(${storeTexts.inactiveCustomerAccount})`);
    expect(
      within(box)
        .getAllByRole('checkbox')
        .map((option) => option.closest('label')!.textContent),
    ).toEqual([
      `Former Buyer (${storeTexts.inactiveCustomerAccount})former@shop.test`,
      'Mia Buyermia@shop.test',
      'Noah Buyernoah@shop.test',
    ]);
    const save = within(box).getByRole('button', { name: storeTexts.saveCustomerAccounts }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(within(box).getByLabelText(storeTexts.customerAccountsSearchLabel), {
      target: { value: 'NOAH' },
    });
    expect(within(box).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(within(box).getByRole('checkbox', { name: /Noah Buyer/ }));
    fireEvent.click(within(box).getByRole('button', { name: storeTexts.removeCustomerAccount('Former Buyer') }));
    expect(chips.textContent).toBe('Noah Buyer');
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);

    expect(await screen.findByText(userServiceMessages.customerAccountsSaved)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { userIds: ['u-noah'], _revision: 6 },
    ]);
    // Each user's stores are read from the users list: it is fetched again.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/users/with-memberships').length).toBeGreaterThan(1),
    );
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it("shows the fixed failure with the server's reason", async () => {
    storeServer(() => failure(400, userServiceMessages.customerAccountsNotMembers));
    renderApp('/home/stores/s-main');
    const box = await section();
    fireEvent.click(await within(box).findByRole('checkbox', { name: /Mia Buyer/ }));
    fireEvent.click(within(box).getByRole('button', { name: storeTexts.saveCustomerAccounts }));
    expect(await screen.findByText(storeTexts.customerAccountsFallback)).toBeTruthy();
    expect(screen.getByText(userServiceMessages.customerAccountsNotMembers)).toBeTruthy();
  });

  it('never offers team members, other organizations or deactivated people who are not accounts already', () => {
    const names = (userIds: string[]) =>
      customerAccountCandidates(everyone, storeBuyingFor(userIds, 1)).map((candidate) => candidate.firstName);
    expect(names([])).toEqual(['Mia', 'Noah']);
    expect(names(['u-gone'])).toEqual(['Gone', 'Mia', 'Noah']);
  });

  it("'Preview as store' opens the customer portal as this store, in a new tab", async () => {
    storeServer(() => undefined);
    renderApp('/home/stores/s-main');
    const preview = await screen.findByRole('link', { name: storeTexts.previewAsStore });
    expect(preview.getAttribute('href')).toBe('/portal?previewStoreId=s-main');
    expect(preview.getAttribute('target')).toBe('_blank');
    expect(preview.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("an inactive store's 'Preview as store' is off and says why: the portal shows it nothing", async () => {
    storeServer(() => undefined, { status: 'inactive' });
    renderApp('/home/stores/s-main');
    const preview = await screen.findByRole('button', { name: storeTexts.previewAsStore });
    expect(preview.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(preview.getAttribute('aria-describedby')!)?.textContent).toBe(
      storeTexts.previewNeedsActiveStore,
    );
    expect(screen.queryByRole('link', { name: storeTexts.previewAsStore })).toBeNull();
  });
});
