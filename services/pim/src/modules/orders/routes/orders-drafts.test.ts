import { orderMessages } from '@lineup/contracts/order-messages';
import { ORDER_ITEM_MAX_QUANTITY, type Order } from '@lineup/contracts/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusEvents, orders } from '../../../db/orders-schema';
import {
  addItemsOk,
  type Customer,
  failure,
  newCustomer,
  openCrocsOrderingApp,
  parentInSizes,
} from '../../../test-support/order-fixtures';
import type { JsonAnswer, PimTestApp } from '../../../test-support/pim-test-app';

let t: PimTestApp;
let crocs: number;
/** Crocs, saved: CLOG-BLK-9 at 49.99 (25.00 at wholesale), CLOG-RED-9 at 33.33 (16.67). */
let crocsList: number;

beforeAll(async () => {
  const opened = await openCrocsOrderingApp([
    parentInSizes('CLOG-BLK', '49.99', ['9']),
    parentInSizes('CLOG-RED', '33.33', ['9']),
  ]);
  ({ t, crocs, lineList: crocsList } = opened);
});
afterAll(() => t.dispose());

const customer = () => newCustomer(t);
const addOk = (who: Customer, lineListId: number, items: { sku: string; quantity: number }[]) =>
  addItemsOk(t, who, lineListId, items);

