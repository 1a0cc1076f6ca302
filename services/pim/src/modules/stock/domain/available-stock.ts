import { orderMessages } from '@lineup/contracts/order-messages';
import { isAtOnceLineList, stockMessages } from '@lineup/contracts/stock';
import { conflict, notFound } from '@lineup/server-kit/errors';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { orderItems, orders } from '../../../db/orders-schema';
import { lineLists } from '../../../db/schema';
import { availableOf, lineListStock, type StockReader } from './stock-ledger';

/**
 * What each SKU of a line list (all, or those among `skus`) has left to sell: a number, or null for
 * no limit. A pre-book line list has no limit; neither has an at-once SKU whose stock on hand is
 * not known (stock-ledger.ts): unknown stock is not zero stock. A SKU the line list does not hold
 * is left out.
 */
export async function availableStock(
  db: StockReader,
  lineListId: number,
  skus?: readonly string[],
): Promise<Map<string, number | null>> {
  const [lineList] = await db
    .select({ id: lineLists.id, brandId: lineLists.brandId, type: lineLists.type })
    .from(lineLists)
    .where(eq(lineLists.id, lineListId));
  if (!lineList) throw notFound(orderMessages.lineListNotFound);
  const rows = await lineListStock(db, lineList, { skus });
  const atOnce = isAtOnceLineList(lineList.type);
  return new Map(rows.map((row) => [row.sku, atOnce ? availableOf(row) : null]));
}

/**
 * Takes the stock an order's lines need, inside the transaction that submits it; refuses (409) when
 * a line asks for more than is left, naming each such style and size and how many are left. A
 * pre-book order takes nothing.
 *
 * Races are settled with one transaction-scoped advisory lock per (brand, SKU), taken in ascending
 * key order so two orders sharing SKUs never wait on each other in a cycle. Availability is read
 * only once every lock is held: at read committed each statement sees what the transactions that
 * held a lock before us committed, their orders included, since a lock is let go only after its
 * transaction's commit is visible. Advisory locks rather than row locks, because the stock has no
 * row to lock in every case: a line list's own quantities are entries of a JSON array, an open-stock
 * upload deletes and inserts its rows, and a SKU that runs out of open stock has no row at all. The
 * key is the brand's, not the line list's, because the brand's open stock is shared by its at-once
 * line lists, and a key that does not depend on which source holds the stock needs no read before
 * the lock. A hash collision of two SKUs only makes their orders take turns.
 */
export async function allocateOrderStock(tx: Tx, orderId: number): Promise<void> {
  const [order] = await tx
    .select({ brandId: orders.brandId, lineListId: orders.lineListId, type: lineLists.type })
    .from(orders)
    .innerJoin(lineLists, eq(lineLists.id, orders.lineListId))
    .where(eq(orders.id, orderId));
  if (!order || !isAtOnceLineList(order.type)) return;
  const lines = await tx
    .select({ sku: orderItems.sku, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  if (lines.length === 0) return;
  await lockSkus(
    tx,
    order.brandId,
    lines.map((line) => line.sku),
  );
  const stock = await lineListStock(
    tx,
    { id: order.lineListId, brandId: order.brandId },
    { skus: lines.map((line) => line.sku), excludeOrderId: orderId },
  );
  const bySku = new Map(stock.map((row) => [row.sku, row]));
  const refusals: string[] = [];
  for (const line of lines) {
    const row = bySku.get(line.sku);
    const available = row ? availableOf(row) : null;
    if (row && available !== null && line.quantity > available) {
      refusals.push(stockMessages.notEnoughStock(row.modelCode, row.size, Math.max(0, available)));
    }
  }
  if (refusals.length > 0) throw conflict(refusals.join(' '));
}

/** Locks the brand's SKUs: their advisory keys, distinct, one at a time in ascending order. */
async function lockSkus(tx: Tx, brandId: number, skus: string[]): Promise<void> {
  // node-postgres and PGlite both answer raw SQL with { rows }.
  const keys = (await tx.execute(sql`
    SELECT DISTINCT hashtextextended('pim.stock:' || ${String(brandId)} || ':' || s.sku, 0)::text AS key
    FROM (VALUES ${sql.join(
      skus.map((sku) => sql`(${sku}::text)`),
      sql`, `,
    )}) AS s(sku)`)) as unknown as { rows: { key: string }[] };
  const ordered = keys.rows.map((row) => BigInt(row.key)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // One statement per key: the order the locks are taken in is then certain.
  for (const key of ordered) await tx.execute(sql`SELECT pg_advisory_xact_lock(${key.toString()}::bigint)`);
}
