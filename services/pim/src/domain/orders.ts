import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { orderMessages } from '@lineup/contracts/order-messages';
import { ORDER_ITEM_MAX_QUANTITY, type Order, type OrderItem, type OrderStatus } from '@lineup/contracts/orders';
import type { Pagination } from '@lineup/contracts/envelope';
import { AppError, badRequest, conflict, notFound } from '@lineup/server-kit/errors';
import type { PimDb } from '../db/database';
import { brands, lineListItems, lineLists, orderItems, orders } from '../db/schema';

/**
 * Orders: a store's order of one brand's SKUs from saved line lists. Every write runs in
 * one transaction and locks the order row first, so a submit and an edit of the same draft never
 * interleave; the partial unique index keeps one draft per store and brand under concurrency.
 */

type Tx = Parameters<Parameters<PimDb['transaction']>[0]>[0];
type Reader = PimDb | Tx;
type OrderRow = typeof orders.$inferSelect;

const orderNotFound = () => notFound(orderMessages.orderNotFound);
const money = (value: string | null | undefined) => Number(value ?? 0);

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
    list.push({ ...line, unitPrice: money(unitPrice), lineTotal: money(lineTotal) });
    linesByOrder.set(orderId, list);
  }
  const byId = new Map(
    heads.map(({ order, brandName }) => {
      const items = linesByOrder.get(order.id) ?? [];
      const sums = totalsByOrder.get(order.id);
      return [order.id, toOrder(order, brandName, items, Number(sums?.units ?? 0), money(sums?.total))];
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

async function readOrder(db: Reader, id: number): Promise<Order> {
  const [order] = await readOrders(db, [id]);
  if (!order) throw orderNotFound();
  return order;
}

/** The order, locked for the rest of the transaction. */
async function lockOrder(tx: Tx, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw orderNotFound();
  return row;
}

async function lockDraft(tx: Tx, id: number): Promise<OrderRow> {
  const row = await lockOrder(tx, id);
  if (row.status !== 'draft') throw conflict(orderMessages.notDraft);
  return row;
}

async function touch(tx: Tx, id: number) {
  await tx.update(orders).set({ updatedAt: sql`now()` }).where(eq(orders.id, id));
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

/**
 * The PIM does not hold the users service's organizations and stores; it keeps what it can see
 * consistent: all orders of a store belong to one organization.
 */
async function checkStoreOrganization(tx: Tx, storeId: string, organizationId: string) {
  const [other] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), ne(orders.organizationId, organizationId)))
    .limit(1);
  if (other) throw conflict(orderMessages.storeOfAnotherOrganization);
}

/** The store's draft of the brand, created when there is none, locked. */
async function lockStoreDraft(tx: Tx, organizationId: string, storeId: string, brandId: number): Promise<OrderRow> {
  // A concurrent submit may turn the draft found by the insert into a pending order before the lock:
  // then the next round creates a new draft.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await tx
      .insert(orders)
      .values({ organizationId, storeId, brandId, status: 'draft' })
      .onConflictDoNothing({ target: [orders.storeId, orders.brandId], where: sql.raw(`status = 'draft'`) });
    const [draft] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.brandId, brandId), eq(orders.status, 'draft')))
      .for('update');
    if (draft) return draft;
  }
  throw new AppError(409, orderMessages.notDraft);
}

type SkuSnapshotRow = {
  sku: string;
  size: string;
  modelCode: string;
  silhouette: string;
  color: string;
  msrp: string | null;
};

