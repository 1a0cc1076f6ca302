import { errorMessages, internalErrors, successToasts } from '@lineup/contracts/messages';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { openUsersApi, type UsersApi } from '@lineup/users/test-support/users-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsersDb } from '../db/database';
import { organizations, roles, users } from '../db/schema';
import { createSignInDirectory, mayUseBackOffice } from '../domain/sign-in-directory';

let api: UsersApi;
let db: UsersDb;
let seed: UsersApi['seed'];
let customerOrganizationId: string;
let buyerRoleId: string;

beforeAll(async () => {
  api = await openUsersApi();
  ({ db, seed } = api);
  [{ id: customerOrganizationId }] = (await db
    .insert(organizations)
    .values({ name: 'Shoe Palace', type: 'external' })
    .returning({ id: organizations.id })) as [{ id: string }];
  [{ id: buyerRoleId }] = (await db
    .insert(roles)
    .values({ name: 'Buyer', type: 'external' })
    .returning({ id: roles.id })) as [{ id: string }];
});
afterAll(() => api.dispose());

const call = (method: string, path: string, body?: unknown) => api.call(method, path, body);

const countUsers = async () => (await db.select({ id: users.id }).from(users)).length;

describe('POST /api/users', () => {
  it('creates an external user in a customer organization with the chosen role', async () => {
    const { status, body } = await call('POST', '/api/users', {
      email: 'Buyer@Shoe.com',
      firstName: 'Bea',
      lastName: 'Buyer',
      organizationId: customerOrganizationId,
      roleId: buyerRoleId,
      type: 'external',
    });
    expect(status).toBe(201);
    expect(body.message).toBe(successToasts.userCreated);
    expect(body.data).toMatchObject({
      email: 'buyer@shoe.com',
      type: 'external',
      status: 'active',
      organizationId: customerOrganizationId,
      roleId: buyerRoleId,
      _revision: 1,
    });
    const withMemberships = await call('GET', `/api/users/with-memberships/${body.data.id}`);
    expect(withMemberships.body.data.organizationMemberships).toEqual([
      {
        organizationId: customerOrganizationId,
        roleId: buyerRoleId,
        organization: { id: customerOrganizationId, name: 'Shoe Palace', type: 'external' },
      },
    ]);
  });

  it('forces an internal user into the internal organization with the Admin role', async () => {
    const { status, body } = await call('POST', '/api/users', {
      email: 'staff@lineup.test',
      firstName: 'Sam',
      lastName: 'Staff',
      organizationId: customerOrganizationId,
      roleId: buyerRoleId,
      type: 'internal',
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ organizationId: seed.organizationId, roleId: seed.adminRoleId });
  });

  it('refuses an e-mail already used, whatever its case, and creates nothing', async () => {
    const before = await countUsers();
    const { status, body } = await call('POST', '/api/users', {
      email: 'ADMIN@example.com',
      firstName: 'Other',
      lastName: 'Admin',
      organizationId: seed.organizationId,
      roleId: seed.adminRoleId,
      type: 'internal',
    });
    expect(status).toBe(409);
    expect(body).toEqual({ success: false, message: userServiceMessages.emailTaken });
    expect(await countUsers()).toBe(before);
  });

  it.each([
    ['a first name under 3 characters', { firstName: 'Al' }],
    ['a last name under 3 characters', { lastName: 'Li' }],
    ['a last name over 100 characters', { lastName: 'L'.repeat(101) }],
    ['a malformed e-mail', { email: 'not-an-email' }],
    ['an empty organization', { organizationId: '' }],
    ['an empty role', { roleId: '' }],
    ['an unknown type', { type: 'robot' }],
  ])('refuses %s with 400 and creates nothing', async (_label, change) => {
    const before = await countUsers();
    const { status, body } = await call('POST', '/api/users', {
      email: 'new.person@shoe.com',
      firstName: 'New',
      lastName: 'Person',
      organizationId: customerOrganizationId,
      roleId: buyerRoleId,
      type: 'external',
      ...change,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: userServiceMessages.invalidUserInput });
    expect(await countUsers()).toBe(before);
  });

  it('refuses an unknown organization or role for a customer user', async () => {
    const base = {
      email: 'ghost@shoe.com',
      firstName: 'Ghost',
      lastName: 'Buyer',
      organizationId: customerOrganizationId,
      roleId: buyerRoleId,
      type: 'external',
    };
    const unknownOrganization = await call('POST', '/api/users', { ...base, organizationId: 'nope' });
    expect(unknownOrganization).toMatchObject({ status: 404, body: { message: internalErrors.organizationNotFound } });
    const unknownRole = await call('POST', '/api/users', { ...base, roleId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownRole).toMatchObject({ status: 404, body: { message: userServiceMessages.roleNotFound } });
    const internalOrganization = await call('POST', '/api/users', { ...base, organizationId: seed.organizationId });
    expect(internalOrganization).toMatchObject({
      status: 400,
      body: { message: userServiceMessages.externalUserOrganization },
    });
  });

  it('refuses a team role for a customer user, on both create calls, and creates nothing', async () => {
    const before = await countUsers();
    const person = {
      email: 'wrong@shoe.com',
      firstName: 'Wro',
      lastName: 'Ngrole',
      organizationId: customerOrganizationId,
    };
    const answers = [
      await call('POST', '/api/users', { ...person, roleId: seed.adminRoleId, type: 'external' }),
      await call('POST', '/api/users/create-with-organization-membership', {
        ...person,
        roleId: seed.adminRoleId,
        userType: 'external',
      }),
    ];
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 400,
        body: { success: false, message: userServiceMessages.externalUserNeedsExternalRole },
      });
    }
    expect(await countUsers()).toBe(before);
  });
});

