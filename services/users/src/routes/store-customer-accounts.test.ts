import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@lineup/contracts/messages';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { CUSTOMER_ACCOUNTS_PER_STORE_MAX } from '@lineup/contracts/users';
import { silentLogger } from '@lineup/server-kit/logger';
import { createTestTokens } from '@lineup/server-kit/test-support/test-tokens';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { recordingInvitationMailer } from '@lineup/users/test-support/invitations';
import { createUsersApp } from '../app';
import { openUsersDatabase, type UsersDb } from '../db/database';
import { storeUsers } from '../db/schema';
import { type SeedResult, seedUsers } from '../domain/seed';

let connection: Awaited<ReturnType<typeof openTestConnection>>;
let db: UsersDb;
let app: ReturnType<typeof createUsersApp>;
let token: string;
let seed: SeedResult;
/** Shoe Palace: Mia (main contact) and Bob; stores Downtown and Airport. */
let miaId: string;
let bobId: string;
let storeId: string;
/** Other Co's main contact, and a team member. */
let olgaId: string;
let adaId: string;

const unknownId = '00000000-0000-4000-8000-000000000000';

async function call(method: string, path: string, body?: unknown) {
  const response = await app.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

function customer(name: string, contactEmail: string, users: string[], stores: string[]) {
  return call('POST', '/api/organizations', {
    organization: {
      name,
      address: { type: 'physical', line1: '1 Main St', city: 'Miami', state: 'FL', country: 'US' },
    },
    organizationMainContact: {
      email: contactEmail,
      firstName: 'Main',
      lastName: 'Contact',
      roleId: seed.customerRoleId,
    },
    stores: stores.map((store) => ({
      name: store,
      brandFocusType: { storeType: 'monobrand', brandSegmentation: [{ brandId: 1, segmentation: 'good' }] },
    })),
    users: users.map((email) => ({ email, firstName: 'Cus', lastName: 'Tomer', roleId: seed.customerRoleId })),
  });
}

const storeOf = async (id: string) => (await call('GET', `/api/stores/${id}`)).body.data;
const assignmentRows = async () =>
  (await db.select().from(storeUsers)).map((row) => `${row.storeId}:${row.userId}`).sort();
const idOf = (people: { id: string; email: string }[], email: string) => people.find((u) => u.email === email)!.id;

beforeAll(async () => {
  connection = await openTestConnection();
  db = await openUsersDatabase(connection);
  const tokens = await createTestTokens();
  app = createUsersApp({
    db,
    verifyToken: tokens.verifyToken,
    log: silentLogger(),
    invitationMailer: recordingInvitationMailer(),
  });
  seed = await seedUsers(db, { email: 'admin@example.com' });
  token = await tokens.tokenFor(seed.adminUserId);
  expect((await customer('Shoe Palace', 'mia@shoe.test', ['bob@shoe.test'], ['Downtown', 'Airport'])).status).toBe(201);
  expect((await customer('Other Co', 'olga@other.test', [], ['Elsewhere'])).status).toBe(201);
  const team = await call('POST', '/api/users', {
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Staff',
    organizationId: 'ignored',
    roleId: 'ignored',
    type: 'internal',
  });
  adaId = team.body.data.id;
  const people = (await call('GET', '/api/users')).body.data;
  miaId = idOf(people, 'mia@shoe.test');
  bobId = idOf(people, 'bob@shoe.test');
  olgaId = idOf(people, 'olga@other.test');
  const stores = (await call('GET', '/api/stores')).body.data as { id: string; name: string }[];
  storeId = stores.find((store) => store.name === 'Downtown')!.id;
});
afterAll(() => connection.dispose());

describe('PUT /api/stores/{id}/users', () => {
  it('starts with every account of the new-customer flow, and replaces the list in one go', async () => {
    const before = await storeOf(storeId);
    expect(before.userIds.sort()).toEqual([miaId, bobId].sort());
    const saved = await call('PUT', `/api/stores/${storeId}/users`, {
      userIds: [bobId, bobId],
      _revision: before._revision,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(userServiceMessages.customerAccountsSaved);
    expect(saved.body.data).toMatchObject({ userIds: [bobId], _revision: before._revision + 1 });
    expect(await storeOf(storeId)).toEqual(saved.body.data);

    // The people list's stores are the stores each account buys for.
    const people = (await call('GET', '/api/users')).body.data as { id: string; stores: { name: string }[] }[];
    expect(people.find((user) => user.id === miaId)!.stores.map((store) => store.name)).toEqual(['Airport']);
    expect(
      people
        .find((user) => user.id === bobId)!
        .stores.map((store) => store.name)
        .sort(),
    ).toEqual(['Airport', 'Downtown']);
  });

  it('refuses anyone but active customer users of the store organization, and changes nothing', async () => {
    const store = await storeOf(storeId);
    const rows = await assignmentRows();
    for (const stranger of [olgaId, adaId, seed.adminUserId, unknownId, 'not-a-uuid']) {
      const answer = await call('PUT', `/api/stores/${storeId}/users`, {
        userIds: [bobId, miaId, stranger],
        _revision: store._revision,
      });
      expect(answer).toEqual({
        status: 400,
        body: { success: false, message: userServiceMessages.customerAccountsNotMembers },
      });
    }
    expect(await assignmentRows()).toEqual(rows);
    expect((await storeOf(storeId))._revision).toBe(store._revision);
  });

  it('keeps an account deactivated since until removed, and never adds a deactivated one', async () => {
    let store = await storeOf(storeId);
    expect(store.userIds).toEqual([bobId]);
    expect((await call('DELETE', `/api/users/${bobId}`)).status).toBe(200);
    const kept = await call('PUT', `/api/stores/${storeId}/users`, {
      userIds: [bobId, miaId],
      _revision: store._revision,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.userIds.sort()).toEqual([bobId, miaId].sort());

    store = kept.body.data;
    const removed = await call('PUT', `/api/stores/${storeId}/users`, { userIds: [miaId], _revision: store._revision });
    expect(removed.body.data.userIds).toEqual([miaId]);
    const readded = await call('PUT', `/api/stores/${storeId}/users`, {
      userIds: [miaId, bobId],
      _revision: removed.body.data._revision,
    });
    expect(readded).toMatchObject({ status: 400, body: { message: userServiceMessages.customerAccountsNotMembers } });
    expect((await call('POST', `/api/users/${bobId}/reactivate`)).status).toBe(200);
  });

  it('answers 409 for an older revision, 404 for an unknown store and 400 for a malformed body', async () => {
    const store = await storeOf(storeId);
    const rows = await assignmentRows();
    const stale = await call('PUT', `/api/stores/${storeId}/users`, { userIds: [], _revision: store._revision - 1 });
    expect(stale).toEqual({ status: 409, body: { success: false, message: userServiceMessages.staleRevision } });
    for (const id of [unknownId, 'not-a-uuid']) {
      const unknown = await call('PUT', `/api/stores/${id}/users`, { userIds: [], _revision: 1 });
      expect(unknown).toEqual({ status: 404, body: { success: false, message: errorMessages.businessStores[404] } });
    }
    const tooMany = Array.from({ length: CUSTOMER_ACCOUNTS_PER_STORE_MAX + 1 }, () => miaId);
    for (const body of [{ userIds: [miaId] }, { userIds: 'all', _revision: 1 }, { userIds: tooMany, _revision: 1 }]) {
      const answer = await call('PUT', `/api/stores/${storeId}/users`, body);
      expect(answer).toEqual({ status: 400, body: { success: false, message: errorMessages.businessStores[400] } });
    }
    expect(await assignmentRows()).toEqual(rows);
  });

  it('lets a store have no customer account at all', async () => {
    const store = await storeOf(storeId);
    const cleared = await call('PUT', `/api/stores/${storeId}/users`, { userIds: [], _revision: store._revision });
    expect(cleared.body.data.userIds).toEqual([]);
  });
});
