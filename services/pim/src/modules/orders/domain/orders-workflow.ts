import { orderMessages } from '@lineup/contracts/order-messages';
import {
  ORDER_NEXT_STATUSES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type SubmittedOrderStatus,
} from '@lineup/contracts/order-statuses';
import { conflict } from '@lineup/server-kit/errors';
import { eq, sql } from 'drizzle-orm';
import type { PimDb, Tx } from '../../../db/database';
import { orderStatusEvents, orders } from '../../../db/orders-schema';
import { lockOrder } from './orders-locks';
import type { OrderActor, OrderScope } from './orders-scope';

/**
 * The order workflow after submit: pending → processing → shipped → delivered → completed, one
 * step at a time, or cancelled from pending or processing. Each change is recorded with who made it.
 */

/** A status an order took (its submit: pending, or a later step), once its transaction committed. */
export type OrderStatusChange = { orderId: number; status: SubmittedOrderStatus; actor: OrderActor };

/**
 * Told of each committed status change (the order e-mails). It returns at once and never throws:
 * whatever it does next cannot undo the change, and the caller's answer does not wait for it.
 */
export type OrderStatusListener = (change: OrderStatusChange) => void;

/** For changes nobody is to hear of (the demo orders of a first start). */
export const noOrderStatusListener: OrderStatusListener = () => {};

/**
 * Writes the status event of a change, in the transaction of the change itself; `note` says more
 * where there is more to say (a submit overriding the brand's order rules, and why).
 */
export async function recordStatus(
  tx: Tx,
  orderId: number,
  status: OrderStatus,
  actor: OrderActor,
  note: string | null = null,
) {
  await tx.insert(orderStatusEvents).values({ orderId, status, userId: actor.userId, note });
}

/** Why `from` cannot become `to`, or null when it is the next step. */
export function transitionRefusal(from: OrderStatus, to: OrderStatus): string | null {
  const next = ORDER_NEXT_STATUSES[from];
  if (next.includes(to)) return null;
  const label = ORDER_STATUS_LABELS;
  if (from === 'draft') return orderMessages.draftStatus;
  if (from === to) return orderMessages.sameStatus(label[to]);
  if (next.length === 0) return orderMessages.finalStatus(label[from]);
  const steps = next.map((status) => label[status]).join(' or ');
  return orderMessages.stepRefused(label[from], label[to], steps);
}

/**
 * Moves a submitted order one step (409 with the reason otherwise). The order row is locked first,
 * so two concurrent changes apply one after the other and the second sees the first's status.
 * `onStatus` hears of the change once committed; a refused change is heard of by nobody.
 */
export async function changeOrderStatus(
  db: PimDb,
  scope: OrderScope,
  actor: OrderActor,
  orderId: number,
  status: SubmittedOrderStatus,
  onStatus: OrderStatusListener,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, scope);
    const refusal = transitionRefusal(order.status, status);
    if (refusal) throw conflict(refusal);
    await tx.update(orders).set({ status, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    await recordStatus(tx, orderId, status, actor);
  });
  onStatus({ orderId, status, actor });
}