/** The test app has no PATCH helper: the same call with a token of its own. */
async function patch(body: unknown): Promise<JsonAnswer> {
  const response = await t.app.request('/api/orders/change-item-quantity', {
    method: 'PATCH',
    headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('POST /api/orders/submit', () => {
  it('turns a draft into a pending order, once; the next add opens a new draft', async () => {
    const who = customer();
    const draft = await addOk(who, crocsList, [{ sku: 'CLOG-BLK-9', quantity: 2 }]);
    const { status, body } = await t.post('/api/orders/submit', { orderId: draft.id });
    expect(status).toBe(200);
    expect(body.message).toBe(orderMessages.orderSubmitted);
    expect(body.data).toMatchObject({ id: draft.id, status: 'pending', total: 50 });
    expect(new Date(body.data.submittedAt).toISOString()).toBe(body.data.submittedAt);

    expect(await t.post('/api/orders/submit', { orderId: draft.id })).toEqual({
      status: 409,
      body: failure(orderMessages.alreadySubmitted),
    });
    const next = await addOk(who, crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    expect(next.id).not.toBe(draft.id);
    expect(next.status).toBe('draft');
  });

  it('records who submitted, and copies the store details again at submit', async () => {
    const who = customer();
    const draft = await addOk(who, crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    t.orderStores.updateStore(who.storeId, { storeName: 'Renamed Store', storeType: 'multi-brand' });
    const { body } = await t.post('/api/orders/submit', { orderId: draft.id });
    expect(body.data).toMatchObject({ storeName: 'Renamed Store', storeType: 'multi-brand' });
    const events = await t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, draft.id));
    expect(events).toEqual([expect.objectContaining({ status: 'pending', userId: 'test-user' })]);
  });

  it('refuses to submit for a store that can no longer order, and changes nothing', async () => {
    const who = customer();
    const draft = await addOk(who, crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    t.orderStores.updateStore(who.storeId, { storeStatus: 'inactive' });
    expect(await t.post('/api/orders/submit', { orderId: draft.id })).toEqual({
      status: 409,
      body: failure(orderMessages.storeInactive),
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, draft.id));
    expect(row).toMatchObject({ status: 'draft', submittedAt: null });
    expect(await t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, draft.id))).toEqual([]);
  });

  it('lets exactly one of concurrent submits win', async () => {
    const draft = await addOk(customer(), crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.post('/api/orders/submit', { orderId: draft.id })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('refuses an empty draft, an unknown order and a bad body', async () => {
    const draft = await addOk(customer(), crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    await t.del(`/api/orders/item?orderId=${draft.id}&itemId=${draft.items[0]!.id}`);
    expect(await t.post('/api/orders/submit', { orderId: draft.id })).toEqual({
      status: 409,
      body: failure(orderMessages.emptyOrder),
    });
    expect(await t.post('/api/orders/submit', { orderId: 999_999 })).toEqual({
      status: 404,
      body: failure(orderMessages.orderNotFound),
    });
    for (const body of [{}, { orderId: '1' }, { orderId: 0 }, { orderId: 1.5 }, { orderId: 1, extra: true }]) {
      expect(await t.post('/api/orders/submit', body), JSON.stringify(body)).toEqual({
        status: 400,
        body: failure(orderMessages.wrongInput),
      });
    }
  });
});

describe('DELETE /api/orders/item', () => {
  it('removes a draft line and recomputes the totals', async () => {
    const draft = await addOk(customer(), crocsList, [
      { sku: 'CLOG-BLK-9', quantity: 2 },
      { sku: 'CLOG-RED-9', quantity: 1 },
    ]);
    const { status, body } = await t.del(`/api/orders/item?orderId=${draft.id}&itemId=${draft.items[0]!.id}`);
    expect(status).toBe(200);
    expect(body.message).toBe(orderMessages.itemRemoved);
    expect(body.data).toMatchObject({ id: draft.id, itemsCount: 1, unitsCount: 1, total: 16.67 });
    expect(await t.del(`/api/orders/item?orderId=${draft.id}&itemId=${draft.items[0]!.id}`)).toEqual({
      status: 404,
      body: failure(orderMessages.orderItemNotFound),
    });
  });

  it('refuses an unknown order, a line of another order, a submitted order and a bad query', async () => {
    const a = await addOk(customer(), crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    const b = await addOk(customer(), crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    expect(await t.del(`/api/orders/item?orderId=999999&itemId=${a.items[0]!.id}`)).toEqual({
      status: 404,
      body: failure(orderMessages.orderNotFound),
    });
    expect(await t.del(`/api/orders/item?orderId=${a.id}&itemId=${b.items[0]!.id}`)).toEqual({
      status: 404,
      body: failure(orderMessages.orderItemNotFound),
    });
    await t.post('/api/orders/submit', { orderId: b.id });
    expect(await t.del(`/api/orders/item?orderId=${b.id}&itemId=${b.items[0]!.id}`)).toEqual({
      status: 409,
      body: failure(orderMessages.notDraft),
    });
    for (const query of [
      '',
      `?orderId=${a.id}`,
      `?orderId=x&itemId=1`,
      `?orderId=${a.id}&itemId=-1`,
      '?orderId=1.5&itemId=1',
    ]) {
      expect(await t.del(`/api/orders/item${query}`), query).toEqual({
        status: 400,
        body: failure(orderMessages.wrongInput),
      });
    }
  });
});

describe('PATCH /api/orders/change-item-quantity', () => {
  it('sets the quantity of a draft line and recomputes the totals', async () => {
    const draft = await addOk(customer(), crocsList, [
      { sku: 'CLOG-BLK-9', quantity: 2 },
      { sku: 'CLOG-RED-9', quantity: 1 },
    ]);
    const item = draft.items[1]!;
    const { status, body } = await patch({ orderId: draft.id, itemId: item.id, quantity: 3 });
    expect(status).toBe(200);
    expect(body.message).toBe(orderMessages.quantityChanged);
    expect(body.data.items[1]).toMatchObject({ id: item.id, quantity: 3, lineTotal: 50.01 });
    expect(body.data).toMatchObject({ unitsCount: 5, total: 100.01 });
  });

  it('refuses 0, 2.5 and the like, an unknown order or line, and a submitted order', async () => {
    const draft = await addOk(customer(), crocsList, [{ sku: 'CLOG-BLK-9', quantity: 2 }]);
    const itemId = draft.items[0]!.id;
    for (const quantity of [0, 2.5, -3, '4', null]) {
      expect(await patch({ orderId: draft.id, itemId, quantity }), String(quantity)).toEqual({
        status: 400,
        body: failure(orderMessages.invalidQuantity),
      });
    }
    expect(await patch({ orderId: draft.id, itemId, quantity: ORDER_ITEM_MAX_QUANTITY + 1 })).toEqual({
      status: 400,
      body: failure(orderMessages.quantityTooLarge(ORDER_ITEM_MAX_QUANTITY)),
    });
    expect(await patch({ orderId: draft.id, itemId })).toEqual({
      status: 400,
      body: failure(orderMessages.invalidQuantity),
    });
    expect(await patch({ orderId: 999_999, itemId, quantity: 1 })).toEqual({
      status: 404,
      body: failure(orderMessages.orderNotFound),
    });
    expect(await patch({ orderId: draft.id, itemId: 999_999, quantity: 1 })).toEqual({
      status: 404,
      body: failure(orderMessages.orderItemNotFound),
    });
    await t.post('/api/orders/submit', { orderId: draft.id });
    expect(await patch({ orderId: draft.id, itemId, quantity: 1 })).toEqual({
      status: 409,
      body: failure(orderMessages.notDraft),
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, draft.id));
    expect(row!.status).toBe('pending');
    expect(await patch({ orderId: draft.id, quantity: 1 })).toEqual({
      status: 400,
      body: failure(orderMessages.wrongInput),
    });
  });
});

describe('POST /api/orders/replicate', () => {
  it('copies the lines into a new draft of the same store, at the current MSRP', async () => {
    const who = customer();
    const source = await addOk(who, crocsList, [
      { sku: 'CLOG-BLK-9', quantity: 2 },
      { sku: 'CLOG-RED-9', quantity: 4 },
    ]);
    await t.post('/api/orders/submit', { orderId: source.id });
    const { status, body } = await t.post('/api/orders/replicate', { orderId: source.id });
    expect(status).toBe(201);
    expect(body.message).toBe(orderMessages.orderReplicated);
    const copy = body.data as Order;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      ...who,
      brandId: crocs,
      status: 'draft',
      replicatedFromOrderId: source.id,
      unitsCount: 6,
      total: source.total,
    });
    expect(copy.items.map((item) => [item.sku, item.quantity, item.unitPrice])).toEqual([
      ['CLOG-BLK-9', 2, 25],
      ['CLOG-RED-9', 4, 16.67],
    ]);
    // The store now has a draft of this brand: replicating again is refused.
    expect(await t.post('/api/orders/replicate', { orderId: source.id })).toEqual({
      status: 409,
      body: failure(orderMessages.draftExists),
    });
  });

  it('refuses an unknown order, an order without lines and a bad body', async () => {
    expect(await t.post('/api/orders/replicate', { orderId: 999_999 })).toEqual({
      status: 404,
      body: failure(orderMessages.orderNotFound),
    });
    const draft = await addOk(customer(), crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    await t.del(`/api/orders/item?orderId=${draft.id}&itemId=${draft.items[0]!.id}`);
    expect(await t.post('/api/orders/replicate', { orderId: draft.id })).toEqual({
      status: 409,
      body: failure(orderMessages.nothingToReplicate),
    });
    expect(await t.post('/api/orders/replicate', { orderId: 'x' })).toEqual({
      status: 400,
      body: failure(orderMessages.wrongInput),
    });
  });
});
