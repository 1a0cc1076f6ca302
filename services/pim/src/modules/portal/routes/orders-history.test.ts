import { orderMessages } from '@lineup/contracts/order-messages';
import { portalOrderMessages } from '@lineup/contracts/portal-messages';
import { portalDraftSchema, portalOrderRowSchema, portalOrderSchema } from '@lineup/contracts/portal-orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineLists } from '../../../db/schema';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
/** Orders Alpha Downtown submitted, oldest first. */
const submitted: number[] = [];
beforeAll(async () => {
  w = await openPortalOrdersWorld();
  const placed: [string, number, number][] = [
    ['ATH-00001-8', 2, w.lineList.spring],
    ['BF-00001-9', 1, w.lineList.fall],
    ['ATH-00002-10', 3, w.lineList.spring],
  ];
  for (const [sku, quantity, lineListId] of placed) {
    const { body } = await w.add(w.tokens.buyer, w.store.downtown, [{ sku, quantity }], lineListId);
    const answer = await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, body.data.id));
    expect(answer.status).toBe(200);
    submitted.push(body.data.id);
  }
  // A draft is no order of the history.
  await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'ATH-00001-9', quantity: 1 }]);
});
afterAll(() => w.t.dispose());

const refused = (status: number, message: string) => ({ status, body: { success: false, message } });

describe("a store's orders in the customer portal", () => {
  it('lists its submitted orders, most recently submitted first, with status, dates and totals, a page at a time', async () => {
    const { status, body } = await w.call(w.tokens.buyer, 'GET', w.paths.orders(w.store.downtown));
    expect(status).toBe(200);
    const rows = body.data.map((row: unknown) => portalOrderRowSchema.parse(row));
    expect(rows.map((row: { id: number }) => row.id)).toEqual([...submitted].reverse());
    expect(rows[1]).toMatchObject({
      brandName: 'Beta Boots',
      status: 'pending',
      unitsCount: 1,
      itemsCount: 1,
      total: 40,
    });
    expect(body.pagination).toEqual({ page: 1, pageSize: 10, total: 3 });

    const second = await w.call(w.tokens.buyer, 'GET', `${w.paths.orders(w.store.downtown)}?page=2&pageSize=2`);
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual([submitted[0]]);
    expect(second.body.pagination).toEqual({ page: 2, pageSize: 2, total: 3 });
    for (const query of ['page=0', 'pageSize=101', 'page=x', 'pageSize=2.5']) {
      const answer = await w.call(w.tokens.buyer, 'GET', `${w.paths.orders(w.store.downtown)}?${query}`);
      expect(answer.status, query).toBe(400);
    }
    // Another store of the account has none.
    const empty = await w.call(w.tokens.buyer, 'GET', w.paths.orders(w.store.empty));
    expect(empty.body).toMatchObject({ data: [], pagination: { total: 0 } });
  });

  it('shows one order with its lines, totals and every status change, as staff move it along', async () => {
    const orderId = submitted[0]!;
    const moved = await w.call(w.tokens.staff, 'POST', `/api/orders/${orderId}/status`, { status: 'processing' });
    expect(moved.status).toBe(200);
    const { status, body } = await w.call(w.tokens.buyer, 'GET', w.paths.order(w.store.downtown, orderId));
    expect(status).toBe(200);
    const order = portalOrderSchema.parse(body.data);
    expect(order).toMatchObject({ id: orderId, status: 'processing', brandName: 'Crocs', unitsCount: 2, total: 54 });
    expect(order.groups).toEqual([
      expect.objectContaining({
        modelCode: 'ATH-00001',
        color: 'Black',
        sizes: [expect.objectContaining({ size: '8', quantity: 2, unitPrice: 27, lineTotal: 54 })],
      }),
    ]);
    expect(order.timeline.map((event) => event.status)).toEqual(['pending', 'processing']);
    const history = await w.call(w.tokens.buyer, 'GET', w.paths.orders(w.store.downtown));
    expect(history.body.data.find((row: { id: number }) => row.id === orderId).status).toBe('processing');
  });

  it('reorders: a new draft with the same lines at today’s prices, once while that draft is open', async () => {
    const orderId = submitted[1]!;
    const { status, body } = await w.call(w.tokens.buyer, 'POST', w.paths.reorder(w.store.downtown, orderId));
    expect(status).toBe(201);
    expect(body.message).toBe(orderMessages.orderReplicated);
    const draft = portalDraftSchema.parse(body.data);
    expect(draft).toMatchObject({
      replicatedFromOrderId: orderId,
      lineListName: 'Beta Fall',
      unitsCount: 1,
      total: 40,
    });
    expect(draft.id).not.toBe(orderId);
    const cart = await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown));
    expect(cart.body.data.map((entry: { id: number }) => entry.id)).toContain(draft.id);
    expect(await w.call(w.tokens.buyer, 'POST', w.paths.reorder(w.store.downtown, orderId))).toEqual(
      refused(409, orderMessages.draftExists),
    );
  });

  it('refuses to reorder from a catalog the store no longer sees', async () => {
    const orderId = submitted[2]!;
    // The spring draft of beforeAll is submitted, so only the catalog stands in the way.
    const draft = (await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown))).body.data.find(
      (entry: { lineListId: number }) => entry.lineListId === w.lineList.spring,
    );
    await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, draft.id));
    await w.t.db.update(lineLists).set({ published: false }).where(eq(lineLists.id, w.lineList.spring));
    try {
      expect(await w.call(w.tokens.buyer, 'POST', w.paths.reorder(w.store.downtown, orderId))).toEqual(
        refused(409, portalOrderMessages.catalogUnavailable),
      );
      // Its orders stay readable.
      expect((await w.call(w.tokens.buyer, 'GET', w.paths.order(w.store.downtown, orderId))).status).toBe(200);
    } finally {
      await w.t.db.update(lineLists).set({ published: true }).where(eq(lineLists.id, w.lineList.spring));
    }
    expect((await w.call(w.tokens.buyer, 'POST', w.paths.reorder(w.store.downtown, orderId))).status).toBe(201);
  });
});
