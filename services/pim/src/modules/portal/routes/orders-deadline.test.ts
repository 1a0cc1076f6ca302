import { orderMessages } from '@lineup/contracts/order-messages';
import { utcToday } from '@lineup/contracts/ordering-deadline';
import { portalOrderMessages } from '@lineup/contracts/portal-messages';
import { portalDraftSchema, portalOrderSchema } from '@lineup/contracts/portal-orders';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineLists } from '../../../db/schema';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
beforeAll(async () => {
  w = await openPortalOrdersWorld();
});
afterAll(() => w.t.dispose());

const refused = (status: number, message: string) => ({ status, body: { success: false, message } });
const setDeadline = (deadline: string | null) =>
  w.t.db.update(lineLists).set({ deadline }).where(eq(lineLists.id, w.lineList.spring));
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('the deadline for orders', () => {
  it("takes a store's orders on the deadline day, and tells the cart the deadline", async () => {
    await setDeadline(utcToday());
    const added = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'ATH-00001-8', quantity: 2 }]);
    expect(added.status).toBe(200);
    expect(portalDraftSchema.parse(added.body.data).deadline).toBe(utcToday());
  });

  it('past it, refuses to add, change, submit or repeat orders of the catalog, changing nothing; removing lines still works', async () => {
    // An order submitted while the catalog was open, to repeat later; and a draft of two lines.
    const first = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'ATH-00002-9', quantity: 1 }]);
    const submitted = await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, first.body.data.id));
    expect(submitted.status).toBe(200);
    const draft = portalDraftSchema.parse(
      (
        await w.add(w.tokens.buyer, w.store.downtown, [
          { sku: 'ATH-00001-8', quantity: 2 },
          { sku: 'ATH-00001-9', quantity: 1 },
        ])
      ).body.data,
    );
    const [kept, removed] = draft.groups[0]!.sizes;

    const yesterday = dayBefore(utcToday());
    await setDeadline(yesterday);
    const countRows = await rowCounter(w.t.db, 'pim');
    const before = await countRows();
    const closed = refused(409, portalOrderMessages.orderingClosed);
    expect(await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'ATH-00001-10', quantity: 1 }])).toEqual(closed);
    expect(
      await w.call(w.tokens.buyer, 'PATCH', w.paths.line(w.store.downtown, draft.id, kept!.itemId), { quantity: 5 }),
    ).toEqual(closed);
    expect(await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, draft.id))).toEqual(closed);
    expect(await w.call(w.tokens.buyer, 'POST', w.paths.reorder(w.store.downtown, first.body.data.id))).toEqual(closed);
    // The order's page tells the deadline that stops its Reorder.
    const shownOrder = await w.call(w.tokens.buyer, 'GET', w.paths.order(w.store.downtown, first.body.data.id));
    expect(portalOrderSchema.parse(shownOrder.body.data).deadline).toBe(yesterday);
    expect(await countRows()).toEqual(before);

    // The cart still shows the draft, with the deadline that closed it; a line can go.
    const cart = await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown));
    const shown = cart.body.data.map((entry: unknown) => portalDraftSchema.parse(entry));
    expect(shown.find((entry: { id: number }) => entry.id === draft.id)).toMatchObject({
      deadline: yesterday,
      unitsCount: 3,
    });
    const removal = await w.call(w.tokens.buyer, 'DELETE', w.paths.line(w.store.downtown, draft.id, removed!.itemId));
    expect(removal.status).toBe(200);
    expect(removal.body.message).toBe(orderMessages.itemRemoved);
    expect(removal.body.data).toMatchObject({ id: draft.id, unitsCount: 2, deadline: yesterday });

    // Moving the deadline opens the catalog again: the same draft submits.
    await setDeadline(null);
    expect((await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, draft.id))).status).toBe(200);
  });

  it("answers another store's order 404, as before, whatever its catalog's deadline", async () => {
    const draft = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'ATH-00001-8', quantity: 1 }]);
    await setDeadline('2020-01-01');
    try {
      const line = draft.body.data.groups[0].sizes[0].itemId;
      const answer = await w.call(w.tokens.bravo, 'PATCH', w.paths.line(w.store.bravo, draft.body.data.id, line), {
        quantity: 2,
      });
      expect(answer.status).toBe(404);
      const submit = await w.call(w.tokens.bravo, 'POST', w.paths.submit(w.store.bravo, draft.body.data.id));
      expect(submit.status).toBe(404);
    } finally {
      await setDeadline(null);
    }
  });

  it('lets staff place an order for a store past the deadline: a late order is the wholesaler’s call', async () => {
    await setDeadline('2020-01-01');
    try {
      const placed = await w.call(w.tokens.staff, 'POST', '/api/orders/place', {
        storeId: w.store.downtown,
        lineListId: w.lineList.spring,
        items: [{ sku: 'ATH-00001-8', quantity: 1 }],
      });
      expect(placed.status).toBe(201);
    } finally {
      await setDeadline(null);
    }
  });
});