/** The line list's SKUs among `skus`, with their parent's fields and MSRP (first parent if repeated). */
async function findLineListSkus(db: Reader, lineListId: number, skus: string[]): Promise<Map<string, SkuSnapshotRow>> {
  // node-postgres and PGlite both answer raw SQL with { rows }.
  const result = (await db.execute(sql`
    SELECT s.elem->>'sku' AS "sku", coalesce(s.elem->>'size', '') AS "size",
           li.model_code AS "modelCode", li.silhouette AS "silhouette", li.color AS "color",
           li.msrp::text AS "msrp"
    FROM ${lineListItems} li, jsonb_array_elements(li.skus) AS s(elem)
    WHERE li.line_list_id = ${lineListId}
      AND s.elem->>'sku' IN (${sql.join(
        skus.map((sku) => sql`${sku}`),
        sql`, `,
      )})
    ORDER BY li.id`)) as unknown as { rows: SkuSnapshotRow[] };
  const found = new Map<string, SkuSnapshotRow>();
  for (const row of result.rows) if (!found.has(row.sku)) found.set(row.sku, row);
  return found;
}

async function readSavedLineList(db: Reader, lineListId: number) {
  const [lineList] = await db
    .select({ id: lineLists.id, brandId: lineLists.brandId, state: lineLists.state })
    .from(lineLists)
    .where(eq(lineLists.id, lineListId));
  if (!lineList) throw notFound(orderMessages.lineListNotFound);
  if (lineList.state !== 'saved') throw conflict(orderMessages.lineListNotSaved);
  return lineList;
}

export type AddOrderItemsInput = {
  organizationId: string;
  storeId: string;
  lineListId: number;
  orderId?: number;
  items: { sku: string; quantity: number }[];
};

/**
 * POST /api/orders {action: 'add'}: SKUs of a saved line list into the store's draft of that line
 * list's brand (or the draft `orderId` names). A SKU already in the draft gets the quantities added.
 */
