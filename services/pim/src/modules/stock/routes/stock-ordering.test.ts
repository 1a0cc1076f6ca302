import { orderMessages } from '@lineup/contracts/order-messages';
import { portalItemSchema } from '@lineup/contracts/portal';
import { stockMessages } from '@lineup/contracts/stock';
import { AppError } from '@lineup/server-kit/errors';
import { userDirectories } from '@lineup/users/directories';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/orders-schema';
import { brands, lineListItems, lineLists } from '../../../db/schema';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';
import { placeOrder } from '../../orders/domain/orders-place';

/**
 * Stock through the calls that use it: the portal's item answer shows what is left per size and
 * how the brand shows it; a customer's submit and staff's New Order take stock, and are refused
 * past it.
 */

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
beforeAll(async () => {
  w = await openPortalOrdersWorld();
  // Crocs Spring sells from stock: ATH-00001 has 3 of each size; ATH-00002 gave none (no limit).
  await w.t.db.update(lineLists).set({ type: 'brand-ats' }).where(eq(lineLists.id, w.lineList.spring));
  await w.t.db
    .update(lineListItems)
    .set({
      skus: sql`(select jsonb_agg(e || jsonb_build_object('quantity', 3)) from jsonb_array_elements(${lineListItems.skus}) e)`,
    })
    .where(and(eq(lineListItems.lineListId, w.lineList.spring), eq(lineListItems.modelCode, 'ATH-00001')));
});
afterAll(() => w.t.dispose());

const itemPath = (storeId: string, modelCode: string) =>
  `/api/portal/stores/${storeId}/catalogs/${w.lineList.spring}/items/${modelCode}`;

async function itemStock(modelCode: string) {
  const answer = await w.call(w.tokens.buyer, 'GET', itemPath(w.store.downtown, modelCode));
  expect(answer.status).toBe(200);
  const item = portalItemSchema.parse(answer.body.data);
  return { stockDisplay: item.stockDisplay, available: item.skus.map((sku) => [sku.size, sku.available]) };
}

async function submitCart(token: string, storeId: string, items: { sku: string; quantity: number }[]) {
  const cart = await w.add(token, storeId, items);
  expect(cart.status, JSON.stringify(cart.body)).toBe(200);
  return {
    id: cart.body.data.id as number,
    answer: await w.call(token, 'POST', w.paths.submit(storeId, cart.body.data.id)),
  };
}

describe('stock in ordering', () => {
  it("the portal's item shows each size's stock left, and none for a size whose stock is unknown", async () => {
    expect(await itemStock('ATH-00001')).toEqual({
      stockDisplay: 'exact',
      available: [
        ['8', 3],
        ['9', 3],
        ['10', 3],
      ],
    });
    expect((await itemStock('ATH-00002')).available).toEqual([
      ['8', null],
      ['9', null],
      ['10', null],
    ]);
  });

  it('a submit takes stock; the next one past it is refused naming the size and what is left', async () => {
    const first = await submitCart(w.tokens.buyer, w.store.downtown, [
      { sku: 'ATH-00001-8', quantity: 2 },
      { sku: 'ATH-00002-8', quantity: 40 },
    ]);
    expect(first.answer.status).toBe(200);
    expect(first.answer.body.message).toBe(orderMessages.orderSubmitted);
    expect((await itemStock('ATH-00001')).available).toEqual([
      ['8', 1],
      ['9', 3],
      ['10', 3],
    ]);

    const second = await submitCart(w.tokens.bravo, w.store.bravo, [{ sku: 'ATH-00001-8', quantity: 2 }]);
    expect(second.answer).toMatchObject({
      status: 409,
      body: { message: stockMessages.notEnoughStock('ATH-00001', '8', 1) },
    });
    const [draft] = await w.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, second.id));
    expect(draft?.status).toBe('draft');
  });

  it("staff's New Order is refused past the stock too, and placed within it", async () => {
    const deps = {
      db: w.t.db,
      orderStores: w.t.orderStores.directory,
      customers: userDirectories(w.t.usersDb).customers,
    };
    const request = (quantity: number) => ({
      storeId: w.store.bravo,
      lineListId: w.lineList.spring,
      items: [{ sku: 'ATH-00001-9', quantity }],
    });
    const refused = await placeOrder(deps, { userId: w.ids.staff }, request(4), () => {}).catch((error) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 409, message: stockMessages.notEnoughStock('ATH-00001', '9', 3) });
    const placed = await placeOrder(deps, { userId: w.ids.staff }, request(3), () => {});
    expect(placed.status).toBe('pending');
    expect((await itemStock('ATH-00001')).available).toEqual([
      ['8', 1],
      ['9', 0],
      ['10', 3],
    ]);
  });

  it("the item says how the brand shows stock: 'bands' once the brand is set so", async () => {
    await w.t.db.update(brands).set({ stockDisplay: 'bands' }).where(eq(brands.id, w.brand.crocs));
    expect((await itemStock('ATH-00001')).stockDisplay).toBe('bands');
  });
});
