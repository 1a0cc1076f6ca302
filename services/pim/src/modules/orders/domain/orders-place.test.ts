import { orderMessages } from '@lineup/contracts/order-messages';
import { ORDER_ITEM_MAX_QUANTITY } from '@lineup/contracts/orders';
import { orderPlaceMessages, PLACE_ORDER_ITEMS_LIMIT } from '@lineup/contracts/orders-place';
import { portalOrderMessages } from '@lineup/contracts/portal-messages';
import { AppError } from '@lineup/server-kit/errors';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import { userDirectories } from '@lineup/users/directories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/orders-schema';
import { insertCatalogLineList, manyItems } from '../../../test-support/catalog-fixtures';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';
import { type PlaceOrderDeps, placeOrder, placingCatalogs, placingItems } from './orders-place';
import type { OrderStatusChange } from './orders-workflow';

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
let deps: PlaceOrderDeps;
beforeAll(async () => {
  w = await openPortalOrdersWorld();
  deps = { db: w.t.db, orderStores: w.t.orderStores.directory, customers: userDirectories(w.t.usersDb).customers };
});
afterAll(() => w.t.dispose());

const staff = () => ({ userId: w.ids.staff });

/** The refusal `promise` ends with (status and message), or a failure when it resolves. */
async function refusal(promise: Promise<unknown>): Promise<[number, string]> {
  const error = await promise.then(
    () => new Error('not refused'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw error;
  return [error.status, error.message];
}

describe("staff's New Order", () => {
  it('places a Pending order of a catalog the store sees, priced as any order, leaving its draft alone', async () => {
    // The store's buyer has a draft of the same catalog in the portal's cart.
    const cart = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'ATH-00001-8', quantity: 4 }]);
    expect(cart.status).toBe(200);
    const [draftBefore] = await w.t.db.select().from(orders).where(eq(orders.id, cart.body.data.id));

    const heard: OrderStatusChange[] = [];
    const order = await placeOrder(
      deps,
      staff(),
      {
        storeId: w.store.downtown,
        lineListId: w.lineList.spring,
        items: [
          { sku: 'ATH-00001-8', quantity: 2 },
          { sku: 'ATH-00002-9', quantity: 1 },
          { sku: 'ATH-00001-8', quantity: 3 },
        ],
      },
      (change) => heard.push(change),
    );
    // $60.00 × 50 % × (1 − Alpha's 10 % on Crocs) = $27.00 a unit; a SKU named twice is one line.
    expect(order).toMatchObject({
      status: 'pending',
      storeId: w.store.downtown,
      organizationId: w.ids.alpha,
      organizationName: 'Alpha Shoes',
      storeName: 'Alpha Downtown',
      lineListId: w.lineList.spring,
      itemsCount: 2,
      unitsCount: 6,
      total: 162,
      replicatedFromOrderId: null,
    });
    expect(order.submittedAt).not.toBeNull();
    expect(order.items.map(({ sku, quantity, unitPrice, msrp }) => [sku, quantity, unitPrice, msrp])).toEqual([
      ['ATH-00001-8', 5, 27, 60],
      ['ATH-00002-9', 1, 27, 60],
    ]);
    expect(order.addresses.length).toBeGreaterThan(0);
    expect(order.timeline.map(({ status, userId }) => [status, userId])).toEqual([['pending', w.ids.staff]]);
    expect(heard).toEqual([{ orderId: order.id, status: 'pending', actor: staff() }]);

    const [draftAfter] = await w.t.db.select().from(orders).where(eq(orders.id, cart.body.data.id));
    expect(draftAfter).toEqual(draftBefore);
    const drafts = await w.t.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'draft'));
    expect(drafts).toEqual([{ id: cart.body.data.id }]);
  });

  it('refuses, changing nothing and telling nobody: a store that cannot order, a catalog it does not see, SKUs outside it, too much', async () => {
    const countRows = await rowCounter(w.t.db, 'pim');
    const before = await countRows();
    const heard: OrderStatusChange[] = [];
    const place = (storeId: string, lineListId: number, items: { sku: string; quantity: number }[]) =>
      refusal(placeOrder(deps, staff(), { storeId, lineListId, items }, (change) => heard.push(change)));
    const one = [{ sku: 'ATH-00001-8', quantity: 1 }];

    w.t.orderStores.updateStore(w.store.bravo, { storeStatus: 'inactive' });
    expect(await place(w.store.bravo, w.lineList.spring, one)).toEqual([409, orderMessages.storeInactive]);
    w.t.orderStores.updateStore(w.store.bravo, { storeStatus: 'active' });
    w.t.orderStores.updateOrganization(w.ids.bravo, { status: 'inactive' });
    expect(await place(w.store.bravo, w.lineList.spring, one)).toEqual([409, orderMessages.organizationInactive]);
    w.t.orderStores.updateOrganization(w.ids.bravo, { status: 'active' });
    expect(await place(crypto.randomUUID(), w.lineList.spring, one)).toEqual([404, orderMessages.storeNotFound]);
    // Active for the order directory, inactive in the users' data the catalogs come from.
    w.t.orderStores.addStore(w.ids.alpha, { storeId: w.store.closed, storeName: 'Alpha Closed' });
    expect(await place(w.store.closed, w.lineList.spring, one)).toEqual([404, orderMessages.storeNotFound]);

    // Unpublished, a brand outside the store's segments, nothing in its segment, no segments at all, unknown.
    for (const lineListId of [w.lineList.draft, w.lineList.gamma, w.lineList.boutiqueOnly, 999_999]) {
      expect(await place(w.store.downtown, lineListId, one), String(lineListId)).toEqual([
        409,
        orderPlaceMessages.catalogNotVisible,
      ]);
    }
    expect(await place(w.store.empty, w.lineList.spring, one)).toEqual([409, orderPlaceMessages.catalogNotVisible]);

    // The catalog's item in another segment, another catalog's SKU, an unknown one; an item without MSRP.
    for (const sku of ['BTQ-00001-8', 'BF-00001-8', 'NOPE-1']) {
      const items = [
        { sku: 'ATH-00001-9', quantity: 1 },
        { sku, quantity: 1 },
      ];
      expect(await place(w.store.downtown, w.lineList.spring, items)).toEqual([
        400,
        portalOrderMessages.skuNotInCatalog(sku),
      ]);
    }
    expect(await place(w.store.downtown, w.lineList.spring, [{ sku: 'ATH-00003-8', quantity: 1 }])).toEqual([
      400,
      orderMessages.skuWithoutPrice('ATH-00003-8'),
    ]);
    // Each within the limit, together above it.
    const halves = [
      { sku: 'ATH-00001-8', quantity: ORDER_ITEM_MAX_QUANTITY },
      { sku: 'ATH-00001-8', quantity: 1 },
    ];
    expect(await place(w.store.downtown, w.lineList.spring, halves)).toEqual([
      400,
      orderMessages.quantityTooLarge(ORDER_ITEM_MAX_QUANTITY),
    ]);

    expect(await countRows()).toEqual(before);
    expect(heard).toEqual([]);
  });

  it("lists the store's catalogs and finds a catalog's items with their SKUs", async () => {
    const catalogs = await placingCatalogs(deps, w.store.downtown);
    expect(catalogs.map((catalog) => [catalog.name, catalog.catalogSegment])).toEqual([
      ['Beta Fall', 'boutique'],
      ['Crocs Spring', 'athletic'],
    ]);
    expect(await placingCatalogs(deps, w.store.empty)).toEqual([]);

    const all = await placingItems(deps, { storeId: w.store.downtown, lineListId: w.lineList.spring });
    expect(all.total).toBe(3);
    expect(all.items.map((item) => [item.modelCode, item.msrp])).toEqual([
      ['ATH-00001', '60.00'],
      ['ATH-00002', '60.00'],
      ['ATH-00003', null],
    ]);
    expect(all.items[0]!.skus).toEqual([
      { sku: 'ATH-00001-8', size: '8' },
      { sku: 'ATH-00001-9', size: '9' },
      { sku: 'ATH-00001-10', size: '10' },
    ]);
    // Model code, silhouette or color, any case; '%' is a character, not a pattern.
    const codes = async (search: string) =>
      (await placingItems(deps, { storeId: w.store.downtown, lineListId: w.lineList.spring, search })).items.map(
        (item) => item.modelCode,
      );
    expect(await codes('ath-00002')).toEqual(['ATH-00002']);
    expect(await codes('echo')).toEqual(['ATH-00002']);
    expect(await codes('NAVY')).toEqual(['ATH-00003']);
    expect(await codes('%')).toEqual([]);
    expect(await refusal(placingItems(deps, { storeId: w.store.downtown, lineListId: w.lineList.gamma }))).toEqual([
      404,
      'Catalog not found',
    ]);
  });

  it('answers at most the limit of items, with how many match', async () => {
    const lineListId = await insertCatalogLineList(w.t.db, {
      brandId: w.brand.crocs,
      name: 'Crocs Big',
      items: manyItems(PLACE_ORDER_ITEMS_LIMIT + 5, 'BIG', { catalogTypes: ['athletic'] }),
      published: true,
      sortingCompleted: true,
    });
    const found = await placingItems(deps, { storeId: w.store.bravo, lineListId });
    expect(found.total).toBe(PLACE_ORDER_ITEMS_LIMIT + 5);
    expect(found.items).toHaveLength(PLACE_ORDER_ITEMS_LIMIT);
    expect(found.items[0]!.modelCode).toBe('BIG-00001');
  });
});