export async function addOrderItems(db: PimDb, input: AddOrderItemsInput): Promise<Order> {
  const wanted = new Map<string, number>();
  for (const item of input.items) wanted.set(item.sku, (wanted.get(item.sku) ?? 0) + item.quantity);
  for (const quantity of wanted.values()) {
    if (quantity > ORDER_ITEM_MAX_QUANTITY) throw badRequest(orderMessages.quantityTooLarge(ORDER_ITEM_MAX_QUANTITY));
  }

  return db.transaction(async (tx) => {
    const lineList = await readSavedLineList(tx, input.lineListId);
    await checkStoreOrganization(tx, input.storeId, input.organizationId);
    let draft: OrderRow;
    if (input.orderId !== undefined) {
      draft = await lockOrder(tx, input.orderId);
      if (draft.storeId !== input.storeId || draft.organizationId !== input.organizationId) {
        throw conflict(orderMessages.otherStore);
      }
      if (draft.status !== 'draft') throw conflict(orderMessages.notDraft);
      if (draft.brandId !== lineList.brandId) throw conflict(orderMessages.otherBrand);
    } else {
      draft = await lockStoreDraft(tx, input.organizationId, input.storeId, lineList.brandId);
    }

    const found = await findLineListSkus(tx, lineList.id, [...wanted.keys()]);
    for (const sku of wanted.keys()) {
      const snapshot = found.get(sku);
      if (!snapshot) throw badRequest(orderMessages.skuNotInLineList(sku));
      if (snapshot.msrp === null) throw badRequest(orderMessages.skuWithoutPrice(sku));
    }

    const merged = await tx
      .insert(orderItems)
      .values(
        [...wanted].map(([sku, quantity]) => {
          const snapshot = found.get(sku)!;
          return {
            orderId: draft.id,
            lineListId: lineList.id,
            sku,
            modelCode: snapshot.modelCode,
            silhouette: snapshot.silhouette,
            color: snapshot.color,
            size: snapshot.size,
            quantity,
            unitPrice: snapshot.msrp!,
          };
        }),
      )
      .onConflictDoUpdate({
        target: [orderItems.orderId, orderItems.lineListId, orderItems.sku],
        set: { quantity: sql`${orderItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      })
      .returning({ quantity: orderItems.quantity });
    if (merged.some((line) => line.quantity > ORDER_ITEM_MAX_QUANTITY)) {
      throw badRequest(orderMessages.quantityTooLarge(ORDER_ITEM_MAX_QUANTITY));
    }
    await touch(tx, draft.id);
    return readOrder(tx, draft.id);
  });
}

/** POST /api/orders/submit: a draft with at least one line becomes pending, once. */
export async function submitOrder(db: PimDb, orderId: number): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== 'draft') throw conflict(orderMessages.alreadySubmitted);
    const [lines] = await tx.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, orderId));
    if ((lines?.n ?? 0) === 0) throw conflict(orderMessages.emptyOrder);
    await tx
      .update(orders)
      .set({ status: 'pending', submittedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    return readOrder(tx, orderId);
  });
}

/** DELETE /api/orders/item: removes a line of a draft (the draft stays, possibly empty). */
export async function deleteOrderItem(db: PimDb, orderId: number, itemId: number): Promise<Order> {
  return db.transaction(async (tx) => {
    await lockDraft(tx, orderId);
    const removed = await tx
      .delete(orderItems)
      .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
      .returning({ id: orderItems.id });
    if (removed.length === 0) throw notFound(orderMessages.orderItemNotFound);
    await touch(tx, orderId);
    return readOrder(tx, orderId);
  });
}

/** PATCH /api/orders/change-item-quantity: sets a draft line's quantity. */
export async function changeOrderItemQuantity(
  db: PimDb,
  input: { orderId: number; itemId: number; quantity: number },
): Promise<Order> {
  return db.transaction(async (tx) => {
    await lockDraft(tx, input.orderId);
    const changed = await tx
      .update(orderItems)
      .set({ quantity: input.quantity, updatedAt: sql`now()` })
      .where(and(eq(orderItems.id, input.itemId), eq(orderItems.orderId, input.orderId)))
      .returning({ id: orderItems.id });
    if (changed.length === 0) throw notFound(orderMessages.orderItemNotFound);
    await touch(tx, input.orderId);
    return readOrder(tx, input.orderId);
  });
}

/**
 * POST /api/orders/replicate: a new draft of the same store and brand with the order's lines, priced
 * at their line list's current MSRP. Lines whose SKU the line list no longer holds (or no longer
 * prices) are left out; the store must not already have a draft of that brand.
 */
export async function replicateOrder(db: PimDb, orderId: number): Promise<Order> {
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!source) throw orderNotFound();
    const lines = await tx
      .select({ lineListId: orderItems.lineListId, sku: orderItems.sku, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));

    const copies = [];
    const byLineList = new Map<number, typeof lines>();
    for (const line of lines) byLineList.set(line.lineListId, [...(byLineList.get(line.lineListId) ?? []), line]);
    for (const [lineListId, group] of byLineList) {
      const [lineList] = await tx
        .select({ state: lineLists.state })
        .from(lineLists)
        .where(eq(lineLists.id, lineListId));
      if (lineList?.state !== 'saved') continue;
      const found = await findLineListSkus(
        tx,
        lineListId,
        group.map((line) => line.sku),
      );
      for (const line of group) {
        const snapshot = found.get(line.sku);
        if (!snapshot || snapshot.msrp === null) continue;
        copies.push({ ...line, ...snapshot, unitPrice: snapshot.msrp });
      }
    }
    if (copies.length === 0) throw conflict(orderMessages.nothingToReplicate);

    const [draft] = await tx
      .insert(orders)
      .values({
        organizationId: source.organizationId,
        storeId: source.storeId,
        brandId: source.brandId,
        status: 'draft',
        replicatedFromOrderId: source.id,
      })
      .onConflictDoNothing({ target: [orders.storeId, orders.brandId], where: sql.raw(`status = 'draft'`) })
      .returning({ id: orders.id });
    if (!draft) throw conflict(orderMessages.draftExists);
    await tx.insert(orderItems).values(
      copies.map((copy) => ({
        orderId: draft.id,
        lineListId: copy.lineListId,
        sku: copy.sku,
        modelCode: copy.modelCode,
        silhouette: copy.silhouette,
        color: copy.color,
        size: copy.size,
        quantity: copy.quantity,
        unitPrice: copy.unitPrice,
      })),
    );
    return readOrder(tx, draft.id);
  });
}
