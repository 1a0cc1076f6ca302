import { failureToasts, successToasts } from '@lineup/contracts/messages';
import { peopleTexts, teamTexts } from '@lineup/contracts/texts/people';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeopleCreateUserPage } from '@/features/people/components/people-create-user-page';
import { setTokenStore } from '@/lib/auth/session';
import { failure, ok } from '@/test/render-app';
import { renderScreen, stubUsersApi } from '@/test/render-screen';
import { anOrganization, aRole, aUser } from '@/test/users-fixtures';

const lineup = anOrganization({ id: 'org-lineup', name: 'Lineup', type: 'internal' });
const acme = anOrganization({ id: 'org-acme', name: 'Acme Shoes' });
const zenith = anOrganization({ id: 'org-zenith', name: 'Zenith Sports' });
const organizations = [acme, lineup, zenith];
const admin = aRole({ id: 'role-admin', name: 'Admin' });
const buyer = aRole({ id: 'role-buyer', name: 'Buyer', type: 'external' });
const retired = aRole({ id: 'role-retired', name: 'Retired', status: 'inactive' });
const roles = [admin, buyer, retired];

function renderCreate(variant: 'person' | 'teamMember' = 'person') {
  const path = variant === 'person' ? '/home/people/create-user' : '/home/team/create-user';
  return renderScreen(<PeopleCreateUserPage variant={variant} organizations={organizations} roles={roles} />, {
    path,
  });
}

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
}

function fillPerson({ email = 'Grace@Acme.test', firstName = 'Grace', lastName = 'Hopper' } = {}) {
  fireEvent.change(field(peopleTexts.emailLabel), { target: { value: email } });
  fireEvent.change(field(peopleTexts.firstNameLabel), { target: { value: firstName } });
  fireEvent.change(field(peopleTexts.lastNameLabel), { target: { value: lastName } });
}

