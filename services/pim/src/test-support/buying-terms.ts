import type { DeliveryWindow } from '@lineup/contracts/delivery-windows';
import { type BrandOrderRules, NO_ORDER_RULES } from '@lineup/contracts/order-rules';
import { eq } from 'drizzle-orm';
import type { PimDb } from '../db/database';
import { deliveryWindows, orderStatusEvents, orders } from '../db/orders-schema';
import { brands, lineListItems, lineLists } from '../db/schema';
import { insertCatalogLineList, manyItems } from './catalog-fixtures';

/** Buying terms straight into the tables, for the checkout and order-rules tests. */

type WindowFixture = Omit<DeliveryWindow, 'id'>;

/** The line list's delivery windows, in the order given; answers them with their ids. */
export async function insertWindows(
  db: PimDb,
  lineListId: number,
  windows: WindowFixture[],
): Promise<DeliveryWindow[]> {
  if (windows.length === 0) return [];
  return db
    .insert(deliveryWindows)
    .values(windows.map((window, position) => ({ lineListId, ...window, position })))
    .returning({
      id: deliveryWindows.id,
      name: deliveryWindows.name,
      shipStart: deliveryWindows.shipStart,
      cancelDate: deliveryWindows.cancelDate,
    });
}

/**
 * A published line list of the brand with `styles` athletic styles `${prefix}-00001`… at $60.00
 * MSRP (sizes 8, 9 and 10, SKUs `${prefix}-00001-8`…), and these delivery windows.
 */
export async function termsLineList(
  db: PimDb,
  brandId: number,
  prefix: string,
  windows: WindowFixture[] = [],
  styles = 2,
) {
  const lineListId = await insertCatalogLineList(db, {
    brandId,
    name: `Terms ${prefix}`,
    published: true,
    sortingCompleted: true,
    items: manyItems(styles, prefix, { catalogTypes: ['athletic'] }),
  });
  await db.update(lineLists).set({ publishedAt: new Date() }).where(eq(lineLists.id, lineListId));
  await db.update(lineListItems).set({ msrp: '60.00' }).where(eq(lineListItems.lineListId, lineListId));
  return { lineListId, windows: await insertWindows(db, lineListId, windows) };
}

/** Sets the brand's order rules (those left out: off). */
export async function setOrderRules(db: PimDb, brandId: number, rules: Partial<BrandOrderRules>) {
  await db
    .update(brands)
    .set({ ...NO_ORDER_RULES, ...rules })
    .where(eq(brands.id, brandId));
}

/** An order's status and the statuses of its events (a refused submit leaves ['draft', []]). */
export async function orderState(db: PimDb, orderId: number) {
  const [row] = await db
    .select({ status: orders.status, poNumber: orders.poNumber, deliveryWindowId: orders.deliveryWindowId })
    .from(orders)
    .where(eq(orders.id, orderId));
  const events = await db
    .select({ status: orderStatusEvents.status })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId));
  return { ...row, events: events.map((event) => event.status) };
}
