import { orderingClosed } from '@lineup/contracts/ordering-deadline';
import type { PortalCatalog } from '@lineup/contracts/portal';
import { portalOrderMessages } from '@lineup/contracts/portal-messages';
import type { PortalCaller } from '@lineup/server-kit/api-areas';
import { AppError, conflict } from '@lineup/server-kit/errors';
import type { CustomerDirectory, DirectoryStore } from '@lineup/users/directories';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { orderItems, orders } from '../../../db/orders-schema';
import { lineListItems, lineLists } from '../../../db/schema';
import { findCatalog } from '../../catalogs/domain/store-catalogs';
import { isInScope, type OrderScope, orderNotFound } from '../../orders/domain/orders-scope';
import { type DraftTerms, draftTermsOf } from './draft-terms';
import { callerStore, requireSegments } from './portal-stores';

/**
 * What the portal checks before the order domain acts: the store is the caller's, and what a
 * store adds or repeats comes from a catalog it sees (a published line list of a brand in its
 * focus, the items of its segment). The domain then checks the rest (saved line list, prices,
 * drafts only) in its transaction.
 */

/**
 * The caller's store and the order scope of it. The organization is the store's, as the directory
 * answered it for this caller, never the request's: an account that belongs to several
 * organizations orders for each one's stores under that organization.
 */
export type PortalOrderPlace = {
  store: DirectoryStore;
  scope: OrderScope & { kind: 'customer' };
};

export async function portalOrderPlace(
  customers: CustomerDirectory,
  caller: PortalCaller,
  storeId: string,
): Promise<PortalOrderPlace> {
  const store = await callerStore(customers, caller, storeId);
  return { store, scope: { kind: 'customer', organizationId: store.organizationId, storeId: store.id } };
}

/** The store's catalog of the line list: 409 without segments, 404 when it does not see one. */
export function visibleCatalog(db: PimDb, store: DirectoryStore, lineListId: number): Promise<PortalCatalog> {
  return findCatalog(db, requireSegments(store), lineListId);
}

/** The same, for repeating an order: a catalog gone from the store is a state of things (409), not a missing order. */
export async function catalogToReorder(db: PimDb, store: DirectoryStore, lineListId: number): Promise<PortalCatalog> {
  try {
    return await visibleCatalog(db, store, lineListId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw conflict(portalOrderMessages.catalogUnavailable);
    throw error;
  }
}

/** 409 once the catalog is past its deadline for orders: nothing more goes into its orders from the portal. */
export function requireOrderingOpen(deadline: string | null): void {
  if (orderingClosed(deadline)) throw conflict(portalOrderMessages.orderingClosed);
}

/** The deadline for orders of each line list named (null when it has none). */
export async function lineListDeadlines(db: PimDb, lineListIds: number[]): Promise<Map<number, string | null>> {
  if (lineListIds.length === 0) return new Map();
  const rows = await db
    .select({ id: lineLists.id, deadline: lineLists.deadline })
    .from(lineLists)
    .where(inArray(lineLists.id, [...new Set(lineListIds)]));
  return new Map(rows.map((row) => [row.id, row.deadline]));
}

/** An order as the portal's checks need it: its catalog's line list and that line list's deadline. */
type OrderCatalogRef = { lineListId: number; deadline: string | null };

/**
 * An order's line list and its deadline, in one narrow query (the order's lines are not read);
 * the order must be the scope's (404 otherwise, before anything is told of it).
 */
async function orderCatalogRef(db: PimDb, scope: OrderScope, orderId: number): Promise<OrderCatalogRef> {
  const [row] = await db
    .select({
      organizationId: orders.organizationId,
      storeId: orders.storeId,
      lineListId: orders.lineListId,
      deadline: lineLists.deadline,
    })
    .from(orders)
    .innerJoin(lineLists, eq(lineLists.id, orders.lineListId))
    .where(eq(orders.id, orderId));
  if (!row || !isInScope(scope, row)) throw orderNotFound();
  return { lineListId: row.lineListId, deadline: row.deadline };
}

/**
 * The terms of an order's catalog: its deadline (null when it has none), the brand's order rules
 * and the delivery windows; 404 for an order outside the scope.
 */
export async function orderDraftTerms(db: PimDb, scope: OrderScope, orderId: number): Promise<DraftTerms> {
  return draftTermsOf(db, (await orderCatalogRef(db, scope, orderId)).lineListId);
}

/**
 * What a draft must meet to be submitted: ordering is still open for its catalog (409), the
 * catalog is still the store's (staff may have unpublished it or changed the store's segment
 * since; 409), and every SKU in it is still one of the catalog's (staff may have taken items out;
 * 409 naming the SKUs to remove). The order must be the scope's (404 first). Answers the deadline.
 */
export async function requireDraftSubmittable(
  db: PimDb,
  place: PortalOrderPlace,
  orderId: number,
): Promise<string | null> {
  const { lineListId, deadline } = await orderCatalogRef(db, place.scope, orderId);
  requireOrderingOpen(deadline);
  let catalog: PortalCatalog;
  try {
    catalog = await visibleCatalog(db, place.store, lineListId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404)
      throw conflict(portalOrderMessages.catalogUnavailableToSubmit);
    throw error;
  }
  const gone = await draftSkusOutsideCatalog(db, catalog, orderId);
  if (gone.length > 0) throw conflict(portalOrderMessages.itemsLeftCatalog(gone));
  return deadline;
}

/**
 * The SKUs of an order that its catalog no longer holds, in the order they were first added. The
 * catalog's SKUs are gathered once and compared in the database, whatever the order's size.
 */
async function draftSkusOutsideCatalog(db: PimDb, catalog: PortalCatalog, orderId: number): Promise<string[]> {
  // node-postgres and PGlite both answer raw SQL with { rows }.
  const result = (await db.execute(sql`
    SELECT oi.sku AS "sku"
    FROM ${orderItems} oi
    WHERE oi.order_id = ${orderId}
      AND oi.sku NOT IN (
        SELECT s.elem->>'sku'
        FROM ${lineListItems} li, jsonb_array_elements(li.skus) AS s(elem)
        WHERE li.line_list_id = ${catalog.lineListId}
          AND li.catalog_types @> array[${catalog.catalogSegment}]::text[]
          AND s.elem->>'sku' IS NOT NULL)
    GROUP BY oi.sku
    ORDER BY min(oi.id)`)) as unknown as { rows: { sku: string }[] };
  return result.rows.map((row) => row.sku);
}
