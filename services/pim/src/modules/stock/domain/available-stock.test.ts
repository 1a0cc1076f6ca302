import { stockMessages } from '@lineup/contracts/stock';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { eq } from 'drizzle-orm';
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

let db: PimDb;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const connection = await openTestConnection();
  dispose = connection.dispose;
  db = await openPimDatabase(connection);
});
afterAll(() => dispose());

describe('availableStock', () => {
  it("takes a line list's own quantities, less the units of its pending and processing orders", async () => {
    const brandId = await insertBrand(db);
    const lineList = {
      id: await insertStockLineList(db, brandId, 'brand-ats', [{ modelCode: 'CLOG', sizes: { '8': 12, '9': 3 } }]),
      brandId,
    };
    await insertStockOrder(db, lineList, 'pending', [{ sku: 'CLOG-8', quantity: 4 }]);
    await insertStockOrder(db, lineList, 'processing', [
      { sku: 'CLOG-8', quantity: 1 },
      { sku: 'CLOG-9', quantity: 2 },
    ]);
    expect(await availableStock(db, lineList.id)).toEqual(
      new Map([
        ['CLOG-8', 7],
        ['CLOG-9', 1],
      ]),
    );
    expect(await availableStock(db, lineList.id, ['CLOG-9'])).toEqual(new Map([['CLOG-9', 1]]));
  });

  it('leaves out cancelled, shipped, delivered, completed and draft orders', async () => {
    const brandId = await insertBrand(db);
    const lineList = {
      id: await insertStockLineList(db, brandId, 'own-stock', [{ modelCode: 'SLIDE', sizes: { '7': 10 } }]),
      brandId,
    };
    for (const status of ['cancelled', 'shipped', 'delivered', 'completed', 'draft'] as const)
      await insertStockOrder(db, lineList, status, [{ sku: 'SLIDE-7', quantity: 2 }]);
    expect((await availableStock(db, lineList.id)).get('SLIDE-7')).toBe(10);
    await insertStockOrder(db, lineList, 'pending', [{ sku: 'SLIDE-7', quantity: 2 }]);
    expect((await availableStock(db, lineList.id)).get('SLIDE-7')).toBe(8);
  });

  it("falls back to the brand's open stock, bonded and domestic added, shared by its at-once line lists", async () => {
    const brandId = await insertBrand(db);
    await setOpenStock(db, brandId, 'bonded', [{ sku: 'ECHO-10', quantity: 5 }]);
    await setOpenStock(db, brandId, 'domestic', [{ sku: 'ECHO-10', quantity: 6 }]);
    const first = {
      id: await insertStockLineList(db, brandId, 'brand-ats', [{ modelCode: 'ECHO', sizes: { '10': undefined } }]),
      brandId,
    };
    const second = {
      id: await insertStockLineList(db, brandId, 'future-stock', [{ modelCode: 'ECHO', sizes: { '10': undefined } }]),
      brandId,
    };
    // A line list with its own quantity draws on that, not on the open stock.
    const owning = {
      id: await insertStockLineList(db, brandId, 'own-stock', [{ modelCode: 'ECHO', sizes: { '10': 40 } }]),
      brandId,
    };
    const preBook = {
      id: await insertStockLineList(db, brandId, 'pre-book', [{ modelCode: 'ECHO', sizes: { '10': undefined } }]),
      brandId,
    };
    await insertStockOrder(db, first, 'pending', [{ sku: 'ECHO-10', quantity: 2 }]);
    await insertStockOrder(db, second, 'processing', [{ sku: 'ECHO-10', quantity: 3 }]);
    await insertStockOrder(db, owning, 'pending', [{ sku: 'ECHO-10', quantity: 30 }]);
    await insertStockOrder(db, preBook, 'pending', [{ sku: 'ECHO-10', quantity: 100 }]);
    expect((await availableStock(db, first.id)).get('ECHO-10')).toBe(6);
    expect((await availableStock(db, second.id)).get('ECHO-10')).toBe(6);
    expect((await availableStock(db, owning.id)).get('ECHO-10')).toBe(10);
    expect((await availableStock(db, preBook.id)).get('ECHO-10')).toBeNull();
  });

  it('has no limit for an at-once SKU whose stock nobody gave, nor for a pre-book line list', async () => {
    const brandId = await insertBrand(db);
    await setOpenStock(db, brandId, 'domestic', [{ sku: 'BAYA-6', quantity: 0 }]);
    const lineList = await insertStockLineList(db, brandId, 'brand-ats', [
      { modelCode: 'BAYA', sizes: { '5': undefined, '6': undefined } },
    ]);
    const preBook = await insertStockLineList(db, brandId, 'pre-book', [{ modelCode: 'BAYA', sizes: { '7': 4 } }]);
    expect(await availableStock(db, lineList)).toEqual(
      new Map([
        ['BAYA-5', null],
        ['BAYA-6', 0],
      ]),
    );
    expect(await availableStock(db, preBook)).toEqual(new Map([['BAYA-7', null]]));
  });
});

describe('allocateOrderStock', () => {
  it("refuses a line past what is left with 'Style CLOG size 9: only 3 left.' and leaves the draft a draft", async () => {
    const brandId = await insertBrand(db);
    const lineList = {
      id: await insertStockLineList(db, brandId, 'brand-ats', [{ modelCode: 'CLOG', sizes: { '8': 0, '9': 5 } }]),
      brandId,
    };
    await insertStockOrder(db, lineList, 'pending', [{ sku: 'CLOG-9', quantity: 2 }]);
    const draft = await insertStockOrder(db, lineList, 'draft', [
      { sku: 'CLOG-9', quantity: 4 },
      { sku: 'CLOG-8', quantity: 1 },
    ]);
    const refusal = submitWithStock(db, draft);
    await expect(refusal).rejects.toMatchObject({
      status: 409,
      message: `${stockMessages.notEnoughStock('CLOG', '9', 3)} ${stockMessages.notEnoughStock('CLOG', '8', 0)}`,
    });
    expect(stockMessages.notEnoughStock('CLOG', '9', 3)).toBe('Style CLOG size 9: only 3 left.');
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, draft));
    expect(row?.status).toBe('draft');
    expect((await availableStock(db, lineList.id)).get('CLOG-9')).toBe(3);
  });

  it('takes the last units, and a pre-book order any number', async () => {
    const brandId = await insertBrand(db);
    const lineList = {
      id: await insertStockLineList(db, brandId, 'brand-ats', [{ modelCode: 'MELLOW', sizes: { '11': 3 } }]),
      brandId,
    };
    await submitWithStock(db, await insertStockOrder(db, lineList, 'draft', [{ sku: 'MELLOW-11', quantity: 3 }]));
    expect((await availableStock(db, lineList.id)).get('MELLOW-11')).toBe(0);
    const preBook = {
      id: await insertStockLineList(db, brandId, 'pre-book', [{ modelCode: 'MELLOW', sizes: { '11': 3 } }]),
      brandId,
    };
    const big = await insertStockOrder(db, preBook, 'draft', [{ sku: 'MELLOW-11', quantity: 50 }]);
    await submitWithStock(db, big);
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, big));
    expect(row?.status).toBe('pending');
  });
});
