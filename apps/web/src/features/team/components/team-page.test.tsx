import { pageHeadings } from '@lineup/contracts/messages';
import { teamTexts } from '@lineup/contracts/texts/people';
import type { User } from '@lineup/contracts/users';
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

function member(id: string, firstName: string, lastName: string, overrides: Partial<User> = {}): User {
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
    ...overrides,
  };
}

const ada = member('ada', 'Ada', 'Lovelace', { privileges: ['catalogs:publish'] });
const alan = member('alan', 'Alan', 'Turing', {
  stores: [
    { id: 's1', name: 'Downtown' },
    { id: 's2', name: 'Harbor' },
    { id: 's3', name: 'Airport' },
  ],
});
const customer = member('grace', 'Grace', 'Hopper', { type: 'external' });
const former = member('old', 'Old', 'Timer', { status: 'inactive' });

function renderTeam(users: User[] | undefined) {
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

  it('lists the active internal users: Name, Privileges, Stores and actions', async () => {
    renderTeam([ada, alan, customer, former]);
    expect(await screen.findByRole('heading', { name: pageHeadings.team })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      teamTexts.columnName,
      teamTexts.columnPrivileges,
      teamTexts.columnStores,
      teamTexts.columnActions,
    ]);
    expect(rows()).toEqual([
      ['Ada Lovelaceada@lineup.local', 'catalogs:publish', teamTexts.none, 'actions of ada'],
      ['Alan Turingalan@lineup.local', teamTexts.none, `DowntownHarbor${teamTexts.moreStores(1)}`, 'actions of alan'],
    ]);
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
