import { errorMessages } from '@lineup/contracts/messages';
import { ACCOUNT_MANAGERS_PER_STORE_MAX, accountManagerMessages } from '@lineup/contracts/stores';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAccountManagers } from '../db/schema';
import {
  addCustomer,
  addTeamMember,
  openUsersApi,
  storeIdNamed,
  type UsersApi,
  userIdsByEmail,
} from '../test-support/users-api';

let api: UsersApi;
let seed: UsersApi['seed'];
let adaId: string;
let formerId: string;
let customerId: string;
let storeId: string;
let otherStoreId: string;

const unknownId = '00000000-0000-4000-8000-000000000000';

const call = (method: string, path: string, body?: unknown) => api.call(method, path, body);
const teamMember = (firstName: string, email: string) => addTeamMember(api, firstName, email);
const storeOf = async (id: string) => (await call('GET', `/api/stores/${id}`)).body.data;
const userOf = async (id: string) => (await call('GET', `/api/users/with-memberships/${id}`)).body.data;
const assignmentRows = async () =>
  (await api.db.select().from(storeAccountManagers)).map((row) => `${row.storeId}:${row.userId}`).sort();

beforeAll(async () => {
  api = await openUsersApi();
  seed = api.seed;
  adaId = await teamMember('Ada', 'ada@example.com');
  formerId = await teamMember('Former', 'former@example.com');
  expect((await call('DELETE', `/api/users/${formerId}`)).status).toBe(200);
  await addCustomer(api, {
    name: 'Shoe Palace',
    mainContact: { email: 'mia@shoe.test', firstName: 'Mia' },
    stores: [
      { name: 'Downtown', segmentation: 'good' },
      { name: 'Airport', segmentation: 'best' },
    ],
  });
  storeId = await storeIdNamed(api, 'Downtown');
  otherStoreId = await storeIdNamed(api, 'Airport');
  customerId = (await userIdsByEmail(api)).get('mia@shoe.test')!;
});
afterAll(() => api.dispose());

