import { ORDER_NEXT_STATUSES } from '@lineup/contracts/order-statuses';
import type { OrderItem } from '@lineup/contracts/orders';
import type { OrderDetail, OrderLineGroup } from '@lineup/contracts/orders-responses';
import { LINE_LIST_ORDER_CATALOG_TYPES } from '@lineup/contracts/orders-staff';
import { asc, eq } from 'drizzle-orm';
import { orderStatusEvents, orders } from '../../../db/orders-schema';
import { lineLists } from '../../../db/schema';
import { NO_CHECKOUT, readOrderCheckouts } from './order-terms';
import { type Reader, readOrder } from './orders-read';
import { type OrderScope, orderNotFound } from './orders-scope';

/**
 * The order page: the order with its lines grouped by item and color, its store, ship-to, checkout
 * (delivery window, PO number, requested dates, notes) and timeline.
 */

/**
 * Lines of one model code and color together (first appearance first), sizes in the order they
 * were added; the group totals are sums of the lines' cents, so they add up exactly.
 */
export function groupOrderLines(items: OrderItem[]): OrderLineGroup[] {
  const groups = new Map<string, OrderLineGroup & { cents: number }>();
  for (const item of items) {
    const key = `${item.modelCode}\u0000${item.color}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        modelCode: item.modelCode,
        silhouette: item.silhouette,
        color: item.color,
        msrp: item.msrp,
        picture: item.picture,
        sizes: [],
        unitsCount: 0,
        total: 0,
        cents: 0,
      };
      groups.set(key, group);
    }
    group.sizes.push({
      itemId: item.id,
      sku: item.sku,
      size: item.size,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
    });
    group.unitsCount += item.quantity;
    group.cents += Math.round(item.lineTotal * 100);
  }
  return [...groups.values()].map(({ cents, ...group }) => ({ ...group, total: cents / 100 }));
}

/** One order for its page. Staff do not see drafts (a draft is the store's, not an order yet). */
export async function readOrderDetail(db: Reader, scope: OrderScope, id: number): Promise<OrderDetail> {
  const order = await readOrder(db, scope, id);
  if (scope.kind === 'staff' && order.status === 'draft') throw orderNotFound();
  const [extra] = await db
    .select({
      addresses: orders.addresses,
      shipTo: orders.shipTo,
      contact: orders.contact,
      lineListType: lineLists.type,
    })
    .from(orders)
    .innerJoin(lineLists, eq(lineLists.id, orders.lineListId))
    .where(eq(orders.id, id));
  if (!extra) throw orderNotFound();
  const events = await db
    .select({
      status: orderStatusEvents.status,
      userId: orderStatusEvents.userId,
      at: orderStatusEvents.at,
      note: orderStatusEvents.note,
    })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, id))
    .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id));
  const checkout = (await readOrderCheckouts(db, [id])).get(id) ?? NO_CHECKOUT;
  return {
    ...order,
    lineListType: extra.lineListType,
    catalogType: LINE_LIST_ORDER_CATALOG_TYPES[extra.lineListType],
    addresses: extra.addresses,
    shipTo: extra.shipTo,
    contact: extra.contact,
    ...checkout,
    groups: groupOrderLines(order.items),
    timeline: events.map((event) => ({ ...event, at: event.at.toISOString() })),
    nextStatuses: [...ORDER_NEXT_STATUSES[order.status]],
  };
}
