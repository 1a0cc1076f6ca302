import { errorMessages } from '@lineup/contracts/error-messages';
import { successToasts } from '@lineup/contracts/messages';
import { peopleTexts } from '@lineup/contracts/texts/people';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeopleEditPage } from '@/features/people/components/people-edit-page';
import { setTokenStore } from '@/lib/auth/session';
import { failure, ok } from '@/test/render-app';
import { renderScreen, stubUsersApi } from '@/test/render-screen';
import { aUser } from '@/test/users-fixtures';

const grace = aUser({ id: 'u-grace', email: 'grace@acme.test', firstName: 'Grace', lastName: 'Hopper', _revision: 4 });

function renderEdit(userId: string) {
  return renderScreen(<PeopleEditPage userId={userId} />, { path: `/home/people/edit/${userId}` });
}

function input(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('Editing User (/home/people/edit/{userId})', () => {
  beforeEach(() => {
    vi.spyOn(toast, 'success').mockImplementation(() => 1);
    vi.spyOn(toast, 'error').mockImplementation(() => 1);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => setTokenStore(null));

  it("an unknown user gives 'User not found' and returns to /home/people", async () => {
    stubUsersApi({ 'GET /api/users/nobody': () => failure(404, errorMessages.users[404]) });
    const { getByTestId } = renderEdit('nobody');
    await waitFor(() => expect(getByTestId('location').textContent).toBe('/home/people'));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(errorMessages.users[404], expect.anything());
  });

  it('shows the e-mail and names, and saves with the revision it read', async () => {
    const renamed = { ...grace, firstName: 'G', lastName: 'Hopper-Murray', _revision: 5 };
    const api = stubUsersApi({
      'GET /api/users/u-grace': () => ok(grace),
      'PUT /api/users': () => ok(renamed),
    });
    const { getByTestId } = renderEdit('u-grace');
    expect(await screen.findByRole('heading', { name: peopleTexts.editingUser })).toBeTruthy();
    expect((await screen.findByTestId('user-email')).textContent).toBe('grace@acme.test');
    expect(screen.getByTestId('user-name').textContent).toBe('Grace Hopper');
    // Each name shows once as text (the saved name) and once as a field: no label is repeated.
    expect(screen.getAllByText(peopleTexts.firstNameLabel)).toHaveLength(1);
    expect(screen.getAllByText(peopleTexts.lastNameLabel)).toHaveLength(1);
    expect(input(peopleTexts.firstNameLabel).value).toBe('Grace');

    fireEvent.change(input(peopleTexts.firstNameLabel), { target: { value: 'G' } });
    fireEvent.change(input(peopleTexts.lastNameLabel), { target: { value: 'Hopper-Murray' } });
    fireEvent.click(screen.getByRole('button', { name: peopleTexts.saveChanges }));
    await waitFor(() => expect(getByTestId('location').textContent).toBe('/home/people'));
    expect(api.sent('PUT /api/users')).toEqual([
      { id: 'u-grace', firstName: 'G', lastName: 'Hopper-Murray', _revision: 4 },
    ]);
    expect(toast.success).toHaveBeenCalledWith(successToasts.userUpdated);
  });

  it("requires both names ('First name required', 'Last name required')", async () => {
    const api = stubUsersApi({ 'GET /api/users/u-grace': () => ok(grace) });
    renderEdit('u-grace');
    await screen.findByTestId('user-email');
    fireEvent.change(input(peopleTexts.firstNameLabel), { target: { value: '  ' } });
    fireEvent.change(input(peopleTexts.lastNameLabel), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: peopleTexts.saveChanges }));
    expect(await screen.findByText(validationMessages.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.lastNameRequired)).toBeTruthy();
    expect(api.sent('PUT /api/users')).toHaveLength(0);
  });

  it("a change made meanwhile (409) shows the server's message; the next save names the new revision", async () => {
    const stale = 'Someone else changed this record in the meantime. Reload it and try again.';
    let current = grace;
    let answerPut = () => failure(409, stale);
    const api = stubUsersApi({
      'GET /api/users/u-grace': () => ok(current),
      'PUT /api/users': () => answerPut(),
    });
    const { queryByTestId, getByTestId } = renderEdit('u-grace');
    await screen.findByTestId('user-email');
    current = { ...grace, lastName: 'Hopper (changed)', _revision: 5 };
    fireEvent.change(input(peopleTexts.firstNameLabel), { target: { value: 'Grace B.' } });
    fireEvent.click(screen.getByRole('button', { name: peopleTexts.saveChanges }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(stale));
    expect(queryByTestId('location')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('user-name').textContent).toBe('Grace Hopper (changed)'));
    expect(input(peopleTexts.firstNameLabel).value).toBe('Grace B.');

    answerPut = () => ok({ ...current, firstName: 'Grace B.', _revision: 6 });
    fireEvent.click(screen.getByRole('button', { name: peopleTexts.saveChanges }));
    await waitFor(() => expect(getByTestId('location').textContent).toBe('/home/people'));
    expect(api.sent('PUT /api/users').map((body) => body._revision)).toEqual([4, 5]);
  });
});
