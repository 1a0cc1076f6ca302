import type { OrderCheckout } from '@lineup/contracts/order-checkout';
import type { BrandOrderRules } from '@lineup/contracts/order-rules';
import { eq, inArray } from 'drizzle-orm';
import type { PimDb, Tx } from '../../../db/database';
import { deliveryWindows, orders } from '../../../db/orders-schema';
import { brands } from '../../../db/schema';

/**
 * The terms an order is bought under, as the answers read them: its brand's order rules and what
 * the order kept of its checkout. The line list's delivery windows are the line lists' module's
 * (readDeliveryWindows).
 */

type Reader = PimDb | Tx;

/** The brand columns of its order rules, for a select that joins brands. */
export const orderRulesColumns = {
  minUnitsPerOrder: brands.minUnitsPerOrder,
  minUnitsPerStyle: brands.minUnitsPerStyle,
  casePack: brands.casePack,
};

export const toOrderRules = (row: BrandOrderRules): BrandOrderRules => ({
  minUnitsPerOrder: row.minUnitsPerOrder,
  minUnitsPerStyle: row.minUnitsPerStyle,
  casePack: row.casePack,
});

const windowColumns = {
  id: deliveryWindows.id,
  name: deliveryWindows.name,
  shipStart: deliveryWindows.shipStart,
  cancelDate: deliveryWindows.cancelDate,
};

/** What the orders kept of their checkout, by order id (its window as it reads now: staff may move its dates). */
export async function readOrderCheckouts(db: Reader, orderIds: number[]): Promise<Map<number, OrderCheckout>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orders.id,
      poNumber: orders.poNumber,
      requestedShipDate: orders.requestedShipDate,
      requestedCancelDate: orders.requestedCancelDate,
      notes: orders.notes,
      window: windowColumns,
    })
    .from(orders)
    .leftJoin(deliveryWindows, eq(deliveryWindows.id, orders.deliveryWindowId))
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(
    rows.map(({ orderId, window, ...checkout }) => [
      orderId,
      { deliveryWindow: window?.id == null ? null : window, ...checkout },
    ]),
  );
}

/** An order's checkout as answers carry it when nothing was given. */
export const NO_CHECKOUT: OrderCheckout = {
  deliveryWindow: null,
  poNumber: null,
  requestedShipDate: null,
  requestedCancelDate: null,
  notes: null,
};
