import { and, eq, ne, sql } from 'drizzle-orm';
import { orderMessages } from '@lineup/contracts/order-messages';
import { AppError, conflict } from '@lineup/server-kit/errors';
import { orders } from '../db/schema';
import type { Tx } from '../db/database';
import { type OrderRow, orderNotFound } from './orders-read';

/**
 * Every write to an order runs in one transaction and locks the order row first (these helpers),
 * so a submit and an edit of the same draft never interleave.
 */

/** The order, locked for the rest of the transaction. */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw orderNotFound();
  return row;
}

export async function lockDraft(tx: Tx, id: number): Promise<OrderRow> {
  const row = await lockOrder(tx, id);
  if (row.status !== 'draft') throw conflict(orderMessages.notDraft);
  return row;
}

export async function touch(tx: Tx, id: number) {
  await tx.update(orders).set({ updatedAt: sql`now()` }).where(eq(orders.id, id));
}

/**
 * The PIM does not hold the users service's organizations and stores; it keeps what it can see
 * consistent: all orders of a store belong to one organization.
 */
export async function checkStoreOrganization(tx: Tx, storeId: string, organizationId: string) {
  const [other] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), ne(orders.organizationId, organizationId)))
    .limit(1);
  if (other) throw conflict(orderMessages.storeOfAnotherOrganization);
}

/** The store's draft of the brand, created when there is none, locked. */
export async function lockStoreDraft(
  tx: Tx,
  organizationId: string,
  storeId: string,
  brandId: number,
): Promise<OrderRow> {
  // A concurrent submit may turn the draft found by the insert into a pending order before the lock:
  // then the next round creates a new draft.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await tx
      .insert(orders)
      .values({ organizationId, storeId, brandId, status: 'draft' })
      .onConflictDoNothing({ target: [orders.storeId, orders.brandId], where: sql.raw(`status = 'draft'`) });
    const [draft] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.brandId, brandId), eq(orders.status, 'draft')))
      .for('update');
    if (draft) return draft;
  }
  throw new AppError(409, orderMessages.notDraft);
}
