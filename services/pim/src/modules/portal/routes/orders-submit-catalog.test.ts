import { orderMessages } from '@lineup/contracts/order-messages';
import { portalOrderMessages } from '@lineup/contracts/portal-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/orders-schema';
import { lineListItems, lineLists } from '../../../db/schema';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';

// A draft goes only with what its catalog still holds for the store: staff may take items out of
// a catalog, or the catalog away from the store, after a buyer added them to the cart.

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
beforeAll(async () => {
  w = await openPortalOrdersWorld();
});
afterAll(() => w.t.dispose());

const statusOf = async (orderId: number) =>
  (await w.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

const sortInto = (modelCode: string, catalogTypes: string[]) =>
  w.t.db
    .update(lineListItems)
    .set({ catalogTypes })
    .where(and(eq(lineListItems.lineListId, w.lineList.spring), eq(lineListItems.modelCode, modelCode)));

describe('submitting a draft whose catalog changed since', () => {
  it('is refused, naming the SKUs no longer in the catalog, until they are removed', async () => {
    const added = await w.add(w.tokens.buyer, w.store.downtown, [
      { sku: 'ATH-00001-8', quantity: 1 },
      { sku: 'ATH-00002-8', quantity: 2 },
      { sku: 'ATH-00002-9', quantity: 1 },
    ]);
    const draft = added.body.data;
    // Staff take ATH-00002 out of the Athletic catalog the store sees.
    await sortInto('ATH-00002', []);

    const refused = await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, draft.id));
    expect(refused).toEqual({
      status: 409,
      body: { success: false, message: portalOrderMessages.itemsLeftCatalog(['ATH-00002-8', 'ATH-00002-9']) },
    });
    expect(await statusOf(draft.id)).toBe('draft');

    for (const group of draft.groups.filter((entry: { modelCode: string }) => entry.modelCode === 'ATH-00002')) {
      for (const size of group.sizes) {
        await w.call(w.tokens.buyer, 'DELETE', w.paths.line(w.store.downtown, draft.id, size.itemId));
      }
    }
    const submitted = await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, draft.id));
    expect(submitted.status).toBe(200);
    expect(submitted.body.message).toBe(orderMessages.orderSubmitted);
    await sortInto('ATH-00002', ['athletic']);
  });

  it('is refused when the catalog is no longer the store’s', async () => {
    const added = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'ATH-00001-9', quantity: 1 }]);
    await w.t.db.update(lineLists).set({ published: false }).where(eq(lineLists.id, w.lineList.spring));
    const refused = await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, added.body.data.id));
    expect(refused).toEqual({
      status: 409,
      body: { success: false, message: portalOrderMessages.catalogUnavailableToSubmit },
    });
    expect(await statusOf(added.body.data.id)).toBe('draft');
  });
});
