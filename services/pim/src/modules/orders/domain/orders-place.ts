import {
  orderPlaceMessages,
  PLACE_ORDER_ITEMS_LIMIT,
  type PlaceOrderItems,
  type PlaceOrderRequest,
} from '@lineup/contracts/orders-place';
import type { OrderDetail } from '@lineup/contracts/orders-responses';
import type { ShipToChoice } from '@lineup/contracts/orders-ship-to';
import type { PortalCatalog } from '@lineup/contracts/portal';
import { AppError, conflict } from '@lineup/server-kit/errors';
import type { CustomerDirectory, DirectoryStore } from '@lineup/users/directories';
import { type AnyColumn, and, arrayContains, asc, count, eq, or, sql } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { orderItems, orders } from '../../../db/orders-schema';
import { lineListItems } from '../../../db/schema';
import { findCatalog, requireCatalogSkus, storeCatalogs } from '../../catalogs/domain/store-catalogs';
import { allocateOrderStock } from '../../stock/domain/available-stock';
import { discountOf, type OrderStore, type OrderStoreDirectory } from './order-store-directory';
import { checkoutValues, orderRulesNote, refusingTakenPoNumber } from './orders-checkout';
import { readOrderDetail } from './orders-detail';
import { pricedOrderLines, quantitiesBySku } from './orders-lines';
import { refreshTotals } from './orders-locks';
import { readSavedLineList } from './orders-prices';
import { type OrderActor, STAFF_SCOPE, storeNotFound } from './orders-scope';
import { chooseShipTo, shipToChoice } from './orders-ship-to';
import { orderingStore, storeSnapshot } from './orders-store';
import { type OrderStatusListener, recordStatus } from './orders-workflow';

/**
 * Staff's New Order: an order for a store, placed and submitted in one go. It never touches the
 * store's drafts (its buyers' cart): the order is created Pending, so the one-draft-per-catalog
 * rule does not meet it. What the store may order is what its portal shows it (the catalogs of
 * portal-catalogs.ts); prices are every order's (orders-prices.ts).
 */

export type PlaceOrderDeps = {
  db: PimDb;
  /** Whether the store may order, its organization's discounts and the details an order copies. */
  orderStores: OrderStoreDirectory;
  /** The store's catalog segments, as the customer portal reads them. */
  customers: CustomerDirectory;
};

type PlacingStore = { store: OrderStore; segments: DirectoryStore['segments'] };

/**
 * The store staff order for: it exists (404), it and its organization are active (409), and its
 * catalog segments. Both directories are read outside any transaction: on the embedded database
 * (one connection) a read outside an open transaction would wait for its end.
 */
async function placingStore(deps: PlaceOrderDeps, storeId: string): Promise<PlacingStore> {
  const found = await deps.orderStores.findStore(storeId);
  if (!found) throw storeNotFound();
  const store = await orderingStore(deps.orderStores, STAFF_SCOPE, found);
  const seen = await deps.customers.activeStore(storeId);
  if (!seen) throw storeNotFound();
  return { store, segments: seen.segments };
}

/** GET /api/orders/stores/{storeId}/catalogs: the catalogs the store sees, newest first (none without segments). */
export async function placingCatalogs(deps: PlaceOrderDeps, storeId: string): Promise<PortalCatalog[]> {
  const { segments } = await placingStore(deps, storeId);
  return storeCatalogs(deps.db, segments);
}

/** GET /api/orders/stores/{storeId}/ship-to: the store's shipping addresses New Order chooses from. */
export async function placingShipTo(deps: PlaceOrderDeps, storeId: string): Promise<ShipToChoice> {
  const { store } = await placingStore(deps, storeId);
  return shipToChoice(store, STAFF_SCOPE);
}

/** Where the column holds `search`, any case (no LIKE pattern, so '%' and '_' are plain characters). */
const holds = (column: AnyColumn, search: string) => sql`position(lower(${search}) in lower(${column})) > 0`;

/**
 * GET /api/orders/stores/{storeId}/catalogs/{lineListId}/items: the catalog's items (404 for a
 * catalog the store does not see) whose model code, silhouette or color holds `search`, the first
 * PLACE_ORDER_ITEMS_LIMIT in the line list's order, with their SKUs.
 */
