import { orderMessages } from '@lineup/contracts/order-messages';
import type { Order } from '@lineup/contracts/orders';
import { conflict } from '@lineup/server-kit/errors';
import { asc, eq, sql } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { orderItems, orders } from '../../../db/orders-schema';
import { lineLists } from '../../../db/schema';
import { allocateOrderStock } from '../../stock/domain/available-stock';
import { discountOf, type OrderStoreDirectory } from './order-store-directory';
import { type CheckoutRequest, checkoutValues, orderRulesNote, refusingTakenPoNumber } from './orders-checkout';
import { lockOrder, refreshTotals } from './orders-locks';
import { findLineListSkus, type SkuSnapshotRow } from './orders-prices';
import { readOrder } from './orders-read';
import { isInScope, type OrderActor, type OrderScope, orderNotFound } from './orders-scope';
import { chooseShipTo } from './orders-ship-to';
import { orderingStore, storeSnapshot } from './orders-store';
import { type OrderStatusListener, recordStatus } from './orders-workflow';

/** Orders leaving the draft state: submitting a draft, and a new draft copied from an order. */

/** Why the order cannot be submitted, or null. */
function submitRefusal(order: { status: string; unitsCount: number }): string | null {
  if (order.status !== 'draft') return orderMessages.alreadySubmitted;
  if (order.unitsCount === 0) return orderMessages.emptyOrder;
  return null;
}

/** The order as it is now (404 outside the scope), before any transaction. */
async function readScopedOrder(db: PimDb, scope: OrderScope, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !isInScope(scope, order)) throw orderNotFound();
  return order;
}

/**
 * What a submit names besides the draft: the ship-to (see chooseShipTo), the checkout's fields
 * (orders-checkout.ts) and, from staff only, why the brand's order rules are overridden.
 */
type SubmitRequest = CheckoutRequest & { shipToAddressId?: string | undefined; ruleOverrideReason?: string };

/**
 * A draft with at least one line becomes pending, once. Its store must still be able to order; the
 * store's name, type, addresses and contact are copied again, as they are when the order is placed,
 * and the ship-to (`shipToAddressId`, see chooseShipTo) is copied for good, with the checkout's
 * fields. Its lines must keep the brand's order rules unless staff override them (the reason is the
 * pending event's note), and, in an at-once catalog, the stock left (allocateOrderStock). The pending status event records who submitted it; `onStatus` hears of
 * it once committed. Any refusal leaves the draft as it was.
 *
 * The store is asked of the directory before the transaction: the directory reads the users'
 * schema outside it, and on the embedded database (one connection) a read outside an open
 * transaction waits for its end. An order's store never changes, so the answer still holds under
 * the lock, where the draft's state is checked again.
 */
export async function submitOrder(
  db: PimDb,
  directory: OrderStoreDirectory,
  scope: OrderScope,
  actor: OrderActor,
  orderId: number,
  onStatus: OrderStatusListener,
  request: SubmitRequest = {},
): Promise<Order> {
  const seen = await readScopedOrder(db, scope, orderId);
  const early = submitRefusal(seen);
  if (early) throw conflict(early);
  const store = await orderingStore(directory, scope, seen);
  const shipTo = chooseShipTo(store, scope, request.shipToAddressId);
  const submitted = await refusingTakenPoNumber(request.poNumber, () =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId, scope);
      const refusal = submitRefusal(order);
      if (refusal) throw conflict(refusal);
      const checkout = await checkoutValues(tx, order, request);
      const lines = await tx
        .select({ modelCode: orderItems.modelCode, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id));
      const note = await orderRulesNote(tx, scope, order.brandId, lines, request.ruleOverrideReason);
      // An at-once catalog sells what is on hand: its lines take their stock, or the submit is refused.
      await allocateOrderStock(tx, orderId);
      await tx
        .update(orders)
        .set({
          status: 'pending',
          submittedAt: sql`now()`,
          updatedAt: sql`now()`,
          ...storeSnapshot(store),
          shipTo,
          ...checkout,
        })
        .where(eq(orders.id, orderId));
      await recordStatus(tx, orderId, 'pending', actor, note);
      return readOrder(tx, scope, orderId);
    }),
  );
  onStatus({ orderId, status: 'pending', actor });
  return submitted;
}

/**
 * A new draft of the same store and line list with the order's lines, priced as they would be
 * now. Lines whose SKU the line list no longer holds (or no longer prices) are left out; the store
 * must not already have a draft of that line list, and must still be able to order (asked before
 * the transaction, as for a submit).
 */
export async function replicateOrder(
  db: PimDb,
  directory: OrderStoreDirectory,
  scope: OrderScope,
  orderId: number,
): Promise<Order> {
  const source = await readScopedOrder(db, scope, orderId);
  const store = await orderingStore(directory, scope, source);
  return db.transaction(async (tx) => {
    const lines = await tx
      .select({ sku: orderItems.sku, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    const [lineList] = await tx
      .select({ state: lineLists.state })
      .from(lineLists)
      .where(eq(lineLists.id, source.lineListId));
    const found =
      lineList?.state === 'saved' && lines.length > 0
        ? await findLineListSkus(
            tx,
            source.lineListId,
            lines.map((line) => line.sku),
            discountOf(store, source.brandId),
          )
        : new Map<string, SkuSnapshotRow>();
    const copies = lines.flatMap((line) => {
      const snapshot = found.get(line.sku);
      if (!snapshot?.msrp || !snapshot.unitPrice) return [];
      return [{ ...snapshot, msrp: snapshot.msrp, unitPrice: snapshot.unitPrice, quantity: line.quantity }];
    });
    if (copies.length === 0) throw conflict(orderMessages.nothingToReplicate);

    const [draft] = await tx
      .insert(orders)
      .values({
        organizationId: source.organizationId,
        storeId: source.storeId,
        brandId: source.brandId,
        lineListId: source.lineListId,
        status: 'draft',
        replicatedFromOrderId: source.id,
        ...storeSnapshot(store),
      })
      .onConflictDoNothing({ target: [orders.storeId, orders.lineListId], where: sql.raw(`status = 'draft'`) })
      .returning({ id: orders.id });
    if (!draft) throw conflict(orderMessages.draftExists);
    await tx.insert(orderItems).values(
      copies.map((copy) => ({
        orderId: draft.id,
        lineListId: source.lineListId,
        sku: copy.sku,
        modelCode: copy.modelCode,
        silhouette: copy.silhouette,
        color: copy.color,
        size: copy.size,
        quantity: copy.quantity,
        msrp: copy.msrp,
        unitPrice: copy.unitPrice,
      })),
    );
    await refreshTotals(tx, draft.id);
    return readOrder(tx, scope, draft.id);
  });
}
