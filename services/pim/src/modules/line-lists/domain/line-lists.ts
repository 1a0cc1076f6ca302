import { CATALOG_TYPES, TABLE_PAGE_SIZE } from '@lineup/contracts/constants';
import type { Pagination } from '@lineup/contracts/envelope';
import {
  type CatalogCount,
  type CatalogType,
  defaultLineListStatuses,
  type Flag,
  type LineList,
  type LineListStatus,
  type LineListType,
  type LineListWithCatalogInfo,
} from '@lineup/contracts/pim';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { brands, lineListItems, lineLists } from '../../../db/schema';
import { sentToCatalogOn } from './line-list-dates';

const flag = (value: boolean): Flag => (value ? 1 : 0);

type LifeFlags = { state: 'staged' | 'saved'; published: boolean; catalogsCreated: boolean; sortingCompleted: boolean };

/** The status of a line list, from its flags (services/pim/README.md defines each status). */
export function lineListStatus(row: LifeFlags): LineListStatus {
  if (row.state === 'staged') return 'staged';
  if (row.published) return 'published';
  if (!row.catalogsCreated) return 'saved';
  return row.sortingCompleted ? 'sorting-completed' : 'sorting-pending';
}

/** The same statuses as SQL conditions, so filters run in the database. */
function statusCondition(status: LineListStatus): SQL {
  const saved = eq(lineLists.state, 'saved');
  switch (status) {
    case 'staged':
      return eq(lineLists.state, 'staged');
    case 'published':
      return and(saved, eq(lineLists.published, true))!;
    case 'saved':
      return and(saved, eq(lineLists.published, false), eq(lineLists.catalogsCreated, false))!;
    case 'sorting-pending':
      return and(
        saved,
        eq(lineLists.published, false),
        eq(lineLists.catalogsCreated, true),
        eq(lineLists.sortingCompleted, false),
      )!;
    case 'sorting-completed':
      return and(
        saved,
        eq(lineLists.published, false),
        eq(lineLists.catalogsCreated, true),
        eq(lineLists.sortingCompleted, true),
      )!;
  }
}

export const lineListColumns = {
  id: lineLists.id,
  name: lineLists.name,
  brandId: lineLists.brandId,
  brandName: brands.name,
  type: lineLists.type,
  description: lineLists.description,
  state: lineLists.state,
  season: lineLists.season,
  year: lineLists.year,
  createdAt: lineLists.createdAt,
  itemsCount: lineLists.itemsCount,
  sentOn: sentToCatalogOn,
  dateSent: lineLists.dateSent,
  receivedOn: lineLists.receivedOn,
  deadline: lineLists.deadline,
  dateOfAvailability: lineLists.dateOfAvailability,
  published: lineLists.published,
  catalogsCreated: lineLists.catalogsCreated,
  sortingCompleted: lineLists.sortingCompleted,
};

type LineListRow = Omit<LineList, 'status' | 'createdAt' | 'published' | 'catalogsCreated' | 'sortingCompleted'> &
  LifeFlags & { createdAt: Date };

export function toLineList(row: LineListRow): LineList {
  return {
    id: row.id,
    name: row.name,
    brandId: row.brandId,
    brandName: row.brandName,
    type: row.type,
    description: row.description,
    status: lineListStatus(row),
    season: row.season,
    year: row.year,
    createdAt: row.createdAt.toISOString(),
    itemsCount: row.itemsCount,
    sentOn: row.sentOn,
    dateSent: row.dateSent,
    receivedOn: row.receivedOn,
    deadline: row.deadline,
    dateOfAvailability: row.dateOfAvailability,
    published: flag(row.published),
    catalogsCreated: flag(row.catalogsCreated),
    sortingCompleted: flag(row.sortingCompleted),
  };
}

export type LineListFilters = {
  lineListId?: number;
  brandId?: number;
  /** One or more statuses; without it every line list except staged ones. */
  status?: readonly LineListStatus[];
  type?: LineListType;
  page?: number;
  pageSize?: number;
};

function filterConditions(filters: LineListFilters): SQL | undefined {
  const statuses = filters.status?.length ? filters.status : defaultLineListStatuses;
  return and(
    filters.lineListId !== undefined ? eq(lineLists.id, filters.lineListId) : undefined,
    filters.brandId !== undefined ? eq(lineLists.brandId, filters.brandId) : undefined,
    filters.type !== undefined ? eq(lineLists.type, filters.type) : undefined,
    or(...[...new Set(statuses)].map(statusCondition)),
  );
}

export type Page<T> = { data: T[]; pagination?: Pagination };

/**
 * Line lists matching the filters, newest first. With page or pageSize the answer is one page
 * and carries its pagination (page size 10 unless told otherwise).
 */
export async function listLineLists(db: PimDb, filters: LineListFilters = {}): Promise<Page<LineList>> {
  const where = filterConditions(filters);
  const paged = filters.page !== undefined || filters.pageSize !== undefined;
  const page = filters.page ?? 1;
  const pageSize = filters.pageSize ?? TABLE_PAGE_SIZE;
  const query = db
    .select(lineListColumns)
    .from(lineLists)
    .innerJoin(brands, eq(brands.id, lineLists.brandId))
    .where(where)
    .orderBy(desc(lineLists.createdAt), desc(lineLists.id));
  const rows = paged ? await query.limit(pageSize).offset((page - 1) * pageSize) : await query;
  const data = rows.map(toLineList);
  if (!paged) return { data };
  const [total] = await db.select({ n: count() }).from(lineLists).where(where);
  return { data, pagination: { page, pageSize, total: total?.n ?? 0 } };
}

/**
 * Per line list, how many of its parent items each catalog holds; "unsorted" counts the items
 * in no catalog. Every catalog type is present, with 0 when empty.
 */
export async function catalogCounts(db: PimDb, lineListIds: number[]): Promise<Map<number, CatalogCount[]>> {
  const result = new Map<number, CatalogCount[]>();
  if (lineListIds.length === 0) return result;
  const inCatalog = (type: CatalogType) =>
    sql<number>`count(*) filter (where ${type} = any(${lineListItems.catalogTypes}))`.mapWith(Number);
  const rows = await db
    .select({
      lineListId: lineListItems.lineListId,
      unsorted: sql<number>`count(*) filter (where cardinality(${lineListItems.catalogTypes}) = 0)`.mapWith(Number),
      athletic: inCatalog('athletic'),
      boutique: inCatalog('boutique'),
      crocs: inCatalog('crocs'),
    })
    .from(lineListItems)
    .where(inArray(lineListItems.lineListId, lineListIds))
    .groupBy(lineListItems.lineListId);
  const byId = new Map(rows.map((row) => [row.lineListId, row]));
  for (const id of lineListIds) {
    const row = byId.get(id);
    result.set(
      id,
      CATALOG_TYPES.map((type) => ({ type, itemsCount: row?.[type] ?? 0 })),
    );
  }
  return result;
}

export async function listLineListsWithCatalogInfo(
  db: PimDb,
  filters: LineListFilters = {},
): Promise<Page<LineListWithCatalogInfo>> {
  const page = await listLineLists(db, filters);
  const counts = await catalogCounts(
    db,
    page.data.map((lineList) => lineList.id),
  );
  return {
    ...page,
    data: page.data.map((lineList) => ({ ...lineList, catalogs: counts.get(lineList.id) ?? [] })),
  };
}
