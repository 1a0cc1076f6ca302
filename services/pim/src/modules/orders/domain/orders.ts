import { orderMessages } from '@lineup/contracts/order-messages';
import { ORDER_ITEM_MAX_QUANTITY, type Order } from '@lineup/contracts/orders';
import { badRequest, conflict, notFound } from '@lineup/server-kit/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { orderItems } from '../../../db/orders-schema';
import { discountOf, type OrderStoreDirectory } from './order-store-directory';
import { pricedOrderLines, quantitiesBySku } from './orders-lines';
import { lockDraft, lockOrder, lockStoreDraft, refreshTotals } from './orders-locks';
import { readSavedLineList } from './orders-prices';
import { type OrderRow, readOrder } from './orders-read';
import type { OrderScope } from './orders-scope';
import { orderingStore } from './orders-store';

/**
 * Orders: a store's order of one saved line list's SKUs. This file edits drafts' lines;
 * orders-read.ts reads and lists, orders-submit.ts submits and replicates, orders-workflow.ts moves
 * submitted orders along. Every write runs in one transaction and locks the order row first, so a
 * submit and an edit of the same draft never interleave; the partial unique index keeps one draft
 * per store and line list under concurrency.
 */

export type AddOrderItemsInput = {
  organizationId: string;
  storeId: string;
  lineListId: number;
  orderId?: number;
  items: { sku: string; quantity: number }[];
};

/**
 * SKUs of a saved line list into the store's draft of that line list (or the draft `orderId`
 * names), priced now. A SKU already in the draft gets the quantities added (at its first price).
 */
export async function addOrderItems(
  db: PimDb,
  directory: OrderStoreDirectory,
  scope: OrderScope,
  input: AddOrderItemsInput,
): Promise<Order> {
  const wanted = quantitiesBySku(input.items);
  const store = await orderingStore(directory, scope, input);

  return db.transaction(async (tx) => {
    const lineList = await readSavedLineList(tx, input.lineListId);
    let draft: OrderRow;
    if (input.orderId !== undefined) {
      draft = await lockOrder(tx, input.orderId, scope);
      if (draft.storeId !== input.storeId || draft.organizationId !== input.organizationId) {
        throw conflict(orderMessages.otherStore);
      }
      if (draft.status !== 'draft') throw conflict(orderMessages.notDraft);
      if (draft.lineListId !== lineList.id) throw conflict(orderMessages.otherLineList);
    } else {
      draft = await lockStoreDraft(tx, store, lineList);
    }

    const lines = await pricedOrderLines(tx, lineList, wanted, discountOf(store, lineList.brandId));
    const merged = await tx
      .insert(orderItems)
      .values(lines.map((line) => ({ ...line, orderId: draft.id })))
      .onConflictDoUpdate({
        target: [orderItems.orderId, orderItems.lineListId, orderItems.sku],
        set: { quantity: sql`${orderItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      })
      .returning({ quantity: orderItems.quantity });
    if (merged.some((line) => line.quantity > ORDER_ITEM_MAX_QUANTITY)) {
      throw badRequest(orderMessages.quantityTooLarge(ORDER_ITEM_MAX_QUANTITY));
    }
    await refreshTotals(tx, draft.id);
    return readOrder(tx, scope, draft.id);
  });
}

/** Removes a line of a draft (the draft stays, possibly empty). */
export async function deleteOrderItem(db: PimDb, scope: OrderScope, orderId: number, itemId: number): Promise<Order> {
  return db.transaction(async (tx) => {
    await lockDraft(tx, orderId, scope);
    const removed = await tx
      .delete(orderItems)
      .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
      .returning({ id: orderItems.id });
    if (removed.length === 0) throw notFound(orderMessages.orderItemNotFound);
    await refreshTotals(tx, orderId);
    return readOrder(tx, scope, orderId);
  });
}

/** Sets a draft line's quantity. */
export async function changeOrderItemQuantity(
  db: PimDb,
  scope: OrderScope,
  input: { orderId: number; itemId: number; quantity: number },
): Promise<Order> {
  return db.transaction(async (tx) => {
    await lockDraft(tx, input.orderId, scope);
    const changed = await tx
      .update(orderItems)
      .set({ quantity: input.quantity, updatedAt: sql`now()` })
      .where(and(eq(orderItems.id, input.itemId), eq(orderItems.orderId, input.orderId)))
      .returning({ id: orderItems.id });
    if (changed.length === 0) throw notFound(orderMessages.orderItemNotFound);
    await refreshTotals(tx, input.orderId);
    return readOrder(tx, scope, input.orderId);
  });
}
