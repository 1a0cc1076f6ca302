import { and, eq, sql } from 'drizzle-orm';
import { orderMessages } from '@lineup/contracts/order-messages';
import { ORDER_ITEM_MAX_QUANTITY, type Order } from '@lineup/contracts/orders';
import { badRequest, conflict, notFound } from '@lineup/server-kit/errors';
import type { PimDb } from '../db/database';
import { orderItems } from '../db/schema';
import { checkStoreOrganization, lockDraft, lockOrder, lockStoreDraft, touch } from './orders-locks';
import { findLineListSkus, readSavedLineList } from './orders-prices';
import { type OrderRow, readOrder } from './orders-read';

/**
 * Orders: a store's order of one brand's SKUs from saved line lists. This file edits drafts' lines;
 * orders-read.ts reads and lists, orders-submit.ts submits and replicates. Every write runs in one
 * transaction and locks the order row first, so a submit and an edit of the same draft never
 * interleave; the partial unique index keeps one draft per store and brand under concurrency.
 */

export type AddOrderItemsInput = {
  organizationId: string;
  storeId: string;
  lineListId: number;
  orderId?: number;
  items: { sku: string; quantity: number }[];
};

/**
 * POST /api/orders {action: 'add'}: SKUs of a saved line list into the store's draft of that line
 * list's brand (or the draft `orderId` names). A SKU already in the draft gets the quantities added.
 */
export async function addOrderItems(db: PimDb, input: AddOrderItemsInput): Promise<Order> {
  const wanted = new Map<string, number>();
  for (const item of input.items) wanted.set(item.sku, (wanted.get(item.sku) ?? 0) + item.quantity);
  for (const quantity of wanted.values()) {
    if (quantity > ORDER_ITEM_MAX_QUANTITY) throw badRequest(orderMessages.quantityTooLarge(ORDER_ITEM_MAX_QUANTITY));
  }

  return db.transaction(async (tx) => {
    const lineList = await readSavedLineList(tx, input.lineListId);
    await checkStoreOrganization(tx, input.storeId, input.organizationId);
    let draft: OrderRow;
    if (input.orderId !== undefined) {
      draft = await lockOrder(tx, input.orderId);
      if (draft.storeId !== input.storeId || draft.organizationId !== input.organizationId) {
        throw conflict(orderMessages.otherStore);
      }
      if (draft.status !== 'draft') throw conflict(orderMessages.notDraft);
      if (draft.brandId !== lineList.brandId) throw conflict(orderMessages.otherBrand);
    } else {
      draft = await lockStoreDraft(tx, input.organizationId, input.storeId, lineList.brandId);
    }

    const found = await findLineListSkus(tx, lineList.id, [...wanted.keys()]);
    for (const sku of wanted.keys()) {
      const snapshot = found.get(sku);
      if (!snapshot) throw badRequest(orderMessages.skuNotInLineList(sku));
      if (snapshot.msrp === null) throw badRequest(orderMessages.skuWithoutPrice(sku));
    }

    const merged = await tx
      .insert(orderItems)
      .values(
        [...wanted].map(([sku, quantity]) => {
          const snapshot = found.get(sku)!;
          return {
            orderId: draft.id,
            lineListId: lineList.id,
            sku,
            modelCode: snapshot.modelCode,
            silhouette: snapshot.silhouette,
            color: snapshot.color,
            size: snapshot.size,
            quantity,
            unitPrice: snapshot.msrp!,
          };
        }),
      )
      .onConflictDoUpdate({
        target: [orderItems.orderId, orderItems.lineListId, orderItems.sku],
        set: { quantity: sql`${orderItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      })
      .returning({ quantity: orderItems.quantity });
    if (merged.some((line) => line.quantity > ORDER_ITEM_MAX_QUANTITY)) {
      throw badRequest(orderMessages.quantityTooLarge(ORDER_ITEM_MAX_QUANTITY));
    }
    await touch(tx, draft.id);
    return readOrder(tx, draft.id);
  });
}

/** DELETE /api/orders/item: removes a line of a draft (the draft stays, possibly empty). */
export async function deleteOrderItem(db: PimDb, orderId: number, itemId: number): Promise<Order> {
  return db.transaction(async (tx) => {
    await lockDraft(tx, orderId);
    const removed = await tx
      .delete(orderItems)
      .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
      .returning({ id: orderItems.id });
    if (removed.length === 0) throw notFound(orderMessages.orderItemNotFound);
    await touch(tx, orderId);
    return readOrder(tx, orderId);
  });
}

/** PATCH /api/orders/change-item-quantity: sets a draft line's quantity. */
export async function changeOrderItemQuantity(
  db: PimDb,
  input: { orderId: number; itemId: number; quantity: number },
): Promise<Order> {
  return db.transaction(async (tx) => {
    await lockDraft(tx, input.orderId);
    const changed = await tx
      .update(orderItems)
      .set({ quantity: input.quantity, updatedAt: sql`now()` })
      .where(and(eq(orderItems.id, input.itemId), eq(orderItems.orderId, input.orderId)))
      .returning({ id: orderItems.id });
    if (changed.length === 0) throw notFound(orderMessages.orderItemNotFound);
    await touch(tx, input.orderId);
    return readOrder(tx, input.orderId);
  });
}
