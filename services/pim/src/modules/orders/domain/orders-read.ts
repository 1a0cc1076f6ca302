import type { Pagination } from '@lineup/contracts/envelope';
import type { OrderStatus } from '@lineup/contracts/order-statuses';
import type { Order, OrderItem } from '@lineup/contracts/orders';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PimDb, Tx } from '../../../db/database';
import { columnToDollars } from '../../../db/money-columns';
import { orderItems, orders } from '../../../db/orders-schema';
import { brands, lineLists } from '../../../db/schema';
import { firstPictureJson } from '../../images/domain/item-pictures';
import { isInScope, type OrderScope, orderNotFound } from './orders-scope';

/** Reading orders: one or many with their brand, line list, lines and totals, and a customer's list. */

export type Reader = PimDb | Tx;
export type OrderRow = typeof orders.$inferSelect;

/** The lines of the orders, oldest first, with their totals computed in SQL numeric (exact to the cent). */
export async function readOrderLines(db: Reader, ids: number[]): Promise<Map<number, OrderItem[]>> {
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
      msrp: sql<string>`${orderItems.msrp}::text`,
      unitPrice: sql<string>`${orderItems.unitPrice}::text`,
      lineTotal: sql<string>`(${orderItems.quantity} * ${orderItems.unitPrice})::numeric(14, 2)::text`,
      picture: firstPictureJson(orders.brandId, orderItems.modelCode),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  const byOrder = new Map<number, OrderItem[]>();
  for (const { orderId, msrp, unitPrice, lineTotal, ...line } of lines) {
    const list = byOrder.get(orderId) ?? [];
    list.push({
      ...line,
      msrp: columnToDollars(msrp),
      unitPrice: columnToDollars(unitPrice),
      lineTotal: columnToDollars(lineTotal),
    });
    byOrder.set(orderId, list);
  }
  return byOrder;
}

/** The orders (in the order of `ids`) with their brand, line list and lines. */
export async function readOrders(db: Reader, ids: number[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const heads = await db
    .select({ order: orders, brandName: brands.name, lineListName: lineLists.name })
    .from(orders)
    .innerJoin(brands, eq(brands.id, orders.brandId))
    .innerJoin(lineLists, eq(lineLists.id, orders.lineListId))
    .where(inArray(orders.id, ids));
  const linesByOrder = await readOrderLines(db, ids);
  const byId = new Map(
    heads.map(({ order, brandName, lineListName }) => [
      order.id,
      toOrder(order, brandName, lineListName, linesByOrder.get(order.id) ?? []),
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((order): order is Order => order !== undefined);
}

function toOrder(row: OrderRow, brandName: string, lineListName: string, items: OrderItem[]): Order {
  return {
    id: row.id,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    storeId: row.storeId,
    storeName: row.storeName,
    storeType: row.storeType,
    brandId: row.brandId,
    brandName,
    lineListId: row.lineListId,
    lineListName,
    status: row.status,
    items,
    itemsCount: items.length,
    unitsCount: row.unitsCount,
    total: columnToDollars(row.total),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
    replicatedFromOrderId: row.replicatedFromOrderId,
  };
}

/** One order the scope may see; 404 otherwise. */
export async function readOrder(db: Reader, scope: OrderScope, id: number): Promise<Order> {
  const [order] = await readOrders(db, [id]);
  if (!order || !isInScope(scope, order)) throw orderNotFound();
  return order;
}

export type ListOrdersInput = {
  organizationId: string;
  storeId?: string;
  status?: OrderStatus;
  page: number;
  pageSize: number;
};

/**
 * An organization's orders (one store's if named), drafts included, newest first. A customer scope
 * lists its own organization's only (another organization's list is empty).
 */
export async function listOrders(
  db: PimDb,
  scope: OrderScope,
  input: ListOrdersInput,
): Promise<{ orders: Order[]; pagination: Pagination }> {
  const pagination = { page: input.page, pageSize: input.pageSize };
  const storeId = scope.kind === 'customer' ? (scope.storeId ?? input.storeId) : input.storeId;
  if (!isInScope(scope, { organizationId: input.organizationId, storeId: storeId ?? '' })) {
    return { orders: [], pagination: { ...pagination, total: 0 } };
  }
  const conditions: SQL[] = [eq(orders.organizationId, input.organizationId)];
  if (storeId) conditions.push(eq(orders.storeId, storeId));
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
    pagination: { ...pagination, total: counted?.n ?? 0 },
  };
}
