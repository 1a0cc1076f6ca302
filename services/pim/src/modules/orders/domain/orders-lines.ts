import { orderMessages } from '@lineup/contracts/order-messages';
import { ORDER_ITEM_MAX_QUANTITY } from '@lineup/contracts/orders';
import { badRequest } from '@lineup/server-kit/errors';
import { findLineListSkus, type SavedLineList } from './orders-prices';
import type { Reader } from './orders-read';

/**
 * The lines an add to a draft (orders.ts) and staff's New Order (orders-place.ts) write, made the
 * same way for both: a SKU named twice is one line, and every line is priced now or refused.
 */

/** An order line ready to insert but for its order: the SKU, its parent's fields and its price. */
export type PricedOrderLine = {
  lineListId: number;
  sku: string;
  modelCode: string;
  silhouette: string;
  color: string;
  size: string;
  quantity: number;
  msrp: string;
  unitPrice: string;
};

/**
 * The requested quantity per SKU, a SKU named twice getting its quantities added. A sum above
 * ORDER_ITEM_MAX_QUANTITY is refused (400) before anything is read: each quantity alone passed the
 * schema, their sum did not.
 */
export function quantitiesBySku(items: readonly { sku: string; quantity: number }[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const item of items) wanted.set(item.sku, (wanted.get(item.sku) ?? 0) + item.quantity);
  for (const quantity of wanted.values()) {
    if (quantity > ORDER_ITEM_MAX_QUANTITY) throw badRequest(orderMessages.quantityTooLarge(ORDER_ITEM_MAX_QUANTITY));
  }
  return wanted;
}

/**
 * One line per wanted SKU of the line list, priced with the organization's `discountPercent`, in
 * the order of `wanted`. A SKU the line list lacks (400) or one without an MSRP (400) refuses the
 * whole request: an order line always has a price.
 */
export async function pricedOrderLines(
  db: Reader,
  lineList: SavedLineList,
  wanted: ReadonlyMap<string, number>,
  discountPercent: number,
): Promise<PricedOrderLine[]> {
  const found = await findLineListSkus(db, lineList.id, [...wanted.keys()], discountPercent);
  return [...wanted].map(([sku, quantity]) => {
    const snapshot = found.get(sku);
    if (!snapshot) throw badRequest(orderMessages.skuNotInLineList(sku));
    const { modelCode, silhouette, color, size, msrp, unitPrice } = snapshot;
    if (msrp === null || unitPrice === null) throw badRequest(orderMessages.skuWithoutPrice(sku));
    return { lineListId: lineList.id, sku, modelCode, silhouette, color, size, quantity, msrp, unitPrice };
  });
}