describe('POST /api/users/create-with-organization-membership', () => {
  it('creates the user with the membership, naming the type userType', async () => {
    const { status, body } = await call('POST', '/api/users/create-with-organization-membership', {
      email: 'member@shoe.com',
      firstName: 'Mem',
      lastName: 'Ber',
      organizationId: customerOrganizationId,
      roleId: buyerRoleId,
      userType: 'external',
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ email: 'member@shoe.com', type: 'external' });
  });
});

describe('PUT /api/users', () => {
  it('renames a user and bumps the revision; an older revision gets 409 and changes nothing', async () => {
    const { body: created } = await call('POST', '/api/users', {
      email: 'rename@shoe.com',
      firstName: 'Before',
      lastName: 'Rename',
      organizationId: customerOrganizationId,
      roleId: buyerRoleId,
      type: 'external',
    });
    const id = created.data.id;
    const first = await call('PUT', '/api/users', { id, firstName: 'After', lastName: 'Rename', _revision: 1 });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(successToasts.userUpdated);
    expect(first.body.data).toMatchObject({ firstName: 'After', _revision: 2 });

    const stale = await call('PUT', '/api/users', { id, firstName: 'Lost', lastName: 'Update', _revision: 1 });
    expect(stale).toMatchObject({ status: 409, body: { success: false, message: userServiceMessages.staleRevision } });
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ firstName: 'After', lastName: 'Rename', revision: 2 });
  });

  it('accepts the payload {id, firstName, lastName} without a revision, and still bumps it', async () => {
    const { body: created } = await call('POST', '/api/users', {
      email: 'spec-payload@shoe.com',
      firstName: 'Plain',
      lastName: 'Payload',
      organizationId: customerOrganizationId,
      roleId: buyerRoleId,
      type: 'external',
    });
    const id = created.data.id;
    const renamed = await call('PUT', '/api/users', { id, firstName: ' Renamed ', lastName: 'Person' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      success: true,
      message: successToasts.userUpdated,
      data: { id, firstName: 'Renamed', lastName: 'Person', _revision: 2 },
    });

    // A writer that read revision 1 before that rename is still refused: the guard holds when named.
    const stale = await call('PUT', '/api/users', { id, firstName: 'Lost', lastName: 'Update', _revision: 1 });
    expect(stale).toMatchObject({ status: 409, body: { success: false, message: userServiceMessages.staleRevision } });
    const current = await call('PUT', '/api/users', { id, firstName: 'Kept', lastName: 'Update', _revision: 2 });
    expect(current.body.data).toMatchObject({ firstName: 'Kept', _revision: 3 });
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ firstName: 'Kept', lastName: 'Update', revision: 3 });
  });

  it('answers 404 without a revision for an unknown or malformed id, and 400 for a revision that is not a number', async () => {
    const unknown = await call('PUT', '/api/users', {
      id: '00000000-0000-4000-8000-000000000000',
      firstName: 'A',
      lastName: 'B',
    });
    expect(unknown).toMatchObject({ status: 404, body: { success: false, message: errorMessages.users[404] } });
    const malformed = await call('PUT', '/api/users', { id: 'not-a-uuid', firstName: 'A', lastName: 'B' });
    expect(malformed.status).toBe(404);
    for (const _revision of ['1', 0, 1.5, null]) {
      const bad = await call('PUT', '/api/users', { id: seed.adminUserId, firstName: 'A', lastName: 'B', _revision });
      expect(bad.status).toBe(400);
      expect(bad.body.success).toBe(false);
    }
    const [admin] = await db.select().from(users).where(eq(users.id, seed.adminUserId));
    expect(admin?.firstName).not.toBe('A');
  });

  it('answers 404 User not found for an unknown id, and 400 for empty names', async () => {
    const unknown = await call('PUT', '/api/users', {
      id: '00000000-0000-4000-8000-000000000000',
      firstName: 'A',
      lastName: 'B',
      _revision: 1,
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: errorMessages.users[404] } });
    const empty = await call('PUT', '/api/users', {
      id: seed.adminUserId,
      firstName: ' ',
      lastName: 'B',
      _revision: 1,
    });
    expect(empty.status).toBe(400);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deactivates the user and keeps the row; nobody deactivates themselves', async () => {
    const { body: created } = await call('POST', '/api/users', {
      email: 'leaving@shoe.com',
      firstName: 'Lea',
      lastName: 'Ving',
      organizationId: customerOrganizationId,
      roleId: buyerRoleId,
      type: 'external',
    });
    const deleted = await call('DELETE', `/api/users/${created.data.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.status).toBe('inactive');
    expect((await call('GET', `/api/users/${created.data.id}`)).body.data.email).toBe('leaving@shoe.com');

    const self = await call('DELETE', `/api/users/${seed.adminUserId}`);
    expect(self).toMatchObject({ status: 400, body: { message: userServiceMessages.cannotDeactivateYourself } });
    expect((await call('DELETE', '/api/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('POST /api/users/{id}/reactivate', () => {
  it('makes a deactivated user active again, and the sign-in directory admits them again', async () => {
    const { body: created } = await call('POST', '/api/users', {
      email: 'returning@lineup.test',
      firstName: 'Ret',
      lastName: 'Urning',
      organizationId: seed.organizationId,
      roleId: seed.adminRoleId,
      type: 'internal',
    });
    const id = created.data.id;
    const directory = createSignInDirectory(db);
    await call('DELETE', `/api/users/${id}`);
    expect(mayUseBackOffice(await directory.findByEmail('returning@lineup.test'))).toBe(false);

    const reactivated = await call('POST', `/api/users/${id}/reactivate`);
    expect(reactivated).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: userServiceMessages.userReactivated,
        data: { id, status: 'active', _revision: 3 },
      },
    });
    expect((await call('GET', `/api/users/${id}`)).body.data).toMatchObject({ status: 'active', _revision: 3 });
    expect(mayUseBackOffice(await directory.findByEmail('returning@lineup.test'))).toBe(true);
    expect(mayUseBackOffice(await directory.findById(id))).toBe(true);
  });

  it('answers 409 for a user who is already active, and changes nothing', async () => {
    const before = (await call('GET', `/api/users/${seed.adminUserId}`)).body.data;
    const again = await call('POST', `/api/users/${seed.adminUserId}/reactivate`);
    expect(again).toEqual({ status: 409, body: { success: false, message: userServiceMessages.userAlreadyActive } });
    const [row] = await db.select().from(users).where(eq(users.id, seed.adminUserId));
    expect(row).toMatchObject({ status: 'active', revision: before._revision });
  });

  it('answers 404 User not found for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const { status, body } = await call('POST', `/api/users/${id}/reactivate`);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: errorMessages.users[404] });
    }
  });
});
