import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@lineup/contracts/order-statuses';
import type { LineListType } from '@lineup/contracts/pim';
import type { StockedSku } from '@lineup/contracts/stock';
import { and, eq } from 'drizzle-orm';
import type { PimDb } from '../db/database';
import { orderItems, orders } from '../db/orders-schema';
import { brands, lineListItems, lineLists, openStockItems } from '../db/schema';
import { allocateOrderStock } from '../modules/stock/domain/available-stock';

/** Brands, line lists with or without quantities, open stock and orders, straight into the tables. */

export async function insertBrand(db: PimDb, name = `Brand ${randomUUID().slice(0, 8)}`): Promise<number> {
  const [row] = await db.insert(brands).values({ name }).returning({ id: brands.id });
  return row!.id;
}

/** A SKU per size, `<model code>-<size>`, with its quantity on hand where one is given. */
export type StockParent = { modelCode: string; sizes: Record<string, number | undefined> };

export async function insertStockLineList(
  db: PimDb,
  brandId: number,
  type: LineListType,
  parents: StockParent[],
): Promise<number> {
  const [row] = await db
    .insert(lineLists)
    .values({ brandId, name: `List ${randomUUID().slice(0, 6)}`, type, state: 'saved', itemsCount: parents.length })
    .returning({ id: lineLists.id });
  await db.insert(lineListItems).values(
    parents.map((parent) => ({
      lineListId: row!.id,
      modelCode: parent.modelCode,
      silhouette: 'Classic Clog',
      color: 'Black',
      msrp: '50.00',
      skus: Object.entries(parent.sizes).map(
        ([size, quantity]): StockedSku => ({
          sku: `${parent.modelCode}-${size}`,
          size,
          image_urls: [],
          ...(quantity === undefined ? {} : { quantity }),
        }),
      ),
    })),
  );
  return row!.id;
}

/** Replaces the brand's open stock of a type, as an upload does. */
export async function setOpenStock(
  db: PimDb,
  brandId: number,
  stockType: 'bonded' | 'domestic',
  rows: { sku: string; quantity: number }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(openStockItems)
      .where(and(eq(openStockItems.brandId, brandId), eq(openStockItems.stockType, stockType)));
    if (rows.length === 0) return;
    await tx.insert(openStockItems).values(
      rows.map((row) => ({
        brandId,
        stockType,
        sku: row.sku,
        modelCode: row.sku.slice(0, row.sku.lastIndexOf('-')),
        size: row.sku.slice(row.sku.lastIndexOf('-') + 1),
        quantity: row.quantity,
        season: 'SS',
        year: 2026,
        availability: 'current',
      })),
    );
  });
}

/** An order of the line list with these lines (SKUs `<model code>-<size>`), in the status given. */
export async function insertStockOrder(
  db: PimDb,
  lineList: { id: number; brandId: number },
  status: OrderStatus,
  lines: { sku: string; quantity: number }[],
  submittedAt: Date | null = status === 'draft' ? null : new Date(),
): Promise<number> {
  const [order] = await db
    .insert(orders)
    .values({
      organizationId: randomUUID(),
      storeId: randomUUID(),
      storeName: 'Shoe Shack',
      brandId: lineList.brandId,
      lineListId: lineList.id,
      status,
      submittedAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order!.id,
      lineListId: lineList.id,
      sku: line.sku,
      modelCode: line.sku.slice(0, line.sku.lastIndexOf('-')),
      silhouette: 'Classic Clog',
      color: 'Black',
      size: line.sku.slice(line.sku.lastIndexOf('-') + 1),
      quantity: line.quantity,
      msrp: '50.00',
      unitPrice: '25.00',
    })),
  );
  return order!.id;
}

/**
 * A draft submitted as the submit's transaction does it for stock: the order row locked, its stock
 * taken, then pending.
 */
export async function submitWithStock(db: PimDb, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    await allocateOrderStock(tx, orderId);
    await tx.update(orders).set({ status: 'pending', submittedAt: new Date() }).where(eq(orders.id, orderId));
  });
}
