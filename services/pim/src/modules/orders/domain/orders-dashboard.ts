import type { DashboardCard, OrdersDashboard } from '@lineup/contracts/orders-responses';
import { DASHBOARD_TABLE_ROWS, INACTIVE_ACCOUNT_DAYS } from '@lineup/contracts/orders-staff';
import { and, count, desc, eq, gte, lt, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { columnToDollars } from '../../../db/money-columns';
import { orderItems, orders } from '../../../db/orders-schema';
import { brands, lineLists } from '../../../db/schema';
import type { OrderStoreDirectory } from './order-store-directory';
import type { Reader } from './orders-read';
import { selectStaffOrderRows } from './orders-staff-list';

/**
 * The order dashboard. Months are calendar months in UTC; "this month" runs from its first day to
 * now, compared with the whole of last month. Sales (Total WHS, the order counts, Top Customers,
 * Most Units Sold) count submitted orders that were not cancelled, at the prices they were placed
 * at (wholesale, after the organization's discount). Inactive Accounts are the active customer
 * organizations that submitted no order in the last 90 days (at the end of last month, for the
 * comparison, among those that were customers by then).
 */

const DAY_MS = 86_400_000;

/** The first instant of the UTC month `offset` months from the one holding `now`. */
function monthStart(now: Date, offset: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/** The change from `last` to `value` in percent; null when there is nothing to compare with. */
function card(value: number, last: number): DashboardCard {
  return { value, changePercent: last === 0 ? null : ((value - last) / last) * 100 };
}

/** Orders that are sales: submitted and not cancelled. */
const isSale = notInArray(orders.status, ['draft', 'cancelled']);

type Period = { now: Date; thisMonth: Date; lastMonth: Date };

/** Total WHS and the order counts by store type, this month and last month, in one pass. */
async function monthSums(db: Reader, { now, thisMonth, lastMonth }: Period) {
  // Raw SQL gets instants as text; the column comparisons convert their own.
  const since = sql`${thisMonth.toISOString()}::timestamptz`;
  const [sums] = await db
    .select({
      whsNow: sql<string>`coalesce(sum(${orders.total}) filter (where ${orders.submittedAt} >= ${since}), 0)::text`,
      whsLast: sql<string>`coalesce(sum(${orders.total}) filter (where ${orders.submittedAt} < ${since}), 0)::text`,
      monoNow: sql<number>`count(*) filter (where ${orders.submittedAt} >= ${since} and ${orders.storeType} = 'monobrand')::int`,
      monoLast: sql<number>`count(*) filter (where ${orders.submittedAt} < ${since} and ${orders.storeType} = 'monobrand')::int`,
      multiNow: sql<number>`count(*) filter (where ${orders.submittedAt} >= ${since} and ${orders.storeType} = 'multi-brand')::int`,
      multiLast: sql<number>`count(*) filter (where ${orders.submittedAt} < ${since} and ${orders.storeType} = 'multi-brand')::int`,
    })
    .from(orders)
    .where(and(isSale, gte(orders.submittedAt, lastMonth), lt(orders.submittedAt, now)));
  return {
    totalWhs: card(columnToDollars(sums?.whsNow ?? '0'), columnToDollars(sums?.whsLast ?? '0')),
    monobrandOrders: card(sums?.monoNow ?? 0, sums?.monoLast ?? 0),
    multibrandOrders: card(sums?.multiNow ?? 0, sums?.multiLast ?? 0),
  };
}

/** Active customer organizations without a submitted order in the 90 days before now, and before this month. */
async function inactiveAccounts(db: Reader, directory: OrderStoreDirectory, { now, thisMonth }: Period) {
  const windowNow = new Date(now.getTime() - INACTIVE_ACCOUNT_DAYS * DAY_MS);
  const windowThen = new Date(thisMonth.getTime() - INACTIVE_ACCOUNT_DAYS * DAY_MS);
  const [recent, organizations] = await Promise.all([
    db
      .select({
        organizationId: orders.organizationId,
        orderedNow: sql<boolean>`bool_or(${orders.submittedAt} >= ${windowNow.toISOString()}::timestamptz)`,
        orderedThen: sql<boolean>`bool_or(${orders.submittedAt} < ${thisMonth.toISOString()}::timestamptz)`,
      })
      .from(orders)
      .where(and(ne(orders.status, 'draft'), gte(orders.submittedAt, windowThen), lt(orders.submittedAt, now)))
      .groupBy(orders.organizationId),
    directory.listActiveCustomerOrganizations(),
  ]);
  const orderedNow = new Set(recent.filter((row) => row.orderedNow).map((row) => row.organizationId));
  const orderedThen = new Set(recent.filter((row) => row.orderedThen).map((row) => row.organizationId));
  const inactiveNow = organizations.filter((org) => !orderedNow.has(org.organizationId)).length;
  // A customer created this month was nobody's inactive account last month.
  const inactiveThen = organizations.filter(
    (org) => org.createdAt < thisMonth && !orderedThen.has(org.organizationId),
  ).length;
  return card(inactiveNow, inactiveThen);
}

/** The organizations with the highest Total WHS this month. */
async function topCustomers(db: Reader, inThisMonth: SQL | undefined) {
  const totalSum = sql<string>`sum(${orders.total})`;
  const rows = await db
    .select({
      organizationId: orders.organizationId,
      organizationName: sql<string>`(array_agg(${orders.organizationName} order by ${orders.submittedAt} desc))[1]`,
      ordersCount: count(),
      total: sql<string>`${totalSum}::text`,
    })
    .from(orders)
    .where(inThisMonth)
    .groupBy(orders.organizationId)
    .orderBy(desc(totalSum), orders.organizationId)
    .limit(DASHBOARD_TABLE_ROWS);
  return rows.map((row) => ({ ...row, total: columnToDollars(row.total) }));
}

/**
 * The model code and color pairs with the most units this month. The month's order ids are taken
 * first (`= any(array(...))`), so the lines are read through their order index rather than scanned.
 */
async function mostUnitsSold(db: Reader, inThisMonth: SQL | undefined) {
  const units = sql<number>`sum(${orderItems.quantity})::int`;
  const monthOrderIds = db.select({ id: orders.id }).from(orders).where(inThisMonth);
  return db
    .select({
      modelCode: orderItems.modelCode,
      silhouette: sql<string>`min(${orderItems.silhouette})`,
      color: orderItems.color,
      brandName: brands.name,
      units,
    })
    .from(orderItems)
    .innerJoin(lineLists, eq(lineLists.id, orderItems.lineListId))
    .innerJoin(brands, eq(brands.id, lineLists.brandId))
    .where(sql`${orderItems.orderId} = any(array(${monthOrderIds}))`)
    .groupBy(brands.id, brands.name, orderItems.modelCode, orderItems.color)
    .orderBy(desc(units), orderItems.modelCode, orderItems.color)
    .limit(DASHBOARD_TABLE_ROWS);
}

/** The dashboard; its independent reads run at once (on PostgreSQL, on connections of their own). */
export async function readOrdersDashboard(
  db: Reader,
  directory: OrderStoreDirectory,
  now = new Date(),
): Promise<OrdersDashboard> {
  const period = { now, thisMonth: monthStart(now, 0), lastMonth: monthStart(now, -1) };
  const inThisMonth = and(isSale, gte(orders.submittedAt, period.thisMonth), lt(orders.submittedAt, now));
  const [sums, inactive, lastOrders, customers, products] = await Promise.all([
    monthSums(db, period),
    inactiveAccounts(db, directory, period),
    selectStaffOrderRows(db, ne(orders.status, 'draft'), DASHBOARD_TABLE_ROWS),
    topCustomers(db, inThisMonth),
    mostUnitsSold(db, inThisMonth),
  ]);
  return {
    month: period.thisMonth.toISOString().slice(0, 7),
    ...sums,
    inactiveAccounts: inactive,
    lastOrders,
    topCustomers: customers,
    mostUnitsSold: products,
  };
}
