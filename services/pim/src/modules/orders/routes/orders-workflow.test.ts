import { orderMessages } from '@lineup/contracts/order-messages';
import type { OrderDetail } from '@lineup/contracts/orders-responses';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusEvents, orders } from '../../../db/orders-schema';
import {
  addItemsOk,
  failure,
  newCustomer,
  openCrocsOrderingApp,
  parentInSizes,
  placeOrder,
} from '../../../test-support/order-fixtures';
import { testAddresses } from '../../../test-support/order-stores';
import type { JsonAnswer, PimTestApp } from '../../../test-support/pim-test-app';

let t: PimTestApp;
let lineList: number;

beforeAll(async () => {
  ({ t, lineList } = await openCrocsOrderingApp([
    parentInSizes('CLOG-BLK', '50.00', ['9', '10']),
    parentInSizes('CLOG-RED', '40.00', ['9']),
  ]));
});
afterAll(() => t.dispose());

const order = () => placeOrder(t, newCustomer(t), lineList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);

async function setStatus(orderId: number | string, body: unknown, subject = 'test-user'): Promise<JsonAnswer> {
  const token = await t.tokens.tokenFor(subject);
  const response = await t.app.request(`/api/orders/${orderId}/status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('POST /api/orders/{orderId}/status', () => {
  it('moves an order one step at a time to completed, recording each change and who made it', async () => {
    const placed = await order();
    for (const [status, label, next] of [
      ['processing', 'Processing', ['shipped', 'cancelled']],
      ['shipped', 'Shipped', ['delivered']],
      ['delivered', 'Delivered', ['completed']],
      ['completed', 'Completed', []],
    ] as const) {
      const answer = await setStatus(placed.id, { status }, 'staff-2');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.message).toBe(orderMessages.statusChanged(label));
      expect(answer.body.data).toMatchObject({ id: placed.id, status, nextStatuses: next });
    }
    const detail = (await t.get(`/api/orders/${placed.id}`)).body.data as OrderDetail;
    expect(detail.timeline.map((event) => [event.status, event.userId])).toEqual([
      ['pending', 'test-user'],
      ['processing', 'staff-2'],
      ['shipped', 'staff-2'],
      ['delivered', 'staff-2'],
      ['completed', 'staff-2'],
    ]);
  });

  it('refuses skipping a step, going back, the same status, and changing a final one, with 409', async () => {
    const placed = await order();
    const refused = async (status: string, message: string) =>
      expect(await setStatus(placed.id, { status }), status).toEqual({ status: 409, body: failure(message) });
    await refused('shipped', orderMessages.stepRefused('Pending', 'Shipped', 'Processing or Cancelled'));
    await refused('completed', orderMessages.stepRefused('Pending', 'Completed', 'Processing or Cancelled'));
    expect((await setStatus(placed.id, { status: 'processing' })).status).toBe(200);
    await refused('processing', orderMessages.sameStatus('Processing'));
    await refused('delivered', orderMessages.stepRefused('Processing', 'Delivered', 'Shipped or Cancelled'));
    expect((await setStatus(placed.id, { status: 'shipped' })).status).toBe(200);
    await refused('cancelled', orderMessages.stepRefused('Shipped', 'Cancelled', 'Delivered'));
    await refused('processing', orderMessages.stepRefused('Shipped', 'Processing', 'Delivered'));
    // Nothing refused left a trace.
    const events = await t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, placed.id));
    expect(events.map((event) => event.status)).toEqual(['pending', 'processing', 'shipped']);
  });

  it('cancels a pending or a processing order, after which nothing changes it', async () => {
    const pending = await order();
    expect((await setStatus(pending.id, { status: 'cancelled' })).body.data).toMatchObject({
      status: 'cancelled',
      nextStatuses: [],
    });
    expect(await setStatus(pending.id, { status: 'processing' })).toEqual({
      status: 409,
      body: failure(orderMessages.finalStatus('Cancelled')),
    });
    const processing = await order();
    await setStatus(processing.id, { status: 'processing' });
    expect((await setStatus(processing.id, { status: 'cancelled' })).status).toBe(200);
  });

  it('lets one of two concurrent identical changes win', async () => {
    const placed = await order();
    const answers = await Promise.all([
      setStatus(placed.id, { status: 'processing' }),
      setStatus(placed.id, { status: 'processing' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('refuses a draft, an unknown order and malformed requests', async () => {
    const draft = await addItemsOk(t, newCustomer(t), lineList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    expect(await setStatus(draft.id, { status: 'processing' })).toEqual({
      status: 409,
      body: failure(orderMessages.draftStatus),
    });
    expect(await setStatus(999_999, { status: 'processing' })).toEqual({
      status: 404,
      body: failure(orderMessages.orderNotFound),
    });
    const placed = await order();
    for (const body of [
      {},
      { status: 'pending' },
      { status: 'draft' },
      { status: 'lost' },
      { status: 'shipped', x: 1 },
    ]) {
      expect(await setStatus(placed.id, body), JSON.stringify(body)).toEqual({
        status: 400,
        body: failure(orderMessages.wrongInput),
      });
    }
    expect(await setStatus('0', { status: 'processing' })).toEqual({
      status: 400,
      body: failure(orderMessages.wrongInput),
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row!.status).toBe('pending');
  });
});

describe('GET /api/orders/{orderId}', () => {
  it('answers the order page: lines by item and color, totals, store, addresses, contact, timeline', async () => {
    const who = newCustomer(t);
    const placed = await placeOrder(t, who, lineList, [
      { sku: 'CLOG-BLK-10', quantity: 2 },
      { sku: 'CLOG-RED-9', quantity: 1 },
      { sku: 'CLOG-BLK-9', quantity: 3 },
    ]);
    const { status, body } = await t.get(`/api/orders/${placed.id}`);
    expect(status).toBe(200);
    const detail = body.data as OrderDetail;
    const store = (await t.orderStores.directory.findStore(who.storeId))!;
    expect(detail).toMatchObject({
      id: placed.id,
      status: 'pending',
      storeName: store.storeName,
      organizationName: store.organizationName,
      lineListType: 'pre-book',
      catalogType: 'pre-book',
      addresses: testAddresses,
      contact: store.mainContact,
      unitsCount: 6,
      total: 145,
      nextStatuses: ['processing', 'cancelled'],
      // Submitted without checkout fields, from a line list without delivery windows.
      deliveryWindow: null,
      poNumber: null,
      requestedShipDate: null,
      requestedCancelDate: null,
      notes: null,
    });
    expect(detail.groups).toEqual([
      expect.objectContaining({
        modelCode: 'CLOG-BLK',
        color: 'BLK',
        msrp: 50,
        unitsCount: 5,
        total: 125,
        sizes: [
          expect.objectContaining({ size: '10', quantity: 2, unitPrice: 25, lineTotal: 50 }),
          expect.objectContaining({ size: '9', quantity: 3, unitPrice: 25, lineTotal: 75 }),
        ],
      }),
      expect.objectContaining({ modelCode: 'CLOG-RED', unitsCount: 1, total: 20 }),
    ]);
    expect(detail.timeline).toEqual([{ status: 'pending', userId: 'test-user', at: placed.submittedAt, note: null }]);
  });

  it('answers 404 for a draft (not an order for staff) and an unknown id, 400 for a bad id', async () => {
    const draft = await addItemsOk(t, newCustomer(t), lineList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    expect(await t.get(`/api/orders/${draft.id}`)).toEqual({ status: 404, body: failure(orderMessages.orderNotFound) });
    expect(await t.get('/api/orders/999999')).toEqual({ status: 404, body: failure(orderMessages.orderNotFound) });
    expect(await t.get('/api/orders/99999999999')).toEqual({ status: 400, body: failure(orderMessages.wrongInput) });
  });
});
