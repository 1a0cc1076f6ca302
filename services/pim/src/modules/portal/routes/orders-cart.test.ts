import { orderMessages } from '@lineup/contracts/order-messages';
import { ORDER_ITEM_MAX_QUANTITY } from '@lineup/contracts/orders';
import { portalMessages, portalOrderMessages } from '@lineup/contracts/portal-messages';
import { portalDraftSchema, portalOrderSchema } from '@lineup/contracts/portal-orders';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../../db/orders-schema';
import { refusedQuantities } from '../../../test-support/order-fixtures';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
beforeAll(async () => {
  w = await openPortalOrdersWorld();
});
afterAll(() => w.t.dispose());

const refused = (status: number, message: string) => ({ status, body: { success: false, message } });

describe("a store's cart in the customer portal", () => {
  it('adds SKUs of a catalog the store sees to its draft, lines grouped by item and color at its wholesale prices', async () => {
    const first = await w.add(w.tokens.buyer, w.store.downtown, [
      { sku: 'ATH-00001-8', quantity: 2 },
      { sku: 'ATH-00002-9', quantity: 1 },
      { sku: 'ATH-00001-9', quantity: 3 },
    ]);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(orderMessages.itemsAdded);
    const draft = portalDraftSchema.parse(first.body.data);
    expect(draft).toMatchObject({
      brandName: 'Crocs',
      lineListId: w.lineList.spring,
      lineListName: 'Crocs Spring',
      itemsCount: 3,
      unitsCount: 6,
      // $60.00 × 50 % × (1 − 10 %) = $27.00 a unit.
      total: 162,
    });
    expect(draft.groups.map((group) => [group.modelCode, group.color, group.unitsCount, group.total])).toEqual([
      ['ATH-00001', 'Black', 5, 135],
      ['ATH-00002', 'White', 1, 27],
    ]);
    expect(draft.groups[0]!.sizes.map(({ size, quantity, unitPrice }) => [size, quantity, unitPrice])).toEqual([
      ['8', 2, 27],
      ['9', 3, 27],
    ]);

    // The same SKU again adds to its line; another catalog gets a draft of its own.
    const again = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'ATH-00001-8', quantity: 4 }]);
    expect(again.body.data).toMatchObject({ id: draft.id, unitsCount: 10 });
    const fall = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'BF-00001-10', quantity: 1 }], w.lineList.fall);
    expect(fall.body.data).toMatchObject({ brandName: 'Beta Boots', total: 40 });

    const cart = await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown));
    expect(cart.status).toBe(200);
    const drafts = cart.body.data.map((entry: unknown) => portalDraftSchema.parse(entry));
    expect(drafts.map((entry: { id: number; unitsCount: number }) => [entry.id, entry.unitsCount]).sort()).toEqual(
      [
        [draft.id, 10],
        [fall.body.data.id, 1],
      ].sort(),
    );
  });

  it('refuses SKUs the store does not see, catalogs it does not see and stores without segments, changing nothing', async () => {
    const countRows = await rowCounter(w.t.db, 'pim');
    const before = await countRows();
    const skuRefusals: [string, number][] = [
      ['BTQ-00001-8', w.lineList.spring], // the catalog's item, in another segment
      ['UNS-00001-8', w.lineList.spring], // not sorted into any catalog
      ['BF-00001-8', w.lineList.spring], // another catalog's
      ['NOPE-1', w.lineList.spring],
      ['BA-00001-8', w.lineList.fall], // Beta Fall's athletic item: the store sees Beta as boutique
    ];
    for (const [sku, lineListId] of skuRefusals) {
      const answer = await w.add(w.tokens.buyer, w.store.downtown, [{ sku, quantity: 1 }], lineListId);
      expect(answer, sku).toEqual(refused(400, portalOrderMessages.skuNotInCatalog(sku)));
    }
    // Valid SKUs do not carry an invalid one in.
    const mixed = await w.add(w.tokens.buyer, w.store.downtown, [
      { sku: 'ATH-00001-10', quantity: 1 },
      { sku: 'BTQ-00001-8', quantity: 1 },
    ]);
    expect(mixed).toEqual(refused(400, portalOrderMessages.skuNotInCatalog('BTQ-00001-8')));
    // An item of the catalog without an MSRP has no price to order at.
    const unpriced = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'ATH-00003-8', quantity: 1 }]);
    expect(unpriced).toEqual(refused(400, orderMessages.skuWithoutPrice('ATH-00003-8')));
    for (const lineListId of [w.lineList.draft, w.lineList.gamma, w.lineList.delta, w.lineList.boutiqueOnly, 999_999]) {
      const answer = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'DRF-00001-8', quantity: 1 }], lineListId);
      expect(answer, String(lineListId)).toEqual(refused(404, portalMessages.catalogNotFound));
    }
    const noSegments = await w.add(w.tokens.buyer, w.store.empty, [{ sku: 'ATH-00001-8', quantity: 1 }]);
    expect(noSegments).toEqual(refused(409, portalMessages.storeWithoutSegments));
    expect(await countRows()).toEqual(before);
  });

  it('takes whole quantities from 1 to the limit only, with the order messages', async () => {
    const added = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'ATH-00002-10', quantity: 1 }]);
    const line = added.body.data.groups
      .flatMap((group: { sizes: { sku: string; itemId: number }[] }) => group.sizes)
      .find((size: { sku: string }) => size.sku === 'ATH-00002-10');
    const countRows = await rowCounter(w.t.db, 'pim');
    const before = await countRows();
    const cases = refusedQuantities;
    for (const [quantity, message] of cases) {
      const body = { lineListId: w.lineList.spring, items: [{ sku: 'ATH-00001-8', quantity }] };
      expect(await w.call(w.tokens.buyer, 'POST', w.paths.cart(w.store.downtown), body), `add ${quantity}`).toEqual(
        refused(400, message),
      );
      const path = w.paths.line(w.store.downtown, added.body.data.id, line.itemId);
      expect(await w.call(w.tokens.buyer, 'PATCH', path, { quantity }), `change to ${quantity}`).toEqual(
        refused(400, message),
      );
    }
    // Adding to a line past the limit is refused too.
    const over = await w.add(w.tokens.buyer, w.store.downtown, [
      { sku: 'ATH-00002-10', quantity: ORDER_ITEM_MAX_QUANTITY },
    ]);
    expect(over).toEqual(refused(400, orderMessages.quantityTooLarge(ORDER_ITEM_MAX_QUANTITY)));
    for (const body of [{}, { lineListId: w.lineList.spring, items: [] }, { quantity: 2, extra: true }, 'not json']) {
      const answer = await w.call(w.tokens.buyer, 'POST', w.paths.cart(w.store.downtown), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await countRows()).toEqual(before);
  });

  it('changes and removes lines of a draft, then submits it; a submitted order cannot change (409)', async () => {
    const { body } = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'ATH-00002-8', quantity: 2 }]);
    const draftId: number = body.data.id;
    const sizes = body.data.groups.flatMap((group: { sizes: { sku: string; itemId: number }[] }) => group.sizes);
    const itemOf = (sku: string): number => sizes.find((size: { sku: string }) => size.sku === sku).itemId;

    const changed = await w.call(
      w.tokens.buyer,
      'PATCH',
      w.paths.line(w.store.downtown, draftId, itemOf('ATH-00002-8')),
      {
        quantity: 7,
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(orderMessages.quantityChanged);
    const after = portalDraftSchema.parse(changed.body.data);
    expect(after.groups.flatMap((group) => group.sizes).find((size) => size.sku === 'ATH-00002-8')?.quantity).toBe(7);

    const removed = await w.call(
      w.tokens.buyer,
      'DELETE',
      w.paths.line(w.store.downtown, draftId, itemOf('ATH-00001-9')),
    );
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(orderMessages.itemRemoved);
    expect(
      removed.body.data.groups.flatMap((group: { sizes: { sku: string }[] }) => group.sizes.map((size) => size.sku)),
    ).not.toContain('ATH-00001-9');
    const gone = await w.call(w.tokens.buyer, 'DELETE', w.paths.line(w.store.downtown, draftId, itemOf('ATH-00001-9')));
    expect(gone).toEqual(refused(404, orderMessages.orderItemNotFound));

    const submitted = await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, draftId));
    expect(submitted.status).toBe(200);
    expect(submitted.body.message).toBe(orderMessages.orderSubmitted);
    const order = portalOrderSchema.parse(submitted.body.data);
    expect(order).toMatchObject({ id: draftId, status: 'pending', unitsCount: after.unitsCount - 3 });
    expect(order.submittedAt).not.toBeNull();
    expect(order.timeline.map((event) => event.status)).toEqual(['pending']);
    // No staff user id reaches the customer.
    expect(Object.keys(submitted.body.data.timeline[0])).toEqual(['status', 'at']);

    const countRows = await rowCounter(w.t.db, 'pim');
    const before = await countRows();
    const line = w.paths.line(w.store.downtown, draftId, itemOf('ATH-00002-8'));
    expect(await w.call(w.tokens.buyer, 'PATCH', line, { quantity: 1 })).toEqual(refused(409, orderMessages.notDraft));
    expect(await w.call(w.tokens.buyer, 'DELETE', line)).toEqual(refused(409, orderMessages.notDraft));
    expect(await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, draftId))).toEqual(
      refused(409, orderMessages.alreadySubmitted),
    );
    expect(await countRows()).toEqual(before);
    // The cart no longer holds it; the next add starts a new draft.
    const cart = await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown));
    expect(cart.body.data.map((draft: { id: number }) => draft.id)).not.toContain(draftId);
    const next = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'ATH-00001-8', quantity: 1 }]);
    expect(next.body.data.id).not.toBe(draftId);
  });

  it('refuses to submit an emptied draft, which the cart leaves out', async () => {
    const { body } = await w.add(
      w.tokens.buyer,
      w.store.downtown,
      [{ sku: 'BF-00002-8', quantity: 1 }],
      w.lineList.fall,
    );
    const draftId: number = body.data.id;
    for (const size of body.data.groups.flatMap((group: { sizes: { itemId: number }[] }) => group.sizes)) {
      const removed = await w.call(w.tokens.buyer, 'DELETE', w.paths.line(w.store.downtown, draftId, size.itemId));
      expect(removed.status).toBe(200);
    }
    expect(await w.t.db.select().from(orderItems).where(eq(orderItems.orderId, draftId))).toEqual([]);
    expect(await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, draftId))).toEqual(
      refused(409, orderMessages.emptyOrder),
    );
    const cart = await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown));
    expect(cart.body.data.map((draft: { id: number }) => draft.id)).not.toContain(draftId);
  });
});
