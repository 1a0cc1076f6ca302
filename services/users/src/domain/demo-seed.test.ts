import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { openUsersDatabase, type UsersDb } from '../db/database';
import { seedDemoCustomers } from './demo-seed';
import { listOrganizations } from './organizations';
import { seedUsers } from './seed';
import { listStores } from './stores';

let connection: Awaited<ReturnType<typeof openTestConnection>>;
let db: UsersDb;
let roleId: string;

beforeAll(async () => {
  connection = await openTestConnection();
  db = await openUsersDatabase(connection);
  roleId = (await seedUsers(db, { email: 'admin@example.com' })).adminRoleId;
});
afterAll(() => connection.dispose());

describe('demo customers of a first start', () => {
  it('creates two customers with stores, addresses and accounts, once', async () => {
    const created = await seedDemoCustomers(db, { roleId, brandIds: [1, 2] });
    expect(created.map((organization) => organization.name)).toEqual([
      'Sole Street Footwear',
      'Maple Trail Outfitters',
    ]);
    expect(created.map((organization) => [organization.storesCount, organization.usersCount])).toEqual([
      [2, 2],
      [1, 2],
    ]);
    const stores = await listStores(db);
    expect(stores.map((store) => store.brandFocusType.storeType).sort()).toEqual([
      'monobrand',
      'monobrand',
      'multi-brand',
    ]);

    expect(await seedDemoCustomers(db, { roleId, brandIds: [1, 2] })).toEqual([]);
    expect((await listOrganizations(db)).filter((organization) => organization.type === 'external')).toHaveLength(2);
  });
});
