import { randomUUID } from 'node:crypto';
import { orderMessages } from '@lineup/contracts/order-messages';
import { ORDER_ITEM_MAX_QUANTITY, type Order } from '@lineup/contracts/orders';
import type { LineListType } from '@lineup/contracts/pim';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PimDb } from '../db/database';
import { orders } from '../db/orders-schema';
import { lineListItems, lineLists } from '../db/schema';
import { brandIdNamed, openPimTestApp, type PimTestApp } from './pim-test-app';

/** Line lists to order from, and orders placed through the API, for the order tests. */

export type TestParent = {
  modelCode: string;
  msrp: string | null;
  color?: string;
  skus: { sku: string; size: string }[];
};

/** A line list of the brand with these parents (saved unless told), straight into the tables. */
export async function insertOrderLineList(
  db: PimDb,
  brandId: number,
  parents: TestParent[],
  options: { state?: 'saved' | 'staged'; type?: LineListType; name?: string } = {},
) {
  const [row] = await db
    .insert(lineLists)
    .values({
      brandId,
      name: options.name ?? `List ${randomUUID().slice(0, 6)}`,
      type: options.type ?? 'pre-book',
      state: options.state ?? 'saved',
      itemsCount: parents.length,
    })
    .returning({ id: lineLists.id });
  await db.insert(lineListItems).values(
    parents.map((parent) => ({
      lineListId: row!.id,
      modelCode: parent.modelCode,
      silhouette: 'Classic Clog',
      color: parent.color ?? parent.modelCode.split('-')[1] ?? 'Black',
      msrp: parent.msrp,
      skus: parent.skus.map((sku) => ({ ...sku, image_urls: [] })),
    })),
  );
  return row!.id;
}

/** A parent item with a SKU a size, each SKU its model code and size: `CLOG-BLK-9`. */
export const parentInSizes = (modelCode: string, msrp: string | null, sizes: string[]): TestParent => ({
  modelCode,
  msrp,
  skus: sizes.map((size) => ({ sku: `${modelCode}-${size}`, size })),
});

/** The PIM test app with a saved Crocs line list of these parents to order from. */
export async function openCrocsOrderingApp(parents: TestParent[]) {
  const t = await openPimTestApp();
  const crocs = await brandIdNamed(t, 'Crocs');
  return { t, crocs, lineList: await insertOrderLineList(t.db, crocs, parents) };
}

/** A customer (organization with one store) the fake directory knows. */
export function newCustomer(t: PimTestApp, options: Parameters<PimTestApp['orderStores']['addCustomer']>[0] = {}) {
  return t.orderStores.addCustomer(options);
}

export type Customer = ReturnType<typeof newCustomer>;

/** The SKUs an order's lines are for, with the quantity of each. */
export type OrderedItems = { sku: string; quantity: number }[];

export function addItems(
  t: PimTestApp,
  who: Customer,
  lineListId: number,
  items: unknown,
  extra: Record<string, unknown> = {},
) {
  return t.post('/api/orders', { action: 'add', ...who, lineListId, items, ...extra });
}

export async function addItemsOk(t: PimTestApp, who: Customer, lineListId: number, items: OrderedItems) {
  const answer = await addItems(t, who, lineListId, items);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Order;
}

/** A submitted (pending) order of the customer. */
export async function placeOrder(t: PimTestApp, who: Customer, lineListId: number, items: OrderedItems) {
  const draft = await addItemsOk(t, who, lineListId, items);
  const submitted = await t.post('/api/orders/submit', { orderId: draft.id });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.data as Order;
}

/** Moves an order's submission to another instant (for month and window figures). */
export async function setSubmittedAt(db: PimDb, orderId: number, at: Date) {
  await db.update(orders).set({ submittedAt: at }).where(eq(orders.id, orderId));
}

export const failure = (message: string) => ({ success: false, message });

/** Quantities an order line refuses, with the message of each: only whole numbers from 1 to the limit. */
export const refusedQuantities: [quantity: unknown, message: string][] = [
  [0, orderMessages.invalidQuantity],
  [-1, orderMessages.invalidQuantity],
  [2.5, orderMessages.invalidQuantity],
  ['3', orderMessages.invalidQuantity],
  [null, orderMessages.invalidQuantity],
  [ORDER_ITEM_MAX_QUANTITY + 1, orderMessages.quantityTooLarge(ORDER_ITEM_MAX_QUANTITY)],
];