export async function placingItems(
  deps: PlaceOrderDeps,
  input: { storeId: string; lineListId: number; search?: string },
): Promise<PlaceOrderItems> {
  const { segments } = await placingStore(deps, input.storeId);
  const catalog = await findCatalog(deps.db, segments, input.lineListId);
  const search = input.search?.trim();
  const where = and(
    eq(lineListItems.lineListId, catalog.lineListId),
    arrayContains(lineListItems.catalogTypes, [catalog.catalogSegment]),
    search
      ? or(
          holds(lineListItems.modelCode, search),
          holds(lineListItems.silhouette, search),
          holds(lineListItems.color, search),
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({
        modelCode: lineListItems.modelCode,
        silhouette: lineListItems.silhouette,
        color: lineListItems.color,
        msrp: lineListItems.msrp,
        skus: lineListItems.skus,
      })
      .from(lineListItems)
      .where(where)
      .orderBy(asc(lineListItems.id))
      .limit(PLACE_ORDER_ITEMS_LIMIT),
    deps.db.select({ total: count() }).from(lineListItems).where(where),
  ]);
  return {
    items: rows.map(({ skus, ...item }) => ({
      ...item,
      skus: skus.map((sku) => ({ sku: String(sku.sku), size: String(sku.size) })),
    })),
    total: counted?.total ?? 0,
  };
}

/** The catalog the store orders from; one it does not see is refused as such (409). */
async function catalogToOrderFrom(db: PimDb, segments: PlacingStore['segments'], lineListId: number) {
  try {
    return await findCatalog(db, segments, lineListId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw conflict(orderPlaceMessages.catalogNotVisible);
    throw error;
  }
}

/**
 * POST /api/orders/place: the order with its lines, Pending at once, in one transaction with its
 * status event by `actor`, shipping to the store's address named (chooseShipTo: refused before any
 * write when the store has none), with the checkout's fields (orders-checkout.ts). Every SKU must be
 * one of the catalog's (400) and have an MSRP (400); a SKU named twice is one line with the
 * quantities added, at most ORDER_ITEM_MAX_QUANTITY. Lines that break the brand's order rules are
 * refused unless `ruleOverrideReason` says why (the pending event's note). In an at-once catalog a
 * line past the stock left is refused (allocateOrderStock), staff or not. `onStatus` hears of the
 * new Pending order once committed (the order e-mails).
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  actor: OrderActor,
  request: PlaceOrderRequest,
  onStatus: OrderStatusListener,
): Promise<OrderDetail> {
  const { db } = deps;
  const wanted = quantitiesBySku(request.items);
  const { store, segments } = await placingStore(deps, request.storeId);
  const shipTo = chooseShipTo(store, STAFF_SCOPE, request.shipToAddressId);
  const catalog = await catalogToOrderFrom(db, segments, request.lineListId);
  await requireCatalogSkus(db, catalog, [...wanted.keys()]);

  const orderId = await refusingTakenPoNumber(request.poNumber, () =>
    db.transaction(async (tx) => {
      const lineList = await readSavedLineList(tx, catalog.lineListId);
      const lines = await pricedOrderLines(tx, lineList, wanted, discountOf(store, lineList.brandId));
      const where = { id: null, storeId: store.storeId, lineListId: lineList.id };
      const checkout = await checkoutValues(tx, where, request);
      const note = await orderRulesNote(tx, STAFF_SCOPE, lineList.brandId, lines, request.ruleOverrideReason);
      const [order] = await tx
        .insert(orders)
        .values({
          organizationId: store.organizationId,
          storeId: store.storeId,
          brandId: lineList.brandId,
          lineListId: lineList.id,
          status: 'pending',
          submittedAt: sql`now()`,
          ...storeSnapshot(store),
          shipTo,
          ...checkout,
        })
        .returning({ id: orders.id });
      const id = order!.id;
      await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: id })));
      // An at-once catalog sells what is on hand: the lines take their stock, or nothing is placed.
      await allocateOrderStock(tx, id);
      await refreshTotals(tx, id);
      await recordStatus(tx, id, 'pending', actor, note);
      return id;
    }),
  );
  onStatus({ orderId, status: 'pending', actor });
  return readOrderDetail(db, STAFF_SCOPE, orderId);
}
