import type { Pagination } from '@lineup/contracts/envelope';
import {
  ITEMS_DEFAULT_PAGE_SIZE,
  type Item,
  type LineListParentItem,
  type ParentItem,
  type PopulatedParentsResponse,
  type UpdateItemRequest,
} from '@lineup/contracts/items';
import { errorMessages, failureToasts, uploadMessages } from '@lineup/contracts/messages';
import type { LineListType } from '@lineup/contracts/pim';
import type { OpenStockItem } from '@lineup/contracts/uploads';
import { pgErrorCode, UNIQUE_VIOLATION } from '@lineup/server-kit/db-errors';
import { AppError, notFound } from '@lineup/server-kit/errors';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { brands, items, lineListItems, lineLists, openStockItems } from '../../../db/schema';
import { lineListColumns, toLineList } from '../../line-lists/domain/line-lists';
import { fromParentItem, toParentItem } from '../../line-lists/domain/staged-items';

type ItemRow = typeof items.$inferSelect;

export function toItem(row: ItemRow): Item {
  return {
    id: row.id,
    brandId: row.brandId,
    ...toParentItem(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const like = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /api/crocs/items */
export async function listItems(
  db: PimDb,
  query: { brandId?: number; search?: string; modelCode?: string; page?: number; pageSize?: number },
): Promise<{ data: Item[]; pagination: Pagination }> {
  const where = and(
    query.brandId !== undefined ? eq(items.brandId, query.brandId) : undefined,
    query.modelCode ? eq(items.modelCode, query.modelCode) : undefined,
    query.search
      ? or(
          ilike(items.modelCode, like(query.search)),
          ilike(items.silhouette, like(query.search)),
          ilike(items.color, like(query.search)),
          ilike(items.franchise, like(query.search)),
        )
      : undefined,
  );
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ITEMS_DEFAULT_PAGE_SIZE;
  const [total] = await db.select({ n: count() }).from(items).where(where);
  const rows = await db
    .select()
    .from(items)
    .where(where)
    .orderBy(asc(items.modelCode), asc(items.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { data: rows.map(toItem), pagination: { page, pageSize, total: total?.n ?? 0 } };
}

async function defaultBrandId(db: PimDb): Promise<number> {
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(ilike(brands.name, '%crocs%'))
    .orderBy(brands.id)
    .limit(1);
  if (!brand) throw notFound(uploadMessages.noCrocsBrand);
  return brand.id;
}

const takenOr = (error: unknown, modelCode: string) =>
  pgErrorCode(error) === UNIQUE_VIOLATION ? new AppError(409, uploadMessages.itemModelCodeTaken(modelCode)) : error;

/** POST /api/crocs */
export async function createItem(db: PimDb, input: ParentItem & { brandId?: number }): Promise<Item> {
  const brandId = input.brandId ?? (await defaultBrandId(db));
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw notFound(errorMessages.brands[404]);
  try {
    const [row] = await db
      .insert(items)
      .values({ brandId, ...fromParentItem(input) })
      .returning();
    return toItem(row!);
  } catch (error) {
    throw takenOr(error, input.model_code);
  }
}

/** PUT /api/crocs/{itemId} */
export async function updateItem(db: PimDb, itemId: number, changes: UpdateItemRequest): Promise<Item> {
  const [current] = await db.select().from(items).where(eq(items.id, itemId));
  if (!current) throw notFound(uploadMessages.itemNotFound);
  const merged = {
    ...toParentItem(current),
    ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
  };
  const fields = fromParentItem(merged as ParentItem);
  try {
    const [row] = await db
      .update(items)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(items.id, itemId))
      .returning();
    return toItem(row!);
  } catch (error) {
    throw takenOr(error, fields.modelCode);
  }
}

/** DELETE /api/crocs/{itemId} */
export async function deleteItem(db: PimDb, itemId: number): Promise<{ id: number }> {
  const [row] = await db.delete(items).where(eq(items.id, itemId)).returning({ id: items.id });
  if (!row) throw notFound(uploadMessages.itemNotFound);
  return row;
}

/** GET /api/crocs/pre-book/populated-parent-items */
export async function populatedPreBookParents(db: PimDb, lineListId?: number): Promise<PopulatedParentsResponse> {
  const base = db.select(lineListColumns).from(lineLists).innerJoin(brands, eq(brands.id, lineLists.brandId));
  const [row] =
    lineListId !== undefined
      ? await base.where(
          and(eq(lineLists.id, lineListId), eq(lineLists.state, 'saved'), eq(lineLists.type, 'pre-book')),
        )
      : await base
          .where(and(eq(lineLists.state, 'saved'), eq(lineLists.type, 'pre-book'), ilike(brands.name, '%crocs%')))
          .orderBy(desc(lineLists.createdAt), desc(lineLists.id))
          .limit(1);
  if (!row) {
    if (lineListId !== undefined) throw notFound(failureToasts.lineListNotFound);
    return { lineList: null, parents: [] };
  }
  const parents = await db
    .select()
    .from(lineListItems)
    .where(eq(lineListItems.lineListId, row.id))
    .orderBy(asc(lineListItems.id));
  return { lineList: toLineList(row), parents: parents.map(toParentItem) };
}

export const itemsRouteTypes: Record<string, LineListType> = {
  'pre-order': 'pre-book',
  'own-stock': 'own-stock',
  'brand-ats': 'brand-ats',
};

/** POST /api/items/pre-order | own-stock | brand-ats: parents of saved line lists of that type. */
export async function itemsOfType(
  db: PimDb,
  type: LineListType,
  query: { brandId: number | null; search?: string; page?: number; pageSize?: number },
): Promise<{ data: LineListParentItem[]; pagination: Pagination }> {
  const conditions: (SQL | undefined)[] = [
    eq(lineLists.state, 'saved'),
    eq(lineLists.type, type),
    query.brandId !== null ? eq(lineLists.brandId, query.brandId) : undefined,
    query.search
      ? or(
          ilike(lineListItems.modelCode, like(query.search)),
          ilike(lineListItems.silhouette, like(query.search)),
          ilike(lineListItems.color, like(query.search)),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ITEMS_DEFAULT_PAGE_SIZE;
  const from = () =>
    db
      .select({ item: lineListItems, lineListName: lineLists.name, brandId: lineLists.brandId, brandName: brands.name })
      .from(lineListItems)
      .innerJoin(lineLists, eq(lineLists.id, lineListItems.lineListId))
      .innerJoin(brands, eq(brands.id, lineLists.brandId));
  const [total] = await db
    .select({ n: count() })
    .from(lineListItems)
    .innerJoin(lineLists, eq(lineLists.id, lineListItems.lineListId))
    .where(where);
  const rows = await from()
    .where(where)
    .orderBy(desc(lineLists.createdAt), desc(lineLists.id), asc(lineListItems.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map((r) => ({
      ...toParentItem(r.item),
      lineListId: r.item.lineListId,
      lineListName: r.lineListName,
      brandId: r.brandId,
      brandName: r.brandName,
    })),
    pagination: { page, pageSize, total: total?.n ?? 0 },
  };
}

/** GET /api/open-stock */
export async function listOpenStock(db: PimDb, stockType?: 'bonded' | 'domestic'): Promise<OpenStockItem[]> {
  const rows = await db
    .select()
    .from(openStockItems)
    .where(stockType ? eq(openStockItems.stockType, stockType) : undefined)
    .orderBy(asc(openStockItems.stockType), asc(openStockItems.sku));
  return rows.map((r) => ({
    sku: r.sku,
    model_code: r.modelCode,
    size: r.size,
    quantity: r.quantity,
    color: r.color,
    description: r.description,
    stockType: r.stockType,
    season: r.season,
    year: r.year,
    availability: r.availability,
  }));
}
