import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../../db/orders-schema';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
beforeAll(async () => {
  w = await openPortalOrdersWorld();
});
afterAll(() => w.t.dispose());

/** Every SKU of the store's athletic Crocs Spring items that has a price: ATH-00001 and ATH-00002, sizes 8 to 10. */
const SKUS = ['ATH-00001', 'ATH-00002'].flatMap((model) => ['8', '9', '10'].map((size) => `${model}-${size}`));

describe('concurrent edits of one cart', () => {
  it('lose no line and no unit: parallel adds of new and repeated SKUs land in one draft', async () => {
    // Each SKU added twice at once, by calls that each also create the draft if there is none.
    const calls = [...SKUS, ...SKUS].map((sku, i) =>
      w.add(w.tokens.buyer, w.store.downtown, [{ sku, quantity: (i % 3) + 1 }]),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));

    const drafts = await w.t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.storeId, w.store.downtown), eq(orders.status, 'draft')));
    expect(drafts).toHaveLength(1);
    const lines = await w.t.db
      .select({ sku: orderItems.sku, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, drafts[0]!.id));
    const expected = new Map<string, number>();
    for (const [i, sku] of [...SKUS, ...SKUS].entries()) expected.set(sku, (expected.get(sku) ?? 0) + (i % 3) + 1);
    expect(new Map(lines.map((line) => [line.sku, line.quantity]))).toEqual(expected);

    // The draft's totals are its lines' sums, whatever order the calls ran in.
    const cart = await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown));
    const units = [...expected.values()].reduce((sum, quantity) => sum + quantity, 0);
    expect(cart.body.data).toEqual([expect.objectContaining({ unitsCount: units, total: units * 27 })]);
  });

  it('apply parallel quantity changes and removals of one draft one after the other', async () => {
    const cart = await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown));
    const draft = cart.body.data[0];
    const sizes: { itemId: number; sku: string }[] = draft.groups.flatMap((group: { sizes: unknown[] }) => group.sizes);
    const [kept, ...removed] = sizes;
    const answers = await Promise.all([
      w.call(w.tokens.buyer, 'PATCH', w.paths.line(w.store.downtown, draft.id, kept!.itemId), { quantity: 9 }),
      ...removed.map((size) => w.call(w.tokens.buyer, 'DELETE', w.paths.line(w.store.downtown, draft.id, size.itemId))),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const after = await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown));
    expect(after.body.data).toEqual([
      expect.objectContaining({ id: draft.id, unitsCount: 9, total: 243, itemsCount: 1 }),
    ]);
  });
});
