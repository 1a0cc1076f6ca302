import { errorMessages, successToasts } from '@lineup/contracts/messages';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { openUsersApi, type UsersApi } from '@lineup/users/test-support/users-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: UsersApi;

beforeAll(async () => {
  api = await openUsersApi();
});
afterAll(() => api.dispose());

const call = (method: string, path: string, body?: unknown) => api.call(method, path, body);

describe('roles', () => {
  it('creates an active role, internal by default, with an optional description', async () => {
    const { status, body } = await call('POST', '/api/roles', { name: 'Planner', status: 'inactive' });
    expect(status).toBe(201);
    expect(body.message).toBe(successToasts.roleCreated);
    expect(body.data).toMatchObject({ name: 'Planner', type: 'internal', status: 'active', description: null });
    const list = await call('GET', '/api/roles');
    expect(list.body.data.map((role: { name: string }) => role.name)).toEqual(['Admin', 'Admin', 'Planner']);
  });

  it("refuses a missing name with 'Failed to create Role: the input is not valid' and creates nothing", async () => {
    for (const body of [{}, { name: '' }, { name: 'X', type: 'robot' }, { name: 'x'.repeat(101) }]) {
      const answer = await call('POST', '/api/roles', body);
      expect(answer).toEqual({ status: 400, body: { success: false, message: errorMessages.roles[400] } });
    }
    expect((await call('GET', '/api/roles')).body.data).toHaveLength(3);
  });

  it('refuses a second role of the same name and type, whatever the case', async () => {
    const answer = await call('POST', '/api/roles', { name: 'planner' });
    expect(answer).toEqual({ status: 409, body: { success: false, message: userServiceMessages.roleNameTaken } });
    const external = await call('POST', '/api/roles', { name: 'Planner', type: 'external', description: 'Buyer side' });
    expect(external.status).toBe(201);
  });

  it('updates a role, and answers 404 for an unknown one', async () => {
    const { body: created } = await call('POST', '/api/roles', { name: 'Viewer', type: 'external' });
    const updated = await call('PUT', `/api/roles/${created.data.id}`, { description: 'Read only' });
    expect(updated.body.data).toMatchObject({ name: 'Viewer', description: 'Read only' });
    // An empty description clears it; leaving it out keeps it.
    const renamed = await call('PUT', `/api/roles/${created.data.id}`, { name: 'Reader' });
    expect(renamed.body.data).toMatchObject({ name: 'Reader', description: 'Read only' });
    const cleared = await call('PUT', `/api/roles/${created.data.id}`, { description: '  ' });
    expect(cleared.body.data).toMatchObject({ name: 'Reader', description: null });
    const unknown = await call('PUT', '/api/roles/00000000-0000-4000-8000-000000000000', { name: 'X' });
    expect(unknown).toMatchObject({ status: 404, body: { message: userServiceMessages.roleNotFound } });
  });

  it('refuses an invalid update with its own wording (not the creation message) and changes nothing', async () => {
    const { body: created } = await call('POST', '/api/roles', { name: 'Viewer', type: 'external' });
    const answer = await call('PUT', `/api/roles/${created.data.id}`, { type: 'robot' });
    expect(answer).toEqual({ status: 400, body: { success: false, message: userServiceMessages.invalidRoleUpdate } });
    const roles = (await call('GET', '/api/roles')).body.data as { id: string; type: string }[];
    expect(roles.find((role) => role.id === created.data.id)?.type).toBe('external');
  });

  it('keeps the type of a role people hold (a customer would hold a team role), and changes an unheld one', async () => {
    const { body: held } = await call('POST', '/api/roles', { name: 'Store Buyer', type: 'external' });
    const customer = await call('POST', '/api/organizations', {
      organization: {
        name: 'Role Holders',
        address: { type: 'physical', line1: '1 Main St', city: 'Miami', state: 'FL', country: 'US' },
      },
      organizationMainContact: { email: 'holder@roles.test', firstName: 'Hol', lastName: 'Der', roleId: held.data.id },
      stores: [
        {
          name: 'Main Store',
          brandFocusType: { storeType: 'monobrand', brandSegmentation: [{ brandId: 1, segmentation: 'good' }] },
        },
      ],
    });
    expect(customer.status).toBe(201);
    const refused = await call('PUT', `/api/roles/${held.data.id}`, { type: 'internal' });
    expect(refused).toEqual({ status: 400, body: { success: false, message: userServiceMessages.roleTypeInUse } });
    const renamed = await call('PUT', `/api/roles/${held.data.id}`, { name: 'Head Buyer', type: 'external' });
    expect(renamed.body.data).toMatchObject({ name: 'Head Buyer', type: 'external' });

    const { body: unheld } = await call('POST', '/api/roles', { name: 'Unheld', type: 'external' });
    const moved = await call('PUT', `/api/roles/${unheld.data.id}`, { type: 'internal' });
    expect(moved.body.data).toMatchObject({ type: 'internal' });
  });
});

describe('the Admin role', () => {
  it('keeps its name, type and status, so internal users can always be created', async () => {
    const admin = (await call('GET', '/api/roles')).body.data.find(
      (role: { name: string; type: string }) => role.name === 'Admin' && role.type === 'internal',
    );
    for (const change of [{ name: 'Boss' }, { type: 'external' }, { status: 'inactive' }]) {
      const answer = await call('PUT', `/api/roles/${admin.id}`, change);
      expect(answer).toEqual({
        status: 400,
        body: { success: false, message: userServiceMessages.adminRoleProtected },
      });
    }
    const described = await call('PUT', `/api/roles/${admin.id}`, { description: 'Everything' });
    expect(described.body.data).toMatchObject({ name: 'Admin', description: 'Everything' });
  });
});
