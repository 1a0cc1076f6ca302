import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPimDatabase, type PimDb } from '../../../db/database';
import { insertBrand, insertStockLineList, insertStockOrder, setOpenStock } from '../../../test-support/stock-fixtures';
import { ordersShortOfStock } from './orders-short-of-stock';

let db: PimDb;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const connection = await openTestConnection();
  dispose = connection.dispose;
  db = await openPimDatabase(connection);
});
afterAll(() => dispose());

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute));

describe('ordersShortOfStock', () => {
  it('after open stock is lowered, names the orders submitted last that it no longer covers, with what it covers', async () => {
    const brandId = await insertBrand(db);
    await setOpenStock(db, brandId, 'domestic', [
      { sku: 'CLOG-9', quantity: 10 },
      { sku: 'CLOG-10', quantity: 10 },
    ]);
    const ats = {
      id: await insertStockLineList(db, brandId, 'brand-ats', [
        { modelCode: 'CLOG', sizes: { '9': undefined, '10': undefined, '11': undefined } },
      ]),
      brandId,
    };
    const future = {
      id: await insertStockLineList(db, brandId, 'future-stock', [{ modelCode: 'CLOG', sizes: { '9': undefined } }]),
      brandId,
    };
    await insertStockOrder(db, ats, 'processing', [{ sku: 'CLOG-9', quantity: 4 }], at(1));
    const second = await insertStockOrder(
      db,
      future,
      'pending',
      [
        { sku: 'CLOG-9', quantity: 4 },
        { sku: 'CLOG-10', quantity: 2 },
      ],
      at(2),
    );
    const third = await insertStockOrder(
      db,
      ats,
      'pending',
      [
        { sku: 'CLOG-9', quantity: 2 },
        { sku: 'CLOG-11', quantity: 50 },
      ],
      at(3),
    );
    await insertStockOrder(db, ats, 'shipped', [{ sku: 'CLOG-9', quantity: 9 }], at(0));
    await insertStockOrder(db, ats, 'cancelled', [{ sku: 'CLOG-9', quantity: 9 }], at(0));
    expect(await ordersShortOfStock(db, { brandId })).toEqual([]);

    // The new file: 5 of size 9 for the 10 ordered; size 11 still unknown, so never short.
    await setOpenStock(db, brandId, 'domestic', [
      { sku: 'CLOG-9', quantity: 5 },
      { sku: 'CLOG-10', quantity: 10 },
    ]);
    const short = await ordersShortOfStock(db, { brandId });
    expect(short.map((order) => order.orderId)).toEqual([second, third]);
    expect(short[0]).toMatchObject({
      lineListId: future.id,
      status: 'pending',
      storeName: 'Shoe Shack',
      submittedAt: at(2).toISOString(),
      lines: [{ sku: 'CLOG-9', modelCode: 'CLOG', size: '9', quantity: 4, covered: 1 }],
    });
    expect(short[1]?.lines).toEqual([{ sku: 'CLOG-9', modelCode: 'CLOG', size: '9', quantity: 2, covered: 0 }]);

    // For one line list, the brand's earlier orders on other line lists still come first.
    expect((await ordersShortOfStock(db, { lineListId: ats.id })).map((order) => order.orderId)).toEqual([third]);
  });

  it("weighs a line list's own quantities against its own orders only", async () => {
    const brandId = await insertBrand(db);
    const owning = {
      id: await insertStockLineList(db, brandId, 'own-stock', [{ modelCode: 'SLIDE', sizes: { '7': 3 } }]),
      brandId,
    };
    const preBook = {
      id: await insertStockLineList(db, brandId, 'pre-book', [{ modelCode: 'SLIDE', sizes: { '7': 0 } }]),
      brandId,
    };
    await insertStockOrder(db, preBook, 'pending', [{ sku: 'SLIDE-7', quantity: 40 }], at(1));
    await insertStockOrder(db, owning, 'pending', [{ sku: 'SLIDE-7', quantity: 3 }], at(2));
    expect(await ordersShortOfStock(db, { lineListId: owning.id })).toEqual([]);
    const over = await insertStockOrder(db, owning, 'processing', [{ sku: 'SLIDE-7', quantity: 1 }], at(3));
    expect(await ordersShortOfStock(db, { lineListId: owning.id })).toMatchObject([
      { orderId: over, status: 'processing', lines: [{ sku: 'SLIDE-7', quantity: 1, covered: 0 }] },
    ]);
  });
});
