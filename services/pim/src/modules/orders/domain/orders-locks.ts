import { orderMessages } from '@lineup/contracts/order-messages';
import { AppError, conflict } from '@lineup/server-kit/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { orderItems, orders } from '../../../db/orders-schema';
import type { OrderStore } from './order-store-directory';
import type { OrderRow } from './orders-read';
import { isInScope, type OrderScope, orderNotFound } from './orders-scope';
import { storeSnapshot } from './orders-store';

/**
 * Every write to an order runs in one transaction and locks the order row first (these helpers),
 * so a submit, a status change and an edit of the same order never interleave.
 */

/** The order, locked for the rest of the transaction; 404 when the scope may not see it. */
export async function lockOrder(tx: Tx, id: number, scope: OrderScope): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row || !isInScope(scope, row)) throw orderNotFound();
  return row;
}

export async function lockDraft(tx: Tx, id: number, scope: OrderScope): Promise<OrderRow> {
  const row = await lockOrder(tx, id, scope);
  if (row.status !== 'draft') throw conflict(orderMessages.notDraft);
  return row;
}

/** After a change of its lines: the order's units and total are the sums of its lines again. */
export async function refreshTotals(tx: Tx, id: number) {
  await tx
    .update(orders)
    .set({
      unitsCount: sql`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${id})`,
      total: sql`(select coalesce(sum(${orderItems.quantity} * ${orderItems.unitPrice}), 0) from ${orderItems} where ${orderItems.orderId} = ${id})`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, id));
}

/** The store's draft of the line list, created (with the store's details) when there is none, locked. */
export async function lockStoreDraft(
  tx: Tx,
  store: OrderStore,
  lineList: { id: number; brandId: number },
): Promise<OrderRow> {
  // A concurrent submit may turn the draft found by the insert into a pending order before the lock:
  // then the next round creates a new draft.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await tx
      .insert(orders)
      .values({
        organizationId: store.organizationId,
        storeId: store.storeId,
        brandId: lineList.brandId,
        lineListId: lineList.id,
        status: 'draft',
        ...storeSnapshot(store),
      })
      .onConflictDoNothing({ target: [orders.storeId, orders.lineListId], where: sql.raw(`status = 'draft'`) });
    const [draft] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.storeId), eq(orders.lineListId, lineList.id), eq(orders.status, 'draft')))
      .for('update');
    if (draft) return draft;
  }
  throw new AppError(409, orderMessages.notDraft);
}
