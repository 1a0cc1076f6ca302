import { orderMessages } from '@lineup/contracts/order-messages';
import { AT_ONCE_LINE_LIST_TYPES, type OrderShortOfStock } from '@lineup/contracts/stock';
import { notFound } from '@lineup/server-kit/errors';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../../db/orders-schema';
import { lineListItems, lineLists, openStockItems } from '../../../db/schema';
import { HOLDING_STATUSES, type StockReader } from './stock-ledger';

/** Whose orders to check: a brand's, or one line list's. */
export type ShortOfStockScope = { brandId: number } | { lineListId: number };

type HoldingLine = {
  id: number;
  lineListId: number;
  sku: string;
  modelCode: string;
  size: string;
  quantity: number;
  own: number | null;
  openStock: number | null;
};

/**
 * The submitted orders not yet shipped or cancelled whose lines the stock on hand no longer covers,
 * once a new open-stock file or line list lowered it. Each stock (a line list's own quantity of a
 * SKU, or the brand's open stock of it: stock-ledger.ts) serves its orders first submitted, first
 * served: an order is short when the units ordered before it and its own exceed the stock. A SKU
 * whose stock is not known has no limit, so it never makes an order short. The brand's orders are
 * all weighed even for one line list, since line lists drawing on open stock share it.
 */
export async function ordersShortOfStock(db: StockReader, scope: ShortOfStockScope): Promise<OrderShortOfStock[]> {
  const brandId = 'brandId' in scope ? scope.brandId : await brandOfLineList(db, scope.lineListId);
  const rows = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      lineListId: orderItems.lineListId,
      sku: orderItems.sku,
      modelCode: orderItems.modelCode,
      size: orderItems.size,
      quantity: orderItems.quantity,
      status: orders.status,
      storeName: orders.storeName,
      poNumber: orders.poNumber,
      submittedAt: orders.submittedAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(lineLists, eq(lineLists.id, orderItems.lineListId))
    .where(
      and(
        eq(orders.brandId, brandId),
        inArray(orders.status, [...HOLDING_STATUSES]),
        inArray(lineLists.type, [...AT_ONCE_LINE_LIST_TYPES]),
      ),
    )
    .orderBy(sql`${orders.submittedAt} asc nulls first`, asc(orders.id), asc(orderItems.id));

  const stock = await brandStock(db, brandId);
  const short = shortLines(
    rows.map((row) => ({
      ...row,
      own: stock.own.get(`${row.lineListId}:${row.sku}`) ?? null,
      openStock: stock.open.get(row.sku) ?? null,
    })),
  );
  const found = new Map<number, OrderShortOfStock>();
  for (const row of rows) {
    const covered = short.get(row.id);
    if (covered === undefined) continue;
    if ('lineListId' in scope && row.lineListId !== scope.lineListId) continue;
    let order = found.get(row.orderId);
    if (!order) {
      order = {
        orderId: row.orderId,
        lineListId: row.lineListId,
        status: row.status as OrderShortOfStock['status'],
        storeName: row.storeName,
        poNumber: row.poNumber,
        submittedAt: row.submittedAt?.toISOString() ?? null,
        lines: [],
      };
      found.set(row.orderId, order);
    }
    order.lines.push({ sku: row.sku, modelCode: row.modelCode, size: row.size, quantity: row.quantity, covered });
  }
  return [...found.values()];
}

/**
 * The lines, in the order they were submitted, each stock covers only in part: by line id, the
 * units it still covers (0 to the line's quantity less one).
 */
function shortLines(lines: HoldingLine[]): Map<number, number> {
  const taken = new Map<string, number>();
  const short = new Map<number, number>();
  for (const line of lines) {
    const onHand = line.own ?? line.openStock;
    if (onHand === null) continue;
    const pool = line.own === null ? `brand:${line.sku}` : `line-list:${line.lineListId}:${line.sku}`;
    const before = taken.get(pool) ?? 0;
    taken.set(pool, before + line.quantity);
    const covered = Math.max(0, Math.min(line.quantity, onHand - before));
    if (covered < line.quantity) short.set(line.id, covered);
  }
  return short;
}

/**
 * The brand's stock on hand: its at-once line lists' own quantities by `<line list id>:<SKU>`, and
 * its open stock by SKU (both types added).
 */
async function brandStock(db: StockReader, brandId: number) {
  // node-postgres and PGlite both answer raw SQL with { rows }.
  const owned = (await db.execute(sql`
    SELECT DISTINCT ON (x.line_list_id, e.elem->>'sku') x.line_list_id AS "lineListId", e.elem->>'sku' AS sku,
      (e.elem->>'quantity')::int AS quantity
    FROM ${lineListItems} x
      JOIN ${lineLists} ll ON ll.id = x.line_list_id, jsonb_array_elements(x.skus) AS e(elem)
    WHERE ll.brand_id = ${brandId} AND ll.type IN (${sql.join(
      AT_ONCE_LINE_LIST_TYPES.map((type) => sql`${type}`),
      sql`, `,
    )}) AND jsonb_typeof(e.elem->'quantity') = 'number'
    ORDER BY x.line_list_id, e.elem->>'sku', x.id`)) as unknown as {
    rows: { lineListId: number; sku: string; quantity: number }[];
  };
  const open = await db
    .select({ sku: openStockItems.sku, quantity: sql<number>`sum(${openStockItems.quantity})::int`.mapWith(Number) })
    .from(openStockItems)
    .where(eq(openStockItems.brandId, brandId))
    .groupBy(openStockItems.sku);
  return {
    own: new Map(owned.rows.map((row) => [`${row.lineListId}:${row.sku}`, Number(row.quantity)])),
    open: new Map(open.map((row) => [row.sku, row.quantity])),
  };
}

async function brandOfLineList(db: StockReader, lineListId: number): Promise<number> {
  const [lineList] = await db
    .select({ brandId: lineLists.brandId })
    .from(lineLists)
    .where(eq(lineLists.id, lineListId));
  if (!lineList) throw notFound(orderMessages.lineListNotFound);
  return lineList.brandId;
}
