import { AT_ONCE_LINE_LIST_TYPES } from '@lineup/contracts/stock';
import { type SQL, sql } from 'drizzle-orm';
import type { PimDb, Tx } from '../../../db/database';
import { orderItems, orders } from '../../../db/orders-schema';
import { lineListItems, lineLists, openStockItems } from '../../../db/schema';

export type StockReader = PimDb | Tx;

/**
 * Where a SKU's stock on hand comes from, and what is promised of it:
 *
 * - The line list's own quantity, when its import format maps one (`quantity` in the SKU's entry of
 *   `line_list_items.skus`). That stock is the line list's alone.
 * - Otherwise the brand's open stock, bonded and domestic added up: nothing in a line list names a
 *   stock type, so either warehouse may fill an order. That stock is shared by every at-once line
 *   list of the brand that has no quantity of its own for the SKU.
 * - Neither: the stock is not known, and not known is not zero. Such a SKU has no limit.
 *
 * Units promised are those of submitted orders not yet shipped or cancelled (pending and
 * processing) that draw on the same stock. Pre-book orders never draw on stock: they are for
 * production yet to be made.
 */

/** The statuses whose lines still hold units of stock. */
export const HOLDING_STATUSES = ['pending', 'processing'] as const;

const atOnceTypes = sql.join(
  AT_ONCE_LINE_LIST_TYPES.map((type) => sql`${type}`),
  sql`, `,
);
const holdingStatuses = sql.join(
  HOLDING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

export type LineListStockRow = {
  sku: string;
  modelCode: string;
  size: string;
  /** The line list's own quantity; null when its file gave none. */
  own: number | null;
  /** The brand's open stock of the SKU (both types); null when no open-stock row names it. */
  openStock: number | null;
  /** Units of holding orders drawing on the same stock (the order `excludeOrderId` left out). */
  promised: number;
};

/**
 * A line list's SKUs (all, or those among `skus`) with their stock on hand by source and the units
 * promised of it. A SKU listed twice in the line list counts once, with its first parent's fields.
 */
export async function lineListStock(
  db: StockReader,
  lineList: { id: number; brandId: number },
  options: { skus?: readonly string[]; excludeOrderId?: number } = {},
): Promise<LineListStockRow[]> {
  const { skus, excludeOrderId } = options;
  if (skus && skus.length === 0) return [];
  // The SKUs asked for as a list of values, not a subquery on the line list's: the planner then
  // filters each table with it at once, where a subquery, its size unknown, invites a nested loop.
  const among = (column: SQL) =>
    skus
      ? sql`AND ${column} IN (${sql.join(
          skus.map((sku) => sql`${sku}`),
          sql`, `,
        )})`
      : sql``;
  const otherOrders = excludeOrderId === undefined ? sql`` : sql`AND o.id <> ${excludeOrderId}`;
  // node-postgres and PGlite both answer raw SQL with { rows }.
  const result = (await db.execute(sql`
    WITH listed AS (
      SELECT DISTINCT ON (s.elem->>'sku') s.elem->>'sku' AS sku, li.model_code, coalesce(s.elem->>'size', '') AS size,
        CASE WHEN jsonb_typeof(s.elem->'quantity') = 'number' THEN (s.elem->>'quantity')::int END AS own
      FROM ${lineListItems} li, jsonb_array_elements(li.skus) AS s(elem)
      WHERE li.line_list_id = ${lineList.id} ${among(sql`s.elem->>'sku'`)}
      ORDER BY s.elem->>'sku', li.id
    ),
    open_stock AS (
      SELECT os.sku, sum(os.quantity)::int AS on_hand
      FROM ${openStockItems} os
      WHERE os.brand_id = ${lineList.brandId} ${among(sql`os.sku`)}
      GROUP BY os.sku
    ),
    owned AS (
      SELECT DISTINCT x.line_list_id, e.elem->>'sku' AS sku
      FROM ${lineListItems} x
        JOIN ${lineLists} ll ON ll.id = x.line_list_id, jsonb_array_elements(x.skus) AS e(elem)
      WHERE ll.brand_id = ${lineList.brandId} AND ll.type IN (${atOnceTypes})
        AND jsonb_typeof(e.elem->'quantity') = 'number' ${among(sql`e.elem->>'sku'`)}
    ),
    promised AS (
      SELECT oi.sku,
        sum(oi.quantity) FILTER (WHERE oi.line_list_id = ${lineList.id})::int AS own_units,
        sum(oi.quantity) FILTER (WHERE ow.sku IS NULL)::int AS open_units
      FROM ${orderItems} oi
      JOIN ${orders} o ON o.id = oi.order_id
      JOIN ${lineLists} ll ON ll.id = oi.line_list_id
      LEFT JOIN owned ow ON ow.line_list_id = oi.line_list_id AND ow.sku = oi.sku
      WHERE o.brand_id = ${lineList.brandId} AND o.status IN (${holdingStatuses}) ${otherOrders}
        AND ll.type IN (${atOnceTypes}) ${among(sql`oi.sku`)}
      GROUP BY oi.sku
    )
    SELECT l.sku, l.model_code AS "modelCode", l.size, l.own, os.on_hand AS "openStock",
      coalesce(CASE WHEN l.own IS NOT NULL THEN p.own_units ELSE p.open_units END, 0)::int AS promised
    FROM listed l LEFT JOIN open_stock os ON os.sku = l.sku LEFT JOIN promised p ON p.sku = l.sku`)) as unknown as {
    rows: LineListStockRow[];
  };
  return result.rows;
}

/** The stock on hand of a row: the line list's own, else the brand's open stock, else unknown (null). */
export const onHandOf = (row: LineListStockRow): number | null => row.own ?? row.openStock;

/**
 * What is left to sell: on hand less what is promised; null (no limit) when on hand is unknown.
 * Below zero when a later stock file lowered the stock under what was already ordered.
 */
export function availableOf(row: LineListStockRow): number | null {
  const onHand = onHandOf(row);
  return onHand === null ? null : onHand - row.promised;
}
