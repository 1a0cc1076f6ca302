import { demoBrands } from '@lineup/users/test-support/demo-brands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsersDb } from '../db/database';
import { openSeededUsersDatabase, type SeededUsersDatabase } from '../test-support/users-test-world';
import { DEMO_BUYER_EMAILS, seedDemoCustomers } from './demo-seed';
import { listOrganizations } from './organizations';
import { listStores } from './stores';
import { listUsers } from './users';

let database: SeededUsersDatabase;
let db: UsersDb;
let roleId: string;

beforeAll(async () => {
  database = await openSeededUsersDatabase();
  db = database.db;
  roleId = database.seed.customerRoleId;
});
afterAll(() => database.dispose());

describe('demo customers of a first start', () => {
  it('creates two customers with stores, addresses and accounts, once', async () => {
    const created = await seedDemoCustomers(db, { roleId, brands: demoBrands });
    expect(created.map((organization) => organization.name)).toEqual([
      'Sole Street Footwear',
      'Maple Trail Outfitters',
    ]);
    expect(created.map((organization) => [organization.storesCount, organization.usersCount])).toEqual([
      [2, 3],
      [1, 3],
    ]);
    const stores = await listStores(db);
    expect(stores.map((store) => store.brandFocusType.storeType).sort()).toEqual([
      'monobrand',
      'monobrand',
      'multi-brand',
    ]);

    expect(await seedDemoCustomers(db, { roleId, brands: demoBrands })).toEqual([]);
    expect((await listOrganizations(db)).filter((organization) => organization.type === 'external')).toHaveLength(2);
  });

  it('gives every store a Crocs catalog segment and an ownership, and a known buyer who buys for each', async () => {
    const stores = await listStores(db);
    const crocs = demoBrands[0]!.id;
    const crocsSegments = stores.map(
      (store) => store.brandFocusType.brandSegmentation.find((entry) => entry.brandId === crocs)?.catalogSegment,
    );
    expect(crocsSegments.sort()).toEqual(['athletic', 'boutique', 'crocs']);
    expect(stores.map((store) => store.ownership).sort()).toEqual(['owned', 'partner', 'wholesale_account']);
    // Every store ships somewhere: its buyers can submit orders.
    for (const store of stores) {
      expect(
        store.addresses.filter((address) => address.type === 'shipping'),
        store.name,
      ).toHaveLength(1);
    }

    const people = await listUsers(db);
    for (const email of DEMO_BUYER_EMAILS) {
      const buyer = people.find((user) => user.email === email)!;
      expect(buyer).toMatchObject({ type: 'external', status: 'active', roleId });
      const own = stores.filter((store) => store.organizationId === buyer.organizationId);
      expect(own.length).toBeGreaterThan(0);
      for (const store of own) expect(store.userIds).toContain(buyer.id);
    }
  });
});
