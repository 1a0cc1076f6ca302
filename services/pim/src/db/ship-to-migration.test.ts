import fs from 'node:fs';
import type { Address } from '@lineup/contracts/users';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPim } from '../seed';
import { insertOrderLineList } from '../test-support/order-fixtures';
import { openPimDatabase, type PimDb } from './database';
import { orders } from './orders-schema';
import { brands } from './schema';

// The migration that added the ship-to gives orders submitted before it the store's shipping
// address they copied at submit; its backfill statement is run again here on orders as they were.

const migration = fs.readFileSync(new URL('./migrations/0006_right_gertrude_yorkes.sql', import.meta.url), 'utf8');
const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE'))!;

let connection: Awaited<ReturnType<typeof openTestConnection>>;
let db: PimDb;
beforeAll(async () => {
  connection = await openTestConnection();
  db = await openPimDatabase(connection);
  await seedPim(db);
});
afterAll(() => connection.dispose());

const billing: Address = { type: 'billing', line1: '1 Main St', city: 'Austin', state: 'TX', country: 'US' };
const shipping: Address = {
  type: 'shipping',
  line1: '9 Dock Rd',
  line2: 'Unit 4',
  city: 'Houston',
  state: 'TX',
  postalCode: '77001',
  country: 'US',
  latitude: 29.7,
};

describe('the ship-to migration', () => {
  it('gives a submitted order its copied shipping address, leaving drafts and orders without one as they were', async () => {
    const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
    const lineListId = await insertOrderLineList(db, brand!.id, [
      { modelCode: 'M-1', msrp: '10.00', skus: [{ sku: 'M-1-9', size: '9' }] },
    ]);
    const order = (storeId: string, status: 'draft' | 'shipped', addresses: Address[]) => ({
      organizationId: 'org',
      storeId,
      brandId: brand!.id,
      lineListId,
      status,
      addresses,
    });
    await db
      .insert(orders)
      .values([
        order('shipped-with', 'shipped', [billing, shipping]),
        order('shipped-without', 'shipped', [billing]),
        order('draft-with', 'draft', [billing, shipping]),
      ]);

    await db.execute(sql.raw(backfill));

    const rows = await db
      .select({ storeId: orders.storeId, shipTo: orders.shipTo })
      .from(orders)
      .where(eq(orders.lineListId, lineListId))
      .orderBy(asc(orders.id));
    expect(rows).toEqual([
      {
        storeId: 'shipped-with',
        shipTo: {
          line1: '9 Dock Rd',
          line2: 'Unit 4',
          city: 'Houston',
          state: 'TX',
          postalCode: '77001',
          country: 'US',
        },
      },
      { storeId: 'shipped-without', shipTo: null },
      { storeId: 'draft-with', shipTo: null },
    ]);
  });
});
