import { asc, count, eq, sql } from 'drizzle-orm';
import { orderMessages } from '@lineup/contracts/order-messages';
import type { Order } from '@lineup/contracts/orders';
import { conflict } from '@lineup/server-kit/errors';
import type { PimDb } from '../db/database';
import { lineLists, orderItems, orders } from '../db/schema';
import { lockOrder } from './orders-locks';
import { findLineListSkus } from './orders-prices';
import { orderNotFound, readOrder } from './orders-read';

/** Orders leaving the draft state: submitting a draft, and a new draft copied from an order. */

/** POST /api/orders/submit: a draft with at least one line becomes pending, once. */
export async function submitOrder(db: PimDb, orderId: number): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== 'draft') throw conflict(orderMessages.alreadySubmitted);
    const [lines] = await tx.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, orderId));
    if ((lines?.n ?? 0) === 0) throw conflict(orderMessages.emptyOrder);
    await tx
      .update(orders)
      .set({ status: 'pending', submittedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    return readOrder(tx, orderId);
  });
}

/**
 * POST /api/orders/replicate: a new draft of the same store and brand with the order's lines, priced
 * at their line list's current MSRP. Lines whose SKU the line list no longer holds (or no longer
 * prices) are left out; the store must not already have a draft of that brand.
 */
export async function replicateOrder(db: PimDb, orderId: number): Promise<Order> {
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!source) throw orderNotFound();
    const lines = await tx
      .select({ lineListId: orderItems.lineListId, sku: orderItems.sku, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));

    const copies = [];
    const byLineList = new Map<number, typeof lines>();
    for (const line of lines) byLineList.set(line.lineListId, [...(byLineList.get(line.lineListId) ?? []), line]);
    for (const [lineListId, group] of byLineList) {
      const [lineList] = await tx
        .select({ state: lineLists.state })
        .from(lineLists)
        .where(eq(lineLists.id, lineListId));
      if (lineList?.state !== 'saved') continue;
      const found = await findLineListSkus(
        tx,
        lineListId,
        group.map((line) => line.sku),
      );
      for (const line of group) {
        const snapshot = found.get(line.sku);
        if (!snapshot || snapshot.msrp === null) continue;
        copies.push({ ...line, ...snapshot, unitPrice: snapshot.msrp });
      }
    }
    if (copies.length === 0) throw conflict(orderMessages.nothingToReplicate);

    const [draft] = await tx
      .insert(orders)
      .values({
        organizationId: source.organizationId,
        storeId: source.storeId,
        brandId: source.brandId,
        status: 'draft',
        replicatedFromOrderId: source.id,
      })
      .onConflictDoNothing({ target: [orders.storeId, orders.brandId], where: sql.raw(`status = 'draft'`) })
      .returning({ id: orders.id });
    if (!draft) throw conflict(orderMessages.draftExists);
    await tx.insert(orderItems).values(
      copies.map((copy) => ({
        orderId: draft.id,
        lineListId: copy.lineListId,
        sku: copy.sku,
        modelCode: copy.modelCode,
        silhouette: copy.silhouette,
        color: copy.color,
        size: copy.size,
        quantity: copy.quantity,
        unitPrice: copy.unitPrice,
      })),
    );
    return readOrder(tx, draft.id);
  });
}
