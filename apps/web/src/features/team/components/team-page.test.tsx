import { pageHeadings } from '@lineup/contracts/shell-texts';
import { teamTexts } from '@lineup/contracts/texts/people';
import type { UserWithMemberships } from '@lineup/contracts/users';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterTeam, TeamPage } from '@/features/team/components/team-page';
import { aTeamMember } from '@/test/fakes/people';
import { renderScreen } from '@/test/render-screen';
import { cellTexts as rows } from '@/test/table-rows';

const member = (id: string, firstName: string, lastName: string, changes: Partial<UserWithMemberships> = {}) =>
  aTeamMember(id, firstName, { lastName, ...changes });

const ada = member('ada', 'Ada', 'Lovelace', { managedStores: [{ id: 's1', name: 'Downtown' }] });
const alan = member('alan', 'Alan', 'Turing', {
  managedStores: [
    { id: 's1', name: 'Downtown' },
    { id: 's2', name: 'Harbor' },
    { id: 's3', name: 'Airport' },
  ],
});
const noRole = member('nora', 'Nora', 'Noname', { role: null });
const customer = member('grace', 'Grace', 'Hopper', {
  type: 'external',
  role: { id: 'role-buyer', name: 'Buyer' },
  stores: [{ id: 's1', name: 'Downtown' }],
});
const former = member('old', 'Old', 'Timer', { status: 'inactive' });

function renderTeam(users: UserWithMemberships[] | undefined) {
  renderScreen(
    <TeamPage users={users} loading={users === undefined} rowActions={(user) => <span>actions of {user.id}</span>} />,
    { path: '/home/team' },
  );
}

describe('/home/team', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the active internal users: Name, their role as Privileges, the stores they manage, actions', async () => {
    renderTeam([ada, alan, customer, former, noRole]);
    expect(await screen.findByRole('heading', { name: pageHeadings.team })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      teamTexts.columnName,
      teamTexts.columnPrivileges,
      teamTexts.columnStores,
      teamTexts.columnActions,
    ]);
    expect(rows()).toEqual([
      ['Ada Lovelaceada@lineup.local', 'Admin', 'Downtown', 'actions of ada'],
      ['Alan Turingalan@lineup.local', 'Admin', `DowntownHarbor${teamTexts.moreStores(1)}`, 'actions of alan'],
      ['Nora Nonamenora@lineup.local', teamTexts.none, teamTexts.none, 'actions of nora'],
    ]);
    const downtown = within(screen.getAllByRole('row')[1]!).getByRole('link', { name: 'Downtown' });
    expect(downtown.getAttribute('href')).toBe('/home/stores/s1');
    expect(screen.getByText(teamTexts.moreStores(1)).getAttribute('title')).toBe('Airport');
    expect(screen.getByRole('button', { name: teamTexts.assignStoresFor('Ada Lovelace') })).toBeTruthy();
    const add = screen.getByRole('link', { name: teamTexts.addNewTeamMember });
    expect(add.getAttribute('href')).toBe('/home/team/create-user');
  });

  it('searches by full name, without regard to case, 500 ms after typing', async () => {
    renderTeam([ada, alan]);
    await screen.findByText('Ada Lovelace');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByLabelText(teamTexts.searchLabel), { target: { value: 'ALAN tur' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(rows()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(rows().map((cells) => cells[0])).toEqual(['Alan Turingalan@lineup.local']);
    fireEvent.change(screen.getByLabelText(teamTexts.searchLabel), { target: { value: 'alan@' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText(teamTexts.empty)).toBeTruthy();
  });

  it('matches the full name only', () => {
    expect(filterTeam([ada, alan], 'ada  love')).toEqual([ada]);
    expect(filterTeam([ada, alan], 'lineup.local')).toEqual([]);
  });
});
