import type { Organization } from '@lineup/contracts/organizations';
import { pageHeadings } from '@lineup/contracts/shell-texts';
import { accountManagerMessages, type BusinessStore } from '@lineup/contracts/stores';
import { teamTexts } from '@lineup/contracts/texts/people';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeChoices } from '@/features/team/components/team-assign-stores-dialog';
import { answersByRoute, serveFirst } from '@/test/fakes/fake-api';
import { organizationsList } from '@/test/fakes/organizations';
import { aTeamMember, membersList } from '@/test/fakes/people';
import { storesList } from '@/test/fakes/stores';
import { type ApiCall, failure, ok, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const acme = { id: 'org-acme', name: 'Acme Shoes' } as Organization;
const bolt = { id: 'org-bolt', name: 'Bolt Sports' } as Organization;
const aStore = (id: string, name: string, organizationId: string, status: 'active' | 'inactive' = 'active') =>
  ({ id, name, organizationId, status }) as BusinessStore;
const stores = [
  aStore('s-downtown', 'Downtown', 'org-acme'),
  aStore('s-harbor', 'Harbor', 'org-bolt'),
  aStore('s-airport', 'Airport', 'org-acme', 'inactive'),
];

const teamMember = (managedStores: { id: string; name: string }[], revision: number) =>
  aTeamMember('u-ada', 'Ada', { lastName: 'Lovelace', managedStores, _revision: revision });

function teamServer(answerPut: (call: ApiCall) => Response) {
  let ada = teamMember([{ id: 's-downtown', name: 'Downtown' }], 3);
  const calls = stubApi(
    serveFirst(
      answersByRoute({
        'PUT /api/users/u-ada/managed-stores': (call) => {
          const answer = answerPut(call);
          if (answer.ok) {
            const ids = (call.body as { storeIds: string[] }).storeIds;
            const managed = stores.filter((store) => ids.includes(store.id)).map(({ id, name }) => ({ id, name }));
            ada = teamMember(managed, ada._revision + 1);
          }
          return answer;
        },
      }),
      membersList(() => [ada]),
      storesList(stores),
      organizationsList([acme, bolt]),
    ),
  );
  return calls;
}

const teamRow = async () => (await screen.findByRole('cell', { name: /^Ada Lovelace/ })).closest('tr')!;

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: teamTexts.assignStoresFor('Ada Lovelace') }));
  return screen.findByRole('dialog', { name: teamTexts.assignStoresFor('Ada Lovelace') });
}

describe('/home/team: Assign stores', () => {
  it('lists each store with its organization, searchable, and saves the chosen ones with the revision', async () => {
    const calls = teamServer(() => ok({}));
    renderApp('/home/team');
    expect(await screen.findByRole('heading', { name: pageHeadings.team })).toBeTruthy();
    const row = await teamRow();
    expect(within(row).getByText('Admin')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Downtown' })).toBeTruthy();

    const dialog = await openDialog();
    const downtown = await within(dialog).findByRole('checkbox', { name: /Downtown/ });
    expect(downtown.getAttribute('aria-checked')).toBe('true');
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['Airport (Inactive)Acme Shoes', 'DowntownAcme Shoes', 'HarborBolt Sports']);
    fireEvent.change(within(dialog).getByLabelText(teamTexts.storeSearchLabel), { target: { value: 'bolt' } });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Harbor/ }));
    expect(within(dialog).getByText(teamTexts.selectedCount(2))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: teamTexts.save }));

    expect(await screen.findByText(teamTexts.managedStoresSaved)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { storeIds: ['s-downtown', 's-harbor'], _revision: 3 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(within(await teamRow()).getByRole('link', { name: 'Harbor' })).toBeTruthy());
  });

  it("keeps the dialog open and shows the server's reason when the assignment is refused", async () => {
    teamServer(() => failure(400, accountManagerMessages.notActiveTeamMember));
    renderApp('/home/team');
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Downtown/ }));
    expect(within(dialog).getByText(teamTexts.selectedCount(0))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: teamTexts.save }));
    expect(await screen.findByText(teamTexts.managedStoresFailed)).toBeTruthy();
    expect(screen.getByText(accountManagerMessages.notActiveTeamMember)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('asks for the stores again each time it opens: a store created since is offered', async () => {
    teamServer(() => ok({}));
    renderApp('/home/team');
    const first = await openDialog();
    await within(first).findByRole('checkbox', { name: /Harbor/ });
    expect(within(first).queryByRole('checkbox', { name: /Seaside/ })).toBeNull();
    fireEvent.click(within(first).getAllByRole('button', { name: teamTexts.cancel })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Created by a colleague meanwhile, well within the list's 30 s of freshness.
    stores.push(aStore('s-seaside', 'Seaside', 'org-bolt'));
    try {
      const again = await openDialog();
      expect(await within(again).findByRole('checkbox', { name: /Seaside/ })).toBeTruthy();
    } finally {
      stores.pop();
    }
  });

  it('matches the store or organization name, without regard to case', () => {
    expect(storeChoices(stores, [acme, bolt], 'ACME').map((store) => store.id)).toEqual(['s-airport', 's-downtown']);
    expect(storeChoices(stores, [acme, bolt], ' harb ').map((store) => store.id)).toEqual(['s-harbor']);
    expect(storeChoices(stores, [], 'nothing')).toEqual([]);
  });
});
