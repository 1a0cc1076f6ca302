import { pageHeadings } from '@lineup/contracts/shell-texts';
import { teamTexts } from '@lineup/contracts/texts/people';
import type { UserWithMemberships } from '@lineup/contracts/users';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterTeam, TeamPage } from '@/features/team/components/team-page';

function member(
  id: string,
  firstName: string,
  lastName: string,
  overrides: Partial<UserWithMemberships> = {},
): UserWithMemberships {
  return {
    id,
    email: `${id}@lineup.local`,
    firstName,
    lastName,
    type: 'internal',
    status: 'active',
    organizationId: 'org-lineup',
    roleId: 'role-admin',
    privileges: [],
    stores: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    _revision: 1,
    organizationMemberships: [],
    role: { id: 'role-admin', name: 'Admin' },
    managedStores: [],
    ...overrides,
  };
}

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
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const rootRoute = createRootRoute();
  const teamRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/home/team',
    component: () => (
      <TeamPage users={users} loading={users === undefined} rowActions={(user) => <span>actions of {user.id}</span>} />
    ),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([teamRoute]),
    history: createMemoryHistory({ initialEntries: ['/home/team'] }),
  });
  render(<RouterProvider router={router} />);
}

function rows() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
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
