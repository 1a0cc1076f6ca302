import { emptyStates } from '@lineup/contracts/messages';
import { peopleTexts } from '@lineup/contracts/texts/people';
import type { User } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filterPeople, PeoplePage } from '@/features/people/components/people-page';
import { setTokenStore } from '@/lib/auth/session';
import { testUser as me } from '@/test/fixtures';
import { failure, ok } from '@/test/render-app';
import { renderScreen, stubUsersApi } from '@/test/render-screen';
import { cellTexts as rows } from '@/test/table-rows';
import { anOrganization, aUser } from '@/test/users-fixtures';

const grace = aUser({ id: 'u-grace', email: 'grace@acme.test', firstName: 'Grace', lastName: 'Hopper' });
const alan = aUser({
  id: 'u-alan',
  organizationId: 'org-internal',
  email: 'turing@lineup.local',
  firstName: 'Alan',
  lastName: 'Turing',
  type: 'internal',
});
const self = aUser({ id: me.id, email: me.email, firstName: me.firstName, lastName: me.lastName, type: 'internal' });
const gone = aUser({ id: 'u-gone', email: 'gone@acme.test', firstName: 'Old', lastName: 'Timer', status: 'inactive' });

const organizations = [
  anOrganization({ id: 'org-acme', name: 'Acme Shoes' }),
  anOrganization({ id: 'org-internal', name: 'Lineup', type: 'internal' }),
];

function renderPeople(users: User[], extraHandlers = {}) {
  const api = stubUsersApi({
    'GET /api/users': () => ok(users),
    'GET /api/organizations': () => ok(organizations),
    ...extraHandlers,
  });
  const view = renderScreen(<PeoplePage createRole={<button type="button">Create Role</button>} />, {
    path: '/home/people',
  });
  return { api, ...view };
}

