import { orderMessages } from '@lineup/contracts/order-messages';
import { ORDER_ADD_MAX_ITEMS } from '@lineup/contracts/orders';
import { orderPlaceMessages, placeOrderCatalogsSchema, placeOrderItemsSchema } from '@lineup/contracts/orders-place';
import { orderDetailSchema } from '@lineup/contracts/orders-responses';
import { portalOrderMessages } from '@lineup/contracts/portal-messages';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedQuantities } from '../../../test-support/order-fixtures';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
beforeAll(async () => {
  w = await openPortalOrdersWorld();
});
afterAll(() => w.t.dispose());

const refused = (status: number, message: string) => ({ status, body: { success: false, message } });
const PLACE = '/api/orders/place';
const catalogsPath = (storeId: string) => `/api/orders/stores/${storeId}/catalogs`;
const itemsPath = (storeId: string, lineListId: number | string, search?: string) =>
  `${catalogsPath(storeId)}/${lineListId}/items${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`;

describe('POST /api/orders/place', () => {
  it("places a store's order as the signed-in staff user, Pending at once, leaving the store's cart as it is", async () => {
    const cart = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'BF-00001-8', quantity: 2 }], w.lineList.fall);
    expect(cart.status).toBe(200);

    const placed = await w.call(w.tokens.staff, 'POST', PLACE, {
      storeId: w.store.downtown,
      lineListId: w.lineList.fall,
      items: [
        { sku: 'BF-00001-8', quantity: 3 },
        { sku: 'BF-00002-10', quantity: 1 },
      ],
    });
    expect(placed.status).toBe(201);
    const order = orderDetailSchema.parse(placed.body.data);
    expect(placed.body.message).toBe(orderPlaceMessages.orderPlaced(order.id, 'Alpha Downtown'));
    // Beta Fall: $80.00 × 50 %, no discount on Beta.
    expect(order).toMatchObject({ status: 'pending', brandName: 'Beta Boots', unitsCount: 4, total: 160 });
    expect(order.timeline.map(({ status, userId }) => [status, userId])).toEqual([['pending', w.ids.staff]]);
    expect(order.nextStatuses).toEqual(['processing', 'cancelled']);

    // The order is on the staff lists and page; the buyer's draft still holds only its own line.
    const listed = await w.call(w.tokens.staff, 'GET', `/api/orders/staff?search=${order.id}`);
    expect(listed.body.data.map((row: { id: number }) => row.id)).toContain(order.id);
    expect((await w.call(w.tokens.staff, 'GET', `/api/orders/${order.id}`)).status).toBe(200);
    const drafts = await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown));
    const draft = drafts.body.data.find((entry: { id: number }) => entry.id === cart.body.data.id);
    expect(draft).toMatchObject({ unitsCount: 2, itemsCount: 1 });
    // The store's history shows it.
    const history = await w.call(w.tokens.buyer, 'GET', w.paths.orders(w.store.downtown));
    expect(history.body.data.map((row: { id: number }) => row.id)).toContain(order.id);
  });

  it('refuses quantities that are not whole numbers from 1 to the limit, and malformed bodies, changing nothing', async () => {
    const countRows = await rowCounter(w.t.db, 'pim');
    const before = await countRows();
    const body = (quantity: unknown) => ({
      storeId: w.store.downtown,
      lineListId: w.lineList.spring,
      items: [{ sku: 'ATH-00001-8', quantity }],
    });
    const cases = refusedQuantities;
    for (const [quantity, message] of cases) {
      expect(await w.call(w.tokens.staff, 'POST', PLACE, body(quantity)), String(quantity)).toEqual(
        refused(400, message),
      );
    }
    const base = body(1);
    const tooMany = Array.from({ length: ORDER_ADD_MAX_ITEMS + 1 }, (_, i) => ({ sku: `S-${i}`, quantity: 1 }));
    expect(await w.call(w.tokens.staff, 'POST', PLACE, { ...base, items: [] })).toEqual(
      refused(400, orderMessages.noItems),
    );
    expect(await w.call(w.tokens.staff, 'POST', PLACE, { ...base, items: tooMany })).toEqual(
      refused(400, orderMessages.tooManyItems(ORDER_ADD_MAX_ITEMS)),
    );
    for (const wrong of [
      { ...base, storeId: 'not-a-store' },
      { ...base, lineListId: '1' },
      { ...base, organizationId: w.ids.alpha },
      { storeId: w.store.downtown, items: base.items },
      'not json',
    ]) {
      expect(await w.call(w.tokens.staff, 'POST', PLACE, wrong), JSON.stringify(wrong)).toEqual(
        refused(400, orderMessages.wrongInput),
      );
    }
    // The domain's refusals reach the caller in the envelope.
    expect(
      await w.call(w.tokens.staff, 'POST', PLACE, { ...base, items: [{ sku: 'BTQ-00001-8', quantity: 1 }] }),
    ).toEqual(refused(400, portalOrderMessages.skuNotInCatalog('BTQ-00001-8')));
    expect(await w.call(w.tokens.staff, 'POST', PLACE, { ...base, lineListId: w.lineList.gamma })).toEqual(
      refused(409, orderPlaceMessages.catalogNotVisible),
    );
    expect(await countRows()).toEqual(before);
  });

  it('is for staff only: a customer token is refused (403)', async () => {
    const answer = await w.call(w.tokens.buyer, 'POST', PLACE, {
      storeId: w.store.downtown,
      lineListId: w.lineList.spring,
      items: [{ sku: 'ATH-00001-8', quantity: 1 }],
    });
    expect(answer.status).toBe(403);
    expect((await w.call(w.tokens.buyer, 'GET', catalogsPath(w.store.downtown))).status).toBe(403);
  });
});

describe('GET /api/orders/stores/{storeId}/catalogs[/{lineListId}/items]', () => {
  it("answers the store's catalogs and a catalog's matching items with their SKUs", async () => {
    const catalogs = await w.call(w.tokens.staff, 'GET', catalogsPath(w.store.downtown));
    expect(catalogs.status).toBe(200);
    expect(placeOrderCatalogsSchema.parse(catalogs.body.data).map((catalog) => catalog.lineListId)).toEqual([
      w.lineList.fall,
      w.lineList.spring,
    ]);
    const items = await w.call(w.tokens.staff, 'GET', itemsPath(w.store.downtown, w.lineList.spring, ' Classic '));
    expect(items.status).toBe(200);
    expect(placeOrderItemsSchema.parse(items.body.data)).toEqual({
      items: [
        {
          modelCode: 'ATH-00001',
          silhouette: 'Classic Clog',
          color: 'Black',
          msrp: '60.00',
          skus: ['8', '9', '10'].map((size) => ({ sku: `ATH-00001-${size}`, size })),
        },
      ],
      total: 1,
    });
  });

  it('refuses unknown stores and catalogs, and malformed parameters', async () => {
    expect(await w.call(w.tokens.staff, 'GET', catalogsPath(crypto.randomUUID()))).toEqual(
      refused(404, orderMessages.storeNotFound),
    );
    expect((await w.call(w.tokens.staff, 'GET', itemsPath(w.store.downtown, w.lineList.gamma))).status).toBe(404);
    for (const path of [
      catalogsPath('nope'),
      itemsPath(w.store.downtown, 'x'),
      itemsPath(w.store.downtown, w.lineList.spring, 'x'.repeat(101)),
      `${itemsPath(w.store.downtown, w.lineList.spring)}?page=2`,
    ]) {
      expect(await w.call(w.tokens.staff, 'GET', path), path).toEqual(refused(400, orderMessages.wrongInput));
    }
  });
});
