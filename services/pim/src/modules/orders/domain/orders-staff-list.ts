import type { Pagination } from '@lineup/contracts/envelope';
import type { OrderStoreType, SubmittedOrderStatus } from '@lineup/contracts/order-statuses';
import type { StaffOrderRow } from '@lineup/contracts/orders-responses';
import { LINE_LIST_ORDER_CATALOG_TYPES, lineListTypesOf, type OrderCatalogType } from '@lineup/contracts/orders-staff';
import { and, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { columnToDollars } from '../../../db/money-columns';
import { orders } from '../../../db/orders-schema';
import { brands, lineLists } from '../../../db/schema';
import type { Reader } from './orders-read';

/**
 * The back office's order lists: submitted orders (never drafts), newest submitted first, one page,
 * filtered and searched on the order's own columns (the store's details are copied into it).
 */

export type StaffOrdersFilter = {
  search?: string;
  status?: SubmittedOrderStatus;
  catalogType?: OrderCatalogType;
  brandId?: number;
  storeType?: OrderStoreType;
  lineListId?: number;
};

/** An order id ("1042" or "#1042"). */
const ORDER_ID_SEARCH = /^#?(\d{1,10})$/;

/** `text` as a LIKE pattern matching it anywhere, its own %, _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function searchCondition(search: string): SQL | undefined {
  const pattern = containing(search);
  const byName = or(
    ilike(orders.organizationName, pattern),
    ilike(orders.storeName, pattern),
    ilike(brands.name, pattern),
  );
  const id = ORDER_ID_SEARCH.exec(search)?.[1];
  return id && Number(id) <= 2_147_483_647 ? or(eq(orders.id, Number(id)), byName) : byName;
}

/** The conditions of the staff lists: submitted orders matching every filter given. */
export function staffOrdersWhere(filter: StaffOrdersFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [ne(orders.status, 'draft')];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.brandId) conditions.push(eq(orders.brandId, filter.brandId));
  if (filter.storeType) conditions.push(eq(orders.storeType, filter.storeType));
  if (filter.lineListId) conditions.push(eq(orders.lineListId, filter.lineListId));
  if (filter.catalogType) {
    const types = lineListTypesOf(filter.catalogType);
    conditions.push(
      inArray(
        orders.lineListId,
        sql`(select ${lineLists.id} from ${lineLists} where ${inArray(lineLists.type, types)})`,
      ),
    );
  }
  if (filter.search) conditions.push(searchCondition(filter.search));
  return and(...conditions);
}

/** Newest submitted first; the order of the partial indexes on submitted_at, so a page reads a few rows. */
export const newestSubmittedFirst = [sql`${orders.submittedAt} desc nulls last`, sql`${orders.id} desc nulls last`];

/** Rows of the staff lists matching `where`, in list order. */
export async function selectStaffOrderRows(
  db: Reader,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<StaffOrderRow[]> {
  const rows = await db
    .select({
      id: orders.id,
      organizationId: orders.organizationId,
      organizationName: orders.organizationName,
      storeId: orders.storeId,
      storeName: orders.storeName,
      storeType: orders.storeType,
      brandId: orders.brandId,
      brandName: brands.name,
      lineListId: orders.lineListId,
      lineListName: lineLists.name,
      lineListType: lineLists.type,
      status: orders.status,
      submittedAt: orders.submittedAt,
      unitsCount: orders.unitsCount,
      total: orders.total,
    })
    .from(orders)
    .innerJoin(brands, eq(brands.id, orders.brandId))
    .innerJoin(lineLists, eq(lineLists.id, orders.lineListId))
    .where(where)
    .orderBy(...newestSubmittedFirst)
    .limit(limit)
    .offset(offset);
  return rows.map(({ lineListType, status, submittedAt, total, ...row }) => ({
    ...row,
    catalogType: LINE_LIST_ORDER_CATALOG_TYPES[lineListType],
    status: status as SubmittedOrderStatus,
    // Every order but a draft has been submitted.
    submittedAt: (submittedAt ?? new Date(0)).toISOString(),
    total: columnToDollars(total),
  }));
}

/** GET /api/orders/staff: one page of the submitted orders matching the filter, and their count. */
export async function listStaffOrders(
  db: Reader,
  filter: StaffOrdersFilter & { page: number; pageSize: number },
): Promise<{ rows: StaffOrderRow[]; pagination: Pagination }> {
  const where = staffOrdersWhere(filter);
  const counting = db.select({ n: count() }).from(orders);
  // The count and the page are independent reads: on PostgreSQL they run at once.
  const [[counted], rows] = await Promise.all([
    filter.search ? counting.innerJoin(brands, eq(brands.id, orders.brandId)).where(where) : counting.where(where),
    selectStaffOrderRows(db, where, filter.pageSize, (filter.page - 1) * filter.pageSize),
  ]);
  return { rows, pagination: { page: filter.page, pageSize: filter.pageSize, total: counted?.n ?? 0 } };
}
