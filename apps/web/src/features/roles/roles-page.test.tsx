import { roleTexts } from '@lineup/contracts/texts/people';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rolesInMemory } from '@/test/fakes/roles';
import { renderApp, resetApp, stubApi } from '@/test/render-app';
import { aRole } from '@/test/users-fixtures';

afterEach(resetApp);

const admin = aRole({ id: 'r-admin', name: 'Admin', description: 'Every team member' });
const buyer = aRole({ id: 'r-buyer', name: 'Buyer', type: 'external' });

function rolesServer(refuse?: string) {
  return stubApi(rolesInMemory([admin, buyer], refuse));
}

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );

describe('/home/roles', () => {
  it('lists the roles with their type, is in the sidebar under Settings, and renames and describes a role', async () => {
    const calls = rolesServer();
    renderApp('/home/roles');
    expect(await screen.findByRole('heading', { name: 'Roles' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'Buyer' });
    expect(rows()).toEqual([
      ['Admin', roleTexts.typeInternal, 'Every team member', roleTexts.statusActive],
      ['Buyer', roleTexts.typeExternal, roleTexts.noDescription, roleTexts.statusActive],
    ]);
    expect(screen.getByRole('link', { name: 'Roles' }).getAttribute('href')).toBe('/home/roles');

    fireEvent.click(screen.getByRole('button', { name: roleTexts.editRole('Buyer') }));
    const dialog = await screen.findByRole('dialog', { name: roleTexts.editTitle('Buyer') });
    fireEvent.change(within(dialog).getByLabelText(roleTexts.nameLabel), { target: { value: 'Store Buyer' } });
    fireEvent.change(within(dialog).getByLabelText(roleTexts.descriptionLabel), {
      target: { value: 'Places orders' },
    });
    const save = within(dialog).getByRole('button', { name: roleTexts.save }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText(userServiceMessages.roleUpdated)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect([put?.path, put?.body]).toEqual([
      '/api/roles/r-buyer',
      { name: 'Store Buyer', description: 'Places orders' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Store Buyer' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Places orders' })).toBeTruthy();
  });

  it('the Admin role keeps its name (read-only, says why); a refused update shows the server message', async () => {
    const calls = rolesServer('That name is taken.');
    renderApp('/home/roles');
    await screen.findByRole('cell', { name: 'Admin' });
    fireEvent.click(screen.getByRole('button', { name: roleTexts.editRole('Admin') }));
    let dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(roleTexts.nameLabel) as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect(within(dialog).getByText(roleTexts.adminNameLocked)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: roleTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: roleTexts.editRole('Buyer') }));
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(roleTexts.nameLabel), { target: { value: 'Admin' } });
    const save = within(dialog).getByRole('button', { name: roleTexts.save }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText(roleTexts.updateFailed)).toBeTruthy();
    expect(screen.getByText('That name is taken.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