describe('PUT /api/stores/{id}/account-managers', () => {
  it('replaces the managers in one go; the store and the team list both show them', async () => {
    const before = await storeOf(storeId);
    expect(before.accountManagers).toEqual([]);
    const saved = await call('PUT', `/api/stores/${storeId}/account-managers`, {
      userIds: [seed.adminUserId, adaId, adaId],
      _revision: before._revision,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(accountManagerMessages.accountManagersSaved);
    expect(saved.body.data._revision).toBe(before._revision + 1);
    expect(saved.body.data.accountManagers).toEqual(
      [
        { id: seed.adminUserId, email: 'admin@example.com', firstName: 'Admin', lastName: 'User', status: 'active' },
        { id: adaId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Staff', status: 'active' },
      ].sort((a, b) => a.firstName.localeCompare(b.firstName)),
    );
    expect(await storeOf(storeId)).toEqual(saved.body.data);

    const team = (await call('GET', '/api/users/with-memberships')).body.data as any[];
    const ada = team.find((user) => user.id === adaId);
    expect(ada.role).toEqual({ id: seed.adminRoleId, name: 'Admin' });
    expect(ada.managedStores).toEqual([{ id: storeId, name: 'Downtown' }]);
    expect(team.find((user) => user.id === customerId).managedStores).toEqual([]);

    const kept = await call('PUT', `/api/stores/${storeId}/account-managers`, {
      userIds: [adaId],
      _revision: saved.body.data._revision,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.accountManagers.map((manager: { id: string }) => manager.id)).toEqual([adaId]);
    expect((await userOf(seed.adminUserId)).managedStores).toEqual([]);
  });

  it('refuses customers, deactivated, unknown and malformed users, and changes nothing', async () => {
    const store = await storeOf(storeId);
    const rows = await assignmentRows();
    for (const userIds of [
      [customerId],
      [adaId, formerId],
      [unknownId],
      ['not-a-uuid'],
      [seed.adminUserId, customerId],
    ]) {
      const answer = await call('PUT', `/api/stores/${storeId}/account-managers`, {
        userIds,
        _revision: store._revision,
      });
      expect({ userIds, status: answer.status, body: answer.body }).toEqual({
        userIds,
        status: 400,
        body: { success: false, message: accountManagerMessages.notActiveTeamMember },
      });
    }
    expect(await storeOf(storeId)).toEqual(store);
    expect(await assignmentRows()).toEqual(rows);
  });

  it('refuses wrong types with the stores 400, a stale revision with 409, an unknown store with 404', async () => {
    const store = await storeOf(storeId);
    const rows = await assignmentRows();
    const tooMany = Array.from({ length: ACCOUNT_MANAGERS_PER_STORE_MAX + 1 }, () => adaId);
    for (const body of [
      { userIds: adaId, _revision: store._revision },
      { userIds: [1], _revision: store._revision },
      { userIds: [''], _revision: store._revision },
      { userIds: [adaId], _revision: String(store._revision) },
      { userIds: [adaId] },
      { userIds: tooMany, _revision: store._revision },
      null,
    ]) {
      const answer = await call('PUT', `/api/stores/${storeId}/account-managers`, body);
      expect({ sent: body, status: answer.status, body: answer.body }).toEqual({
        sent: body,
        status: 400,
        body: { success: false, message: errorMessages.businessStores[400] },
      });
    }
    const stale = await call('PUT', `/api/stores/${storeId}/account-managers`, {
      userIds: [],
      _revision: store._revision - 1,
    });
    expect(stale).toEqual({ status: 409, body: { success: false, message: userServiceMessages.staleRevision } });
    for (const id of [unknownId, 'not-a-uuid']) {
      const missing = await call('PUT', `/api/stores/${id}/account-managers`, { userIds: [adaId], _revision: 1 });
      expect(missing).toEqual({ status: 404, body: { success: false, message: errorMessages.businessStores[404] } });
    }
    expect(await storeOf(storeId)).toEqual(store);
    expect(await assignmentRows()).toEqual(rows);
  });

  it('keeps a manager who was deactivated after being assigned, until removed', async () => {
    const staffId = await teamMember('Grace', 'grace@example.com');
    let store = await storeOf(otherStoreId);
    store = (
      await call('PUT', `/api/stores/${otherStoreId}/account-managers`, {
        userIds: [staffId],
        _revision: store._revision,
      })
    ).body.data;
    expect((await call('DELETE', `/api/users/${staffId}`)).status).toBe(200);
    store = await storeOf(otherStoreId);
    expect(store.accountManagers).toMatchObject([{ id: staffId, status: 'inactive' }]);
    const unchanged = await call('PUT', `/api/stores/${otherStoreId}/account-managers`, {
      userIds: [staffId, adaId],
      _revision: store._revision,
    });
    expect(unchanged.status).toBe(200);
    const removed = await call('PUT', `/api/stores/${otherStoreId}/account-managers`, {
      userIds: [adaId],
      _revision: unchanged.body.data._revision,
    });
    expect(removed.body.data.accountManagers.map((manager: { id: string }) => manager.id)).toEqual([adaId]);
  });

  it('lets only one of two writes naming the same revision through, and never fails on a crossing write', async () => {
    const store = await storeOf(storeId);
    const ada = await userOf(adaId);
    const answers = await Promise.all([
      call('PUT', `/api/stores/${storeId}/account-managers`, { userIds: [], _revision: store._revision }),
      call('PUT', `/api/stores/${storeId}/account-managers`, {
        userIds: [seed.adminUserId],
        _revision: store._revision,
      }),
      call('PUT', `/api/users/${adaId}/managed-stores`, {
        storeIds: [storeId, otherStoreId],
        _revision: ada._revision,
      }),
    ]);
    const storeStatuses = answers
      .slice(0, 2)
      .map((answer) => answer.status)
      .sort();
    expect(storeStatuses).toEqual([200, 409]);
    expect([200, 409]).toContain(answers[2]!.status);
  });
});

describe('PUT /api/users/{id}/managed-stores', () => {
  it('replaces the stores a team member looks after; each store shows them', async () => {
    const ada = await userOf(adaId);
    const saved = await call('PUT', `/api/users/${adaId}/managed-stores`, {
      storeIds: [otherStoreId, storeId],
      _revision: ada._revision,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(accountManagerMessages.managedStoresSaved);
    expect(saved.body.data.managedStores).toEqual([
      { id: otherStoreId, name: 'Airport' },
      { id: storeId, name: 'Downtown' },
    ]);
    expect(saved.body.data._revision).toBe(ada._revision + 1);
    for (const id of [storeId, otherStoreId]) {
      expect((await storeOf(id)).accountManagers.map((manager: { id: string }) => manager.id)).toContain(adaId);
    }
    // A change made from the store side moves the user's revision on: the older one is refused.
    const store = await storeOf(storeId);
    const others = store.accountManagers
      .map((manager: { id: string }) => manager.id)
      .filter((id: string) => id !== adaId);
    expect(
      (await call('PUT', `/api/stores/${storeId}/account-managers`, { userIds: others, _revision: store._revision }))
        .status,
    ).toBe(200);
    const stale = await call('PUT', `/api/users/${adaId}/managed-stores`, {
      storeIds: [],
      _revision: saved.body.data._revision,
    });
    expect(stale).toEqual({ status: 409, body: { success: false, message: userServiceMessages.staleRevision } });
    expect((await userOf(adaId)).managedStores).toEqual([{ id: otherStoreId, name: 'Airport' }]);
  });

  it('refuses a customer or deactivated user, unknown stores, unknown users and wrong types; changes nothing', async () => {
    const rows = await assignmentRows();
    const refusals: [string, unknown, number, string][] = [
      [customerId, { storeIds: [storeId] }, 400, accountManagerMessages.notActiveTeamMember],
      [formerId, { storeIds: [storeId] }, 400, accountManagerMessages.notActiveTeamMember],
      [adaId, { storeIds: [otherStoreId, unknownId] }, 400, accountManagerMessages.storeMissing],
      [adaId, { storeIds: ['not-a-uuid'] }, 400, accountManagerMessages.storeMissing],
      [unknownId, { storeIds: [storeId] }, 404, errorMessages.users[404]],
      ['not-a-uuid', { storeIds: [storeId] }, 404, errorMessages.users[404]],
      [adaId, { storeIds: storeId }, 400, userServiceMessages.invalidUserInput],
      [adaId, { storeIds: [7] }, 400, userServiceMessages.invalidUserInput],
      [adaId, { storeIds: [storeId], _revision: 'one' }, 400, userServiceMessages.invalidUserInput],
    ];
    for (const [id, body, status, message] of refusals) {
      const revision = id === unknownId || id === 'not-a-uuid' ? 1 : (await userOf(id))._revision;
      const sent = { _revision: revision, ...(body as object) };
      const answer = await call('PUT', `/api/users/${id}/managed-stores`, sent);
      expect({ id, sent, status: answer.status, body: answer.body }).toEqual({
        id,
        sent,
        status,
        body: { success: false, message },
      });
    }
    expect(await assignmentRows()).toEqual(rows);
  });
});
