import type { SortedCatalogType } from '@lineup/contracts/catalogs';
import { lineSheetFileName, lineSheetMessages } from '@lineup/contracts/line-sheets';
import type { LineListType } from '@lineup/contracts/pim';
import { conflict, notFound } from '@lineup/server-kit/errors';
import type { DirectoryStore } from '@lineup/users/directories';
import { and, eq, sql } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { brands, lineListItems, lineLists } from '../../../db/schema';
import { findCatalog } from '../../catalogs/domain/store-catalogs';
import { sentToCatalogOn } from '../../line-lists/domain/line-list-dates';
import { discountOf, type OrderStoreDirectory } from '../../orders/domain/order-store-directory';

/**
 * Which catalog a line sheet shows and at whose price: the line list's items sorted into one
 * catalog type, priced by the brand's wholesale rule less an organization's discount for the brand.
 */

export type LineSheetCover = {
  brandName: string;
  lineListName: string;
  lineListType: LineListType;
  season: string | null;
  year: number | null;
  /** Calendar days 'YYYY-MM-DD'; null when unknown. */
  dateSent: string | null;
  deadline: string | null;
  availability: string | null;
  /** The store whose prices the sheet shows; null: the brand's wholesale price. */
  storeName: string | null;
};

export type LineSheet = {
  lineListId: number;
  brandId: number;
  catalogType: SortedCatalogType;
  /** The organization's discount for the brand in percent (0: the brand's wholesale price). */
  discountPercent: number;
  stylesCount: number;
  cover: LineSheetCover & { catalogType: SortedCatalogType; stylesCount: number };
  fileName: string;
};

/** The items of the line list sorted into the catalog type. */
export const inCatalog = (lineListId: number, catalogType: SortedCatalogType) =>
  and(eq(lineListItems.lineListId, lineListId), sql`${lineListItems.catalogTypes} @> array[${catalogType}]::text[]`);

async function readLineList(db: PimDb, lineListId: number, catalogType: SortedCatalogType) {
  const [row] = await db
    .select({
      brandId: lineLists.brandId,
      brandName: brands.name,
      lineListName: lineLists.name,
      lineListType: lineLists.type,
      season: lineLists.season,
      year: lineLists.year,
      dateSent: sentToCatalogOn,
      deadline: lineLists.deadline,
      availability: lineLists.dateOfAvailability,
      state: lineLists.state,
      published: lineLists.published,
      sortingCompleted: lineLists.sortingCompleted,
      stylesCount: sql<number>`(select count(*) from ${lineListItems}
        where ${inCatalog(lineListId, catalogType)})`.mapWith(Number),
    })
    .from(lineLists)
    .innerJoin(brands, eq(brands.id, lineLists.brandId))
    .where(eq(lineLists.id, lineListId));
  return row ?? null;
}

function lineSheetOf(
  lineListId: number,
  catalogType: SortedCatalogType,
  row: NonNullable<Awaited<ReturnType<typeof readLineList>>>,
  prices: { discountPercent: number; storeName: string | null },
): LineSheet {
  const { brandId, state: _state, published: _published, sortingCompleted: _sorted, ...cover } = row;
  return {
    lineListId,
    brandId,
    catalogType,
    discountPercent: prices.discountPercent,
    stylesCount: row.stylesCount,
    cover: { ...cover, storeName: prices.storeName, catalogType },
    fileName: lineSheetFileName(row.brandName, row.lineListName, catalogType),
  };
}

/**
 * GET /api/line-sheets/line-lists/{lineListId}: staff's sheet of any catalog of a saved line list
 * whose catalogs are sorted or published; with a store, at that store's price (404 for a store
 * the directory does not know).
 */
export async function staffLineSheet(
  db: PimDb,
  orders: OrderStoreDirectory,
  request: { lineListId: number; catalogType: SortedCatalogType; storeId?: string },
): Promise<LineSheet> {
  const { lineListId, catalogType, storeId } = request;
  const row = await readLineList(db, lineListId, catalogType);
  if (!row) throw notFound(lineSheetMessages.lineListNotFound);
  if (row.state !== 'saved' || !(row.published || row.sortingCompleted)) {
    throw conflict(lineSheetMessages.catalogsNotReady);
  }
  if (storeId === undefined) return lineSheetOf(lineListId, catalogType, row, { discountPercent: 0, storeName: null });
  const store = await orders.findStore(storeId);
  if (!store) throw notFound(lineSheetMessages.storeNotFound);
  return lineSheetOf(lineListId, catalogType, row, {
    discountPercent: discountOf(store, row.brandId),
    storeName: store.storeName,
  });
}

/**
 * GET /api/portal/stores/{storeId}/catalogs/{lineListId}/line-sheet: the catalog exactly as the
 * store sees it in the portal (404 when it does not), at its organization's price. A store the
 * orders' directory does not know is shown the brand's price, never a lower one it would not pay.
 */
export async function portalLineSheet(
  db: PimDb,
  orders: OrderStoreDirectory,
  store: DirectoryStore,
  lineListId: number,
): Promise<LineSheet> {
  const catalog = await findCatalog(db, store.segments, lineListId);
  const row = await readLineList(db, lineListId, catalog.catalogSegment);
  // findCatalog has just found it; a line list is never deleted once published.
  if (!row) throw notFound(lineSheetMessages.lineListNotFound);
  const ordering = await orders.findStore(store.id);
  return lineSheetOf(lineListId, catalog.catalogSegment, row, {
    discountPercent: ordering ? discountOf(ordering, catalog.brandId) : 0,
    storeName: store.name,
  });
}
