import { errorMessages } from '@lineup/contracts/error-messages';
import { successToasts } from '@lineup/contracts/messages';
import { accountTexts } from '@lineup/contracts/texts/settings';
import { unsavedChangesTexts } from '@lineup/contracts/texts/unsaved-changes';
import type { User } from '@lineup/contracts/users';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testUser } from '@/test/fixtures';
import { failure, leaveGuardSettled, ok, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

const account: User = {
  id: testUser.id,
  email: testUser.email,
  firstName: testUser.firstName,
  lastName: testUser.lastName,
  type: 'internal',
  status: 'active',
  organizationId: 'org-internal',
  roleId: 'role-admin',
  privileges: [],
  stores: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  _revision: 3,
};

/** The users service in memory: the signed-in person as `me`, renamed by PUT. */
function usersServer(refusePut?: () => Response | undefined) {
  let current = { ...account };
  const calls = stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/users/me') {
      const { id, email, firstName, lastName } = current;
      return ok({ id, email, firstName, lastName, internal: true, active: true });
    }
    if (method === 'PUT' && path === '/api/users') {
      const refusal = refusePut?.();
      if (refusal) return refusal;
      const { firstName, lastName } = body as User;
      current = { ...current, firstName, lastName, _revision: current._revision + 1 };
      return ok(current, successToasts.userUpdated);
    }
    return undefined;
  });
  return { calls, current: () => current };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: accountTexts.saveChanges }) as HTMLButtonElement;

describe('/home/settings/account', () => {
  it('saves the names with PUT /api/users {id, firstName, lastName}; the sidebar shows the new name', async () => {
    const server = usersServer();
    renderApp('/home/settings/account');
    await waitFor(() => expect(field(accountTexts.firstName).value).toBe('Ada'));
    expect(field(accountTexts.lastName).value).toBe('Lovelace');
    expect(field(accountTexts.email).readOnly).toBe(true);
    expect(field(accountTexts.email).value).toBe(testUser.email);
    expect(screen.getByText(accountTexts.emailReadOnly)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();

    fireEvent.change(field(accountTexts.firstName), { target: { value: '  Augusta ' } });
    fireEvent.change(field(accountTexts.lastName), { target: { value: 'King' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());

    expect(await screen.findByText(successToasts.userUpdated)).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
      ['/api/users', { id: account.id, firstName: 'Augusta', lastName: 'King' }],
    ]);
    // The current user is loaded again, so the sidebar's name follows.
    expect(await screen.findByText('Augusta King')).toBeTruthy();
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(field(accountTexts.firstName).value).toBe('Augusta');
  });

  it("requires both names ('First name required', 'Last name required') and sends nothing then", async () => {
    const server = usersServer();
    renderApp('/home/settings/account');
    await waitFor(() => expect(field(accountTexts.firstName).value).toBe('Ada'));
    fireEvent.change(field(accountTexts.firstName), { target: { value: ' ' } });
    fireEvent.change(field(accountTexts.lastName), { target: { value: '' } });
    expect(await screen.findByText(validationMessages.firstNameRequired)).toBeTruthy();
    expect(await screen.findByText(validationMessages.lastNameRequired)).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(field(accountTexts.firstName).getAttribute('aria-invalid')).toBe('true'));
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('a refusal shows the server message and keeps what was typed', async () => {
    let refuse = true;
    const server = usersServer(() => {
      if (!refuse) return undefined;
      refuse = false;
      return failure(404, errorMessages.users[404]);
    });
    renderApp('/home/settings/account');
    await waitFor(() => expect(field(accountTexts.firstName).value).toBe('Ada'));
    fireEvent.change(field(accountTexts.firstName), { target: { value: 'Augusta' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText(errorMessages.users[404])).toBeTruthy();
    expect(field(accountTexts.firstName).value).toBe('Augusta');
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());
    expect(await screen.findByText(successToasts.userUpdated)).toBeTruthy();
    expect(server.current()).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace' });
  });

  it('asks before leaving with unsaved changes; Discard changes puts the saved names back', async () => {
    usersServer();
    const router = renderApp('/home/settings/account');
    await waitFor(() => expect(field(accountTexts.firstName).value).toBe('Ada'));
    fireEvent.change(field(accountTexts.firstName), { target: { value: 'Augusta' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await leaveGuardSettled();
    act(() => void router.navigate({ to: '/home/brands' }));
    const ask = await screen.findByRole('dialog', { name: unsavedChangesTexts.title });
    fireEvent.click(within(ask).getByRole('button', { name: unsavedChangesTexts.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/home/settings/account');

    fireEvent.click(screen.getByRole('button', { name: accountTexts.discardChanges }));
    await waitFor(() => expect(field(accountTexts.firstName).value).toBe('Ada'));
    await leaveGuardSettled();
    act(() => void router.navigate({ to: '/home/brands' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/brands'));
  });
});
