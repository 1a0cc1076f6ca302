import type { Pagination } from '@lineup/contracts/envelope';
import { ORDER_LIST_MAX_PAGE_SIZE, type Order } from '@lineup/contracts/orders';
import type { OrderDetail } from '@lineup/contracts/orders-responses';
import type { PortalDraft, PortalOrder, PortalOrderRow } from '@lineup/contracts/portal-orders';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { columnToDollars } from '../../../db/money-columns';
import { orderItems, orders } from '../../../db/orders-schema';
import { brands, lineLists } from '../../../db/schema';
import { groupOrderLines } from '../../orders/domain/orders-detail';
import { listOrders } from '../../orders/domain/orders-read';
import { type DraftTerms, lineListDraftTerms, NO_TERMS } from './draft-terms';
import type { PortalOrderPlace } from './orders-checks';

/**
 * The portal's views of orders: what a store's buyers need (lines, totals, statuses and dates,
 * where a submitted order ships and its checkout; a draft's catalog terms), without the store's
 * snapshot or who on the staff made each change.
 */

const head = (order: Order) => ({
  id: order.id,
  brandId: order.brandId,
  brandName: order.brandName,
  lineListId: order.lineListId,
  lineListName: order.lineListName,
  itemsCount: order.itemsCount,
  unitsCount: order.unitsCount,
  total: order.total,
  createdAt: order.createdAt,
  updatedAt: order.updatedAt,
});

/** A draft as the cart shows it, with its catalog's deadline for orders, order rules and delivery windows. */
export const toPortalDraft = (order: Order, terms: DraftTerms): PortalDraft => ({
  ...head(order),
  deadline: terms.deadline,
  orderRules: terms.orderRules,
  deliveryWindows: terms.deliveryWindows,
  replicatedFromOrderId: order.replicatedFromOrderId,
  groups: groupOrderLines(order.items),
});

/** An order as its store sees it, with its catalog's deadline for orders (Reorder past it is refused). */
export const toPortalOrder = (order: OrderDetail, deadline: string | null): PortalOrder => ({
  ...head(order),
  deadline,
  status: order.status,
  submittedAt: order.submittedAt,
  replicatedFromOrderId: order.replicatedFromOrderId,
  shipTo: order.shipTo,
  deliveryWindow: order.deliveryWindow,
  poNumber: order.poNumber,
  requestedShipDate: order.requestedShipDate,
  requestedCancelDate: order.requestedCancelDate,
  notes: order.notes,
  groups: order.groups,
  // A note on the timeline is the staff's (why they overrode the rules): the store sees statuses and dates.
  timeline: order.timeline.map(({ status, at }) => ({ status, at })),
});

/**
 * The store's cart: its drafts that hold lines, newest first. A draft emptied line by line stays
 * (the next add fills it again) but is nothing to show or submit. A store has at most one draft
 * per catalog, so one page of the largest size holds them all.
 */
export async function storeDrafts(db: PimDb, place: PortalOrderPlace): Promise<PortalDraft[]> {
  const { orders: drafts } = await listOrders(db, place.scope, {
    organizationId: place.store.organizationId,
    storeId: place.store.id,
    status: 'draft',
    page: 1,
    pageSize: ORDER_LIST_MAX_PAGE_SIZE,
  });
  const shown = drafts.filter((draft) => draft.itemsCount > 0);
  const terms = await lineListDraftTerms(
    db,
    shown.map((draft) => draft.lineListId),
  );
  return shown.map((draft) => toPortalDraft(draft, terms.get(draft.lineListId) ?? NO_TERMS));
}

/** The store's submitted orders, most recently submitted first, one page. */
export async function storeOrderHistory(
  db: PimDb,
  place: PortalOrderPlace,
  page: { page: number; pageSize: number },
): Promise<{ rows: PortalOrderRow[]; pagination: Pagination }> {
  const where = and(
    eq(orders.organizationId, place.store.organizationId),
    eq(orders.storeId, place.store.id),
    ne(orders.status, 'draft'),
  );
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select({
      order: orders,
      brandName: brands.name,
      lineListName: lineLists.name,
      itemsCount: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .innerJoin(brands, eq(brands.id, orders.brandId))
    .innerJoin(lineLists, eq(lineLists.id, orders.lineListId))
    .where(where)
    .orderBy(desc(orders.submittedAt), desc(orders.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return {
    rows: rows.map(({ order, brandName, lineListName, itemsCount }) => ({
      id: order.id,
      brandId: order.brandId,
      brandName,
      lineListId: order.lineListId,
      lineListName,
      itemsCount,
      unitsCount: order.unitsCount,
      total: columnToDollars(order.total),
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      status: order.status as PortalOrderRow['status'],
      // Every order but a draft has been submitted.
      submittedAt: (order.submittedAt ?? order.createdAt).toISOString(),
    })),
    pagination: { ...page, total: counted?.n ?? 0 },
  };
}
