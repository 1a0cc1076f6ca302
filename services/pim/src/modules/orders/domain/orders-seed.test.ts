import { CROCS_BRAND_NAME } from '@lineup/contracts/constants';
import { users } from '@lineup/users/db/schema';
import { userDirectories } from '@lineup/users/directories';
import { DEMO_BUYER_EMAILS, seedDemoCustomers } from '@lineup/users/domain/demo-seed';
import { type SeedResult, seedUsers } from '@lineup/users/domain/seed';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusEvents, orders } from '../../../db/orders-schema';
import { openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';
import { SAMPLES_FOLDER } from '../../../test-support/repository-folders';
import { listBrands } from '../../brands/domain/brands';
import { seedDemoCatalogs } from '../../catalogs/domain/catalogs-seed';
import { DEMO_ORDERS, seedDemoOrders } from './orders-seed';
import { replicateOrder } from './orders-submit';

const samples = SAMPLES_FOLDER;

let t: PimTestApp;
let seeded: SeedResult;
const seed = () =>
  seedDemoOrders({ db: t.db, directories: userDirectories(t.usersDb), staffUserId: seeded.adminUserId });

beforeAll(async () => {
  t = await openPimTestApp();
  seeded = await seedUsers(t.usersDb, { email: 'admin@lineup.test' });
});
afterAll(() => t.dispose());

async function ordersCount() {
  const [row] = await t.db.select({ n: count() }).from(orders);
  return row!.n;
}

describe('demo orders of a first start', () => {
  it('are placed only once the demo catalog and the demo customers exist', async () => {
    const brands = await listBrands(t.db);
    await seedDemoCatalogs(
      { db: t.db, storage: t.storage },
      samples,
      brands.find((b) => b.name === CROCS_BRAND_NAME)!.id,
    );
    expect(await seed()).toEqual([]);
    await seedDemoCustomers(t.usersDb, { roleId: seeded.customerRoleId, brands });
    expect(await ordersCount()).toBe(0);
  });

  it("are the demo buyers' submitted orders, some moved along by staff, priced from the catalog", async () => {
    const placed = await seed();
    expect(placed).toHaveLength(DEMO_ORDERS.length);
    const rows = await t.db
      .select({
        id: orders.id,
        status: orders.status,
        storeName: orders.storeName,
        organizationName: orders.organizationName,
        storeId: orders.storeId,
        unitsCount: orders.unitsCount,
        total: orders.total,
        submittedAt: orders.submittedAt,
        shipTo: orders.shipTo,
      })
      .from(orders)
      .orderBy(asc(orders.id));
    expect(rows.map((row) => row.id)).toEqual(placed);
    expect(rows.map((row) => [row.organizationName, row.storeName, row.status])).toEqual([
      ['Sole Street Footwear', 'Main Store', 'shipped'],
      ['Sole Street Footwear', 'New Store', 'processing'],
      ['Maple Trail Outfitters', 'Main Store', 'pending'],
      ['Sole Street Footwear', 'Main Store', 'pending'],
    ]);
    const directory = userDirectories(t.usersDb).orderStores;
    for (const row of rows) {
      expect(row.submittedAt).not.toBeNull();
      expect(row.unitsCount).toBeGreaterThan(0);
      expect(Number(row.total)).toBeGreaterThan(0);
      // Each ships to its store's shipping address, as the store has it.
      const [shipping] = (await directory.findStore(row.storeId))!.shippingAddresses;
      const { id: _shownAs, ...address } = shipping!;
      expect(row.shipTo, row.storeName).toEqual(address);
    }

    // The buyers submitted them; the admin moved them along.
    const buyers = await t.usersDb.select({ id: users.id, email: users.email }).from(users);
    const idOf = (email: string) => buyers.find((user) => user.email === email)!.id;
    const events = await t.db
      .select({
        orderId: orderStatusEvents.orderId,
        status: orderStatusEvents.status,
        userId: orderStatusEvents.userId,
      })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, placed[0]!))
      .orderBy(asc(orderStatusEvents.id));
    expect(events.map((event) => [event.status, event.userId])).toEqual([
      ['pending', idOf(DEMO_BUYER_EMAILS[0])],
      ['processing', seeded.adminUserId],
      ['shipped', seeded.adminUserId],
    ]);

    // The staff screens show them: the lists and this month's dashboard.
    const list = await t.get('/api/orders/staff');
    expect(list.body.pagination.total).toBe(DEMO_ORDERS.length);
    const dashboard = (await t.get('/api/orders/dashboard')).body.data;
    expect(dashboard.totalWhs.value).toBeCloseTo(
      rows.reduce((sum, row) => sum + Number(row.total), 0),
      2,
    );
    expect(dashboard.monobrandOrders.value).toBe(3);
    expect(dashboard.multibrandOrders.value).toBe(1);
    expect(dashboard.topCustomers.map((row: { organizationName: string }) => row.organizationName)).toEqual([
      'Sole Street Footwear',
      'Maple Trail Outfitters',
    ]);
    expect(dashboard.mostUnitsSold.length).toBeGreaterThan(0);
    // No draft is left in a cart.
    expect(rows.every((row) => row.status !== 'draft')).toBe(true);
  });

  // The store directory reads the users' schema outside the order's transaction: on the embedded
  // database's single connection, asking it inside would wait for that transaction forever.
  it("can be repeated by its store with the users schema's directory on the same connection", async () => {
    const [first] = await t.db.select().from(orders).orderBy(asc(orders.id)).limit(1);
    const scope = { kind: 'customer' as const, organizationId: first!.organizationId, storeId: first!.storeId };
    const draft = await replicateOrder(t.db, userDirectories(t.usersDb).orderStores, scope, first!.id);
    expect(draft).toMatchObject({ status: 'draft', storeId: first!.storeId, unitsCount: first!.unitsCount });
    await t.db.delete(orders).where(eq(orders.id, draft.id));
  });

  it('places nothing on a later start', async () => {
    const before = await ordersCount();
    expect(await seed()).toEqual([]);
    expect(await ordersCount()).toBe(before);
  });
});