function optionTexts(select: HTMLSelectElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('Create New User (/home/people/create-user)', () => {
  beforeEach(() => {
    vi.spyOn(toast, 'success').mockImplementation(() => 1);
    vi.spyOn(toast, 'error').mockImplementation(() => 1);
  });
  afterEach(() => setTokenStore(null));

  it('never offers the internal organization, and offers the active roles of the type (customers: external)', async () => {
    stubUsersApi({});
    renderCreate();
    expect(await screen.findByRole('heading', { name: peopleTexts.createNewUser })).toBeTruthy();
    expect(field(peopleTexts.typeLabel).value).toBe('external');
    expect(optionTexts(field(peopleTexts.organizationLabel))).toEqual([
      peopleTexts.organizationPlaceholder,
      'Acme Shoes',
      'Zenith Sports',
    ]);
    expect(optionTexts(field(peopleTexts.roleLabel))).toEqual([peopleTexts.rolePlaceholder, 'Buyer']);
  });

  it('type internal hides the organization field and forces Admin and the internal organization', async () => {
    const api = stubUsersApi({ 'POST /api/users': () => ok(aUser({ id: 'u-new', type: 'internal' }), 'ok', 201) });
    const { getByTestId } = renderCreate();
    await screen.findByRole('heading', { name: peopleTexts.createNewUser });
    fireEvent.change(field(peopleTexts.organizationLabel), { target: { value: acme.id } });
    fireEvent.change(field(peopleTexts.roleLabel), { target: { value: buyer.id } });

    fireEvent.change(field(peopleTexts.typeLabel), { target: { value: 'internal' } });
    expect(screen.queryByLabelText(peopleTexts.organizationLabel)).toBeNull();
    const role = field(peopleTexts.roleLabel);
    expect(role.disabled).toBe(true);
    expect(role.value).toBe(admin.id);
    expect(optionTexts(role)).toEqual(['Admin']);

    fillPerson();
    fireEvent.click(screen.getByRole('button', { name: peopleTexts.createSubmit }));
    await waitFor(() => expect(api.sent('POST /api/users')).toHaveLength(1));
    expect(api.sent('POST /api/users')[0]).toEqual({
      email: 'grace@acme.test',
      firstName: 'Grace',
      lastName: 'Hopper',
      organizationId: lineup.id,
      roleId: admin.id,
      type: 'internal',
    });
    await waitFor(() => expect(getByTestId('location').textContent).toBe('/home/people'));
    expect(toast.success).toHaveBeenCalledWith(successToasts.userCreated);
  });

  it('going back to external asks for an organization and a role again', async () => {
    stubUsersApi({});
    renderCreate();
    await screen.findByRole('heading', { name: peopleTexts.createNewUser });
    fireEvent.change(field(peopleTexts.typeLabel), { target: { value: 'internal' } });
    fireEvent.change(field(peopleTexts.typeLabel), { target: { value: 'external' } });
    expect(field(peopleTexts.organizationLabel).value).toBe('');
    expect(field(peopleTexts.roleLabel).value).toBe('');
    expect(field(peopleTexts.roleLabel).disabled).toBe(false);
  });

  it('creates an external user in the chosen organization with the chosen role', async () => {
    const api = stubUsersApi({ 'POST /api/users': () => ok(aUser({ id: 'u-new' }), 'ok', 201) });
    const { getByTestId } = renderCreate();
    await screen.findByRole('heading', { name: peopleTexts.createNewUser });
    fillPerson();
    fireEvent.change(field(peopleTexts.organizationLabel), { target: { value: zenith.id } });
    fireEvent.change(field(peopleTexts.roleLabel), { target: { value: buyer.id } });
    fireEvent.click(screen.getByRole('button', { name: peopleTexts.createSubmit }));
    await waitFor(() => expect(getByTestId('location').textContent).toBe('/home/people'));
    // No invitation unless asked for.
    expect(api.sent('POST /api/users')[0]).toEqual({
      email: 'grace@acme.test',
      firstName: 'Grace',
      lastName: 'Hopper',
      organizationId: zenith.id,
      roleId: buyer.id,
      type: 'external',
    });
  });

  it('sends a customer an invitation e-mail when asked; a team member has no such choice', async () => {
    const api = stubUsersApi({ 'POST /api/users': () => ok(aUser({ id: 'u-new' }), 'ok', 201) });
    const { getByTestId } = renderCreate();
    await screen.findByRole('heading', { name: peopleTexts.createNewUser });
    fireEvent.change(field(peopleTexts.typeLabel), { target: { value: 'internal' } });
    expect(screen.queryByRole('checkbox', { name: peopleTexts.sendInvitation })).toBeNull();
    fireEvent.change(field(peopleTexts.typeLabel), { target: { value: 'external' } });
    const invite = screen.getByRole('checkbox', { name: peopleTexts.sendInvitation });
    expect(invite.getAttribute('aria-checked')).toBe('false');
    fillPerson();
    fireEvent.change(field(peopleTexts.organizationLabel), { target: { value: acme.id } });
    fireEvent.change(field(peopleTexts.roleLabel), { target: { value: buyer.id } });
    fireEvent.click(invite);
    fireEvent.click(screen.getByRole('button', { name: peopleTexts.createSubmit }));
    await waitFor(() => expect(getByTestId('location').textContent).toBe('/home/people'));
    expect(api.sent('POST /api/users')[0]).toMatchObject({ type: 'external', sendInvitation: true });
  });

  it('applies the create-user rules before sending anything', async () => {
    const api = stubUsersApi({});
    renderCreate();
    await screen.findByRole('heading', { name: peopleTexts.createNewUser });
    fillPerson({ email: 'not-an-email', firstName: 'Al', lastName: 'Bo' });
    fireEvent.click(screen.getByRole('button', { name: peopleTexts.createSubmit }));
    expect(await screen.findByText(peopleTexts.firstNameTooShort)).toBeTruthy();
    expect(screen.getByText(peopleTexts.lastNameTooShort)).toBeTruthy();
    expect(screen.getByText(validationMessages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(peopleTexts.organizationRequired)).toBeTruthy();
    expect(screen.getByText(peopleTexts.roleRequired)).toBeTruthy();
    expect(api.sent('POST /api/users')).toHaveLength(0);
  });

  it('says a name over 100 characters is too long before sending', async () => {
    const api = stubUsersApi({});
    renderCreate();
    await screen.findByRole('heading', { name: peopleTexts.createNewUser });
    fillPerson({ email: 'long@shoe.test', firstName: 'Ann', lastName: 'L'.repeat(101) });
    fireEvent.click(screen.getByRole('button', { name: peopleTexts.createSubmit }));
    expect(await screen.findByText(validationMessages.nameTooLong)).toBeTruthy();
    expect(api.sent('POST /api/users')).toHaveLength(0);
  });

  it("shows the server's message, or 'Failed to create user' when there is none", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer = () => failure(409, 'A user with this e-mail already exists.');
    stubUsersApi({ 'POST /api/users': () => answer() });
    const { queryByTestId } = renderCreate();
    await screen.findByRole('heading', { name: peopleTexts.createNewUser });
    fillPerson();
    fireEvent.change(field(peopleTexts.organizationLabel), { target: { value: acme.id } });
    fireEvent.change(field(peopleTexts.roleLabel), { target: { value: buyer.id } });
    fireEvent.click(screen.getByRole('button', { name: peopleTexts.createSubmit }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A user with this e-mail already exists.'));
    expect(queryByTestId('location')).toBeNull();

    answer = () => new Response('<html>proxy error</html>', { status: 502 });
    fireEvent.click(screen.getByRole('button', { name: peopleTexts.createSubmit }));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith(failureToasts.createUserFallback));
    expect(queryByTestId('location')).toBeNull();
  });

  it('Back goes to /home/team from Create New User', async () => {
    stubUsersApi({});
    const { getByTestId } = renderCreate();
    await screen.findByRole('heading', { name: peopleTexts.createNewUser });
    fireEvent.click(screen.getByRole('button', { name: peopleTexts.back }));
    await waitFor(() => expect(getByTestId('location').textContent).toBe('/home/team'));
  });
});

describe('New Team Member (/home/team/create-user/)', () => {
  beforeEach(() => {
    vi.spyOn(toast, 'success').mockImplementation(() => 1);
    vi.spyOn(toast, 'error').mockImplementation(() => 1);
  });
  afterEach(() => setTokenStore(null));

  it('has no type field, creates an internal Admin and returns to /home/team', async () => {
    const api = stubUsersApi({ 'POST /api/users': () => ok(aUser({ id: 'u-new', type: 'internal' }), 'ok', 201) });
    const { getByTestId } = renderCreate('teamMember');
    expect(await screen.findByRole('heading', { name: teamTexts.newTeamMember })).toBeTruthy();
    expect(screen.queryByLabelText(peopleTexts.typeLabel)).toBeNull();
    expect(screen.queryByLabelText(peopleTexts.organizationLabel)).toBeNull();
    expect(field(peopleTexts.roleLabel).value).toBe(admin.id);

    fillPerson({ firstName: 'Al' });
    fireEvent.click(screen.getByRole('button', { name: teamTexts.createSubmit }));
    expect(await screen.findByText(peopleTexts.firstNameTooShort)).toBeTruthy();
    fireEvent.change(field(peopleTexts.firstNameLabel), { target: { value: 'Alan' } });
    fireEvent.click(screen.getByRole('button', { name: teamTexts.createSubmit }));
    await waitFor(() => expect(getByTestId('location').textContent).toBe('/home/team'));
    expect(api.sent('POST /api/users')).toEqual([
      {
        email: 'grace@acme.test',
        firstName: 'Alan',
        lastName: 'Hopper',
        organizationId: lineup.id,
        roleId: admin.id,
        type: 'internal',
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(successToasts.userCreated);
  });
});
