import { errorMessages } from '@lineup/contracts/messages';
import { CUSTOMER_ACCOUNTS_PER_STORE_MAX } from '@lineup/contracts/stores';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUsers } from '../db/schema';
import {
  addCustomer,
  addTeamMember,
  openUsersApi,
  storeIdNamed,
  type UsersApi,
  userIdsByEmail,
} from '../test-support/users-api';

let api: UsersApi;
/** Shoe Palace: Mia (main contact) and Bob; stores Downtown and Airport. */
let miaId: string;
let bobId: string;
let storeId: string;
/** Other Co's main contact, and a team member. */
let olgaId: string;
let adaId: string;

const unknownId = '00000000-0000-4000-8000-000000000000';

const call = (method: string, path: string, body?: unknown) => api.call(method, path, body);
const storeOf = async (id: string) => (await call('GET', `/api/stores/${id}`)).body.data;
const assignmentRows = async () =>
  (await api.db.select().from(storeUsers)).map((row) => `${row.storeId}:${row.userId}`).sort();

beforeAll(async () => {
  api = await openUsersApi();
  const mainContact = (email: string) => ({ email, firstName: 'Main' });
  await addCustomer(api, {
    name: 'Shoe Palace',
    mainContact: mainContact('mia@shoe.test'),
    stores: [
      { name: 'Downtown', segmentation: 'good' },
      { name: 'Airport', segmentation: 'good' },
    ],
    users: ['bob@shoe.test'],
  });
  await addCustomer(api, {
    name: 'Other Co',
    mainContact: mainContact('olga@other.test'),
    stores: [{ name: 'Elsewhere', segmentation: 'good' }],
  });
  adaId = await addTeamMember(api, 'Ada', 'ada@example.com');
  const people = await userIdsByEmail(api);
  miaId = people.get('mia@shoe.test')!;
  bobId = people.get('bob@shoe.test')!;
  olgaId = people.get('olga@other.test')!;
  storeId = await storeIdNamed(api, 'Downtown');
});
afterAll(() => api.dispose());

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
    for (const stranger of [olgaId, adaId, api.seed.adminUserId, unknownId, 'not-a-uuid']) {
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
