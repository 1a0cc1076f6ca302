import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { orderMessages } from '@lineup/contracts/order-messages';
import type { Order, OrderItem, OrderStatus } from '@lineup/contracts/orders';
import type { Pagination } from '@lineup/contracts/envelope';
import { notFound } from '@lineup/server-kit/errors';
import type { PimDb, Tx } from '../db/database';
import { brands, orderItems, orders } from '../db/schema';
import { columnToDollars } from './money';

/** Reading orders: one or many with their brand, lines and totals, and the organization's list. */

export type Reader = PimDb | Tx;
export type OrderRow = typeof orders.$inferSelect;

export const orderNotFound = () => notFound(orderMessages.orderNotFound);

/** The orders with their brand, lines and totals (computed in SQL numeric, exact to the cent). */
async function readOrders(db: Reader, ids: number[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const heads = await db
    .select({ order: orders, brandName: brands.name })
    .from(orders)
    .innerJoin(brands, eq(brands.id, orders.brandId))
    .where(inArray(orders.id, ids));
  const lines = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      lineListId: orderItems.lineListId,
      sku: orderItems.sku,
      modelCode: orderItems.modelCode,
      silhouette: orderItems.silhouette,
      color: orderItems.color,
      size: orderItems.size,
      quantity: orderItems.quantity,
      unitPrice: sql<string>`${orderItems.unitPrice}::text`,
      lineTotal: sql<string>`(${orderItems.quantity} * ${orderItems.unitPrice})::numeric(14, 2)::text`,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  const totals = await db
    .select({
      orderId: orderItems.orderId,
      units: sql<string>`sum(${orderItems.quantity})::text`,
      total: sql<string>`sum(${orderItems.quantity} * ${orderItems.unitPrice})::numeric(14, 2)::text`,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .groupBy(orderItems.orderId);
  const totalsByOrder = new Map(totals.map((row) => [row.orderId, row]));
  const linesByOrder = new Map<number, OrderItem[]>();
  for (const { orderId, unitPrice, lineTotal, ...line } of lines) {
    const list = linesByOrder.get(orderId) ?? [];
    list.push({ ...line, unitPrice: columnToDollars(unitPrice ?? '0'), lineTotal: columnToDollars(lineTotal ?? '0') });
    linesByOrder.set(orderId, list);
  }
  const byId = new Map(
    heads.map(({ order, brandName }) => {
      const items = linesByOrder.get(order.id) ?? [];
      const sums = totalsByOrder.get(order.id);
      return [
        order.id,
        toOrder(order, brandName, items, Number(sums?.units ?? 0), columnToDollars(sums?.total ?? '0')),
      ];
    }),
  );
  return ids.map((id) => byId.get(id)).filter((order): order is Order => order !== undefined);
}

function toOrder(row: OrderRow, brandName: string, items: OrderItem[], unitsCount: number, total: number): Order {
  return {
    id: row.id,
    organizationId: row.organizationId,
    storeId: row.storeId,
    brandId: row.brandId,
    brandName,
    status: row.status,
    items,
    itemsCount: items.length,
    unitsCount,
    total,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
    replicatedFromOrderId: row.replicatedFromOrderId,
  };
}

export async function readOrder(db: Reader, id: number): Promise<Order> {
  const [order] = await readOrders(db, [id]);
  if (!order) throw orderNotFound();
  return order;
}

export type ListOrdersInput = {
  organizationId: string;
  storeId?: string;
  status?: OrderStatus;
  page: number;
  pageSize: number;
};

/** POST /api/orders {action: 'list'}: the organization's orders (one store's if named), newest first. */
export async function listOrders(
  db: PimDb,
  input: ListOrdersInput,
): Promise<{ orders: Order[]; pagination: Pagination }> {
  const conditions: SQL[] = [eq(orders.organizationId, input.organizationId)];
  if (input.storeId) conditions.push(eq(orders.storeId, input.storeId));
  if (input.status) conditions.push(eq(orders.status, input.status));
  const where = and(...conditions);
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  const page = await db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    orders: await readOrders(
      db,
      page.map((row) => row.id),
    ),
    pagination: { page: input.page, pageSize: input.pageSize, total: counted?.n ?? 0 },
  };
}
