import type { OrderConfirmationFacts } from '@lineup/contracts/order-mails';
import { eq, sql } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { orderItems, orders } from '../../../db/orders-schema';
import { NO_CHECKOUT, readOrderCheckouts } from '../domain/order-terms';

/**
 * What a submit's mail confirms: the checkout's fields the order kept, and its lines as a buyer
 * reads them, one per style, color and price (sizes added up), with the wholesale unit price and
 * the MSRP as numeric text; the mail computes the margin from them (store-prices.ts). Null for an
 * order that is not there.
 */
export async function readOrderConfirmation(db: PimDb, orderId: number): Promise<OrderConfirmationFacts | null> {
  const [head] = await db
    .select({ unitsCount: orders.unitsCount, total: sql<string>`${orders.total}::text` })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!head) return null;
  const lines = await db
    .select({
      modelCode: orderItems.modelCode,
      silhouette: sql<string>`min(${orderItems.silhouette})`,
      color: orderItems.color,
      units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
      unitPrice: sql<string>`${orderItems.unitPrice}::text`,
      msrp: sql<string>`${orderItems.msrp}::text`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.modelCode, orderItems.color, orderItems.unitPrice, orderItems.msrp)
    .orderBy(sql`min(${orderItems.id})`);
  const { deliveryWindow, poNumber, requestedShipDate, requestedCancelDate, notes } =
    (await readOrderCheckouts(db, [orderId])).get(orderId) ?? NO_CHECKOUT;
  return {
    deliveryWindow: deliveryWindow && {
      name: deliveryWindow.name,
      shipStart: deliveryWindow.shipStart,
      cancelDate: deliveryWindow.cancelDate,
    },
    poNumber,
    requestedShipDate,
    requestedCancelDate,
    notes,
    lines,
    unitsCount: head.unitsCount,
    total: head.total,
  };
}