describe('/home/people', () => {
  beforeEach(() => {
    vi.spyOn(toast, 'success').mockImplementation(() => 1);
    vi.spyOn(toast, 'error').mockImplementation(() => 1);
  });
  afterEach(() => {
    setTokenStore(null);
    vi.useRealTimers();
  });

  it("lists Name, Email, Organization, type ('Customer' for external users), Status and the actions", async () => {
    renderPeople([alan, grace, gone]);
    await screen.findByText('grace@acme.test');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      peopleTexts.columnName,
      peopleTexts.columnEmail,
      peopleTexts.columnOrganization,
      peopleTexts.columnType,
      peopleTexts.columnStatus,
      peopleTexts.columnActions,
    ]);
    await waitFor(() => expect(rows()[0]?.[2]).toBe('Lineup'));
    expect(rows().map((cells) => cells.slice(0, 5))).toEqual([
      ['Alan Turing', 'turing@lineup.local', 'Lineup', peopleTexts.typeInternal, peopleTexts.statusActive],
      ['Grace Hopper', 'grace@acme.test', 'Acme Shoes', peopleTexts.typeCustomer, peopleTexts.statusActive],
      ['Old Timer', 'gone@acme.test', 'Acme Shoes', peopleTexts.typeCustomer, peopleTexts.statusInactive],
    ]);
    // A customer's organization opens its edit page; the internal one is only named.
    expect(screen.getAllByRole('link', { name: 'Acme Shoes' })[0]?.getAttribute('href')).toBe(
      '/home/organizations/edit/org-acme',
    );
    expect(screen.queryByRole('link', { name: 'Lineup' })).toBeNull();
    const edit = screen.getByRole('link', { name: peopleTexts.editUser('Grace Hopper') });
    expect(edit.getAttribute('href')).toBe('/home/people/edit/u-grace');
    // The name opens the edit screen too.
    expect(screen.getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/home/people/edit/u-grace');
    expect(screen.getByRole('link', { name: peopleTexts.addNewUser }).getAttribute('href')).toBe(
      '/home/people/create-user',
    );
    expect(screen.getByRole('button', { name: 'Create Role' })).toBeTruthy();
    // A deactivated user has nothing left to delete: their row offers to reactivate them instead.
    expect(screen.queryByRole('button', { name: peopleTexts.deleteUser('Old Timer') })).toBeNull();
    expect(screen.getByRole('button', { name: peopleTexts.reactivateUser('Old Timer') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: peopleTexts.reactivateUser('Grace Hopper') })).toBeNull();
  });

  it('searches first name, last name and e-mail without regard to case, 500 ms after typing', async () => {
    renderPeople([alan, grace, gone]);
    await screen.findByText('grace@acme.test');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const search = screen.getByLabelText(peopleTexts.searchLabel);

    fireEvent.change(search, { target: { value: 'HOPP' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(rows()).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(rows().map((cells) => cells[0])).toEqual(['Grace Hopper']);

    fireEvent.change(search, { target: { value: 'alan' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(rows().map((cells) => cells[0])).toEqual(['Alan Turing']);

    fireEvent.change(search, { target: { value: '@ACME.test' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(rows().map((cells) => cells[0])).toEqual(['Grace Hopper', 'Old Timer']);

    fireEvent.change(search, { target: { value: 'nobody' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText(emptyStates.people)).toBeTruthy();
  });

  it('matches a full name too', () => {
    expect(filterPeople([alan, grace], 'grace hop')).toEqual([grace]);
    expect(filterPeople([alan, grace], '  ')).toEqual([alan, grace]);
  });

  it("shows 'No people found' when there is nobody", async () => {
    renderPeople([]);
    expect(await screen.findByText(emptyStates.people)).toBeTruthy();
  });

  it('shows 10 people a page with Previous and Next', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      aUser({ id: `u-${index}`, firstName: `Person${String(index).padStart(2, '0')}`, lastName: 'X' }),
    );
    renderPeople(many);
    await screen.findByText('Person00 X');
    expect(rows()).toHaveLength(10);
    const previous = screen.getByRole('button', { name: peopleTexts.previous }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: peopleTexts.next }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(screen.getByText(peopleTexts.pageOf(1, 3))).toBeTruthy();
    // Two quick clicks both count, although each waits for the address to change.
    fireEvent.click(next);
    fireEvent.click(next);
    await waitFor(() => expect(rows().map((cells) => cells[0])).toEqual(['Person20 X', 'Person21 X', 'Person22 X']));
    expect(next.disabled).toBe(true);
  });

  it('the delete button asks first, then deactivates the user and refreshes the list', async () => {
    let users = [alan, grace];
    const { api } = renderPeople([], {
      'GET /api/users': () => ok(users),
      'DELETE /api/users/u-grace': () => {
        users = [alan, { ...grace, status: 'inactive' as const, _revision: 2 }];
        return ok(users[1], userServiceMessages.userDeactivated);
      },
    });
    await screen.findByText('grace@acme.test');
    fireEvent.click(screen.getByRole('button', { name: peopleTexts.deleteUser('Grace Hopper') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(peopleTexts.deleteTitle('Grace Hopper'))).toBeTruthy();
    expect(within(dialog).getByText(peopleTexts.deleteQuestion)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: peopleTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('DELETE /api/users/u-grace')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: peopleTexts.deleteUser('Grace Hopper') }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: peopleTexts.delete }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(userServiceMessages.userDeactivated));
    await waitFor(() => expect(rows()[1]?.[4]).toBe(peopleTexts.statusInactive));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: peopleTexts.reactivateUser('Grace Hopper') })).toBeTruthy();
  });

  it('the reactivate button of an inactive row asks first, then reactivates the user and refreshes the list', async () => {
    let users = [alan, gone];
    const { api } = renderPeople([], {
      'GET /api/users': () => ok(users),
      'POST /api/users/u-gone/reactivate': () => {
        users = [alan, { ...gone, status: 'active' as const, _revision: 2 }];
        return ok(users[1], userServiceMessages.userReactivated);
      },
    });
    await screen.findByText('gone@acme.test');
    fireEvent.click(screen.getByRole('button', { name: peopleTexts.reactivateUser('Old Timer') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(peopleTexts.reactivateTitle('Old Timer'))).toBeTruthy();
    expect(within(dialog).getByText(peopleTexts.reactivateQuestion)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: peopleTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /api/users/u-gone/reactivate')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: peopleTexts.reactivateUser('Old Timer') }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: peopleTexts.reactivate }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(userServiceMessages.userReactivated));
    expect(api.sent('POST /api/users/u-gone/reactivate')).toHaveLength(1);
    await waitFor(() => expect(rows()[1]?.[4]).toBe(peopleTexts.statusActive));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: peopleTexts.deleteUser('Old Timer') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: peopleTexts.reactivateUser('Old Timer') })).toBeNull();
  });

  it("a refused reactivation shows the server's message and the row stays inactive", async () => {
    renderPeople([gone], {
      'POST /api/users/u-gone/reactivate': () => failure(409, userServiceMessages.userAlreadyActive),
    });
    await screen.findByText('gone@acme.test');
    fireEvent.click(screen.getByRole('button', { name: peopleTexts.reactivateUser('Old Timer') }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: peopleTexts.reactivate }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(userServiceMessages.userAlreadyActive));
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rows()[0]?.[4]).toBe(peopleTexts.statusInactive);
  });

  it('nobody can delete themselves', async () => {
    renderPeople([self, grace]);
    await screen.findByText('grace@acme.test');
    const own = screen.getByRole('button', {
      name: peopleTexts.deleteUser(`${me.firstName} ${me.lastName}`),
    }) as HTMLButtonElement;
    await waitFor(() => expect(own.disabled).toBe(true));
    expect(own.parentElement?.getAttribute('title')).toBe(userServiceMessages.cannotDeactivateYourself);
  });
});
