import { stockMessages } from '@lineup/contracts/stock';
import { AppError } from '@lineup/server-kit/errors';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPimDatabase, type PimDb } from '../../../db/database';
import { orders } from '../../../db/orders-schema';
import {
  insertBrand,
  insertStockLineList,
  insertStockOrder,
  setOpenStock,
  submitWithStock,
} from '../../../test-support/stock-fixtures';
import { availableStock } from './available-stock';

/**
 * Submits racing for the last units. On PostgreSQL (DATABASE_URL) the submits run on the pool's
 * connections at once; on the embedded database they take turns on its one connection.
 */

let db: PimDb;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const connection = await openTestConnection();
  dispose = connection.dispose;
  db = await openPimDatabase(connection);
});
afterAll(() => dispose());

const SUBMITS = 20;

describe('allocateOrderStock under concurrent submits', () => {
  it('twenty submits of the last units leave no SKU below zero: as many pass as the stock covers', async () => {
    const brandId = await insertBrand(db);
    // CLOG-9: the line list's own 5 units; CLOG-10: the brand's open stock, 3 bonded and 4 domestic.
    const lineList = {
      id: await insertStockLineList(db, brandId, 'brand-ats', [
        { modelCode: 'CLOG', sizes: { '9': 5, '10': undefined } },
      ]),
      brandId,
    };
    await setOpenStock(db, brandId, 'bonded', [{ sku: 'CLOG-10', quantity: 3 }]);
    await setOpenStock(db, brandId, 'domestic', [{ sku: 'CLOG-10', quantity: 4 }]);
    // Every draft wants a unit of each size, half of them listing the sizes the other way round, so
    // their locks would be taken in opposite orders if they were not sorted.
    const drafts: number[] = [];
    for (let i = 0; i < SUBMITS; i++) {
      const lines = [
        { sku: 'CLOG-9', quantity: 1 },
        { sku: 'CLOG-10', quantity: 1 },
      ];
      drafts.push(await insertStockOrder(db, lineList, 'draft', i % 2 ? lines.reverse() : lines));
    }

    const started = performance.now();
    const outcomes = await Promise.allSettled(drafts.map((id) => submitWithStock(db, id)));
    const elapsed = performance.now() - started;

    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ status: 409, message: stockMessages.notEnoughStock('CLOG', '9', 0) });
    }
    const available = await availableStock(db, lineList.id);
    expect(available).toEqual(
      new Map([
        ['CLOG-9', 0],
        ['CLOG-10', 2],
      ]),
    );
    const submitted = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, drafts), eq(orders.status, 'pending')));
    expect(submitted).toHaveLength(5);
    expect(refused).toHaveLength(SUBMITS - 5);
    console.info(
      `stock race: ${SUBMITS} submits, ${SUBMITS - refused.length} passed, ${refused.length} refused, ` +
        `CLOG-9 left ${available.get('CLOG-9')}, CLOG-10 left ${available.get('CLOG-10')}, ${elapsed.toFixed(0)} ms ` +
        `on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
    );
  });

  it('twenty submits of two units each for 7 units of open stock: three pass, one unit is left', async () => {
    const brandId = await insertBrand(db);
    const lineList = {
      id: await insertStockLineList(db, brandId, 'own-stock', [{ modelCode: 'ECHO', sizes: { '8': undefined } }]),
      brandId,
    };
    await setOpenStock(db, brandId, 'domestic', [{ sku: 'ECHO-8', quantity: 7 }]);
    const drafts: number[] = [];
    for (let i = 0; i < SUBMITS; i++)
      drafts.push(await insertStockOrder(db, lineList, 'draft', [{ sku: 'ECHO-8', quantity: 2 }]));
    const outcomes = await Promise.allSettled(drafts.map((id) => submitWithStock(db, id)));
    const passed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(passed).toHaveLength(3);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({ status: 409, message: stockMessages.notEnoughStock('ECHO', '8', 1) });
    expect((await availableStock(db, lineList.id)).get('ECHO-8')).toBe(1);
  });
});
