import type { Picture } from '@lineup/contracts/images';
import type { PortalCatalog, PortalCatalogDetail, PortalItem, PortalItemSummary } from '@lineup/contracts/portal';
import { portalMessages, portalOrderMessages } from '@lineup/contracts/portal-messages';
import { DEFAULT_STOCK_DISPLAY } from '@lineup/contracts/stock';
import { badRequest, notFound } from '@lineup/server-kit/errors';
import type { DirectoryStore } from '@lineup/users/directories';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { brands, lineListItems, lineLists } from '../../../db/schema';
import { firstPictureJson, picturesOf } from '../../images/domain/item-pictures';
import { readDeliveryWindowsByLineList } from '../../line-lists/domain/delivery-windows';
import { orderRulesColumns, toOrderRules } from '../../orders/domain/order-terms';
import { availableStock } from '../../stock/domain/available-stock';

/**
 * A store's catalogs: each published, unarchived line list of a brand the store has a catalog segment for,
 * seen through that segment (the line list's items sorted into the catalog type of that name).
 * A line list with no item in the store's segment is no catalog for that store. Each carries its
 * buying terms: the brand's wholesale percent and order rules, the line list's delivery windows.
 * The portal caches these answers by segments (portal routes): every write under /api empties
 * that cache (the 'pim' change topic), so a brand's or line list's new terms show at once.
 */

type Segments = DirectoryStore['segments'];

/** The store's segment of the line list's brand, in SQL (null for a brand outside the segments). */
const segmentOfBrand = (segments: Segments): SQL<string> =>
  sql`(case ${lineLists.brandId} ${sql.join(
    segments.map(({ brandId, catalogSegment }) => sql`when ${brandId}::int then ${catalogSegment}::text`),
    sql` `,
  )} end)`;

/** The items sorted into the catalog type `segment`. */
const inSegment = (segment: SQL | string) => sql`${lineListItems.catalogTypes} @> array[${segment}]::text[]`;

/** The first image of an item's SKUs that is one ('No Image' and empty entries are not). */
const IMAGES_PATH = '$[*].image_urls[*] ? (@ != "" && !(@ like_regex "^\\\\s*no image\\\\s*$" flag "i"))';

async function catalogsOf(db: PimDb, segments: Segments, lineListId?: number): Promise<PortalCatalog[]> {
  if (segments.length === 0) return [];
  const segment = segmentOfBrand(segments);
  const rows = await db
    .select({
      lineListId: lineLists.id,
      name: lineLists.name,
      brandId: lineLists.brandId,
      brandName: brands.name,
      lineListType: lineLists.type,
      catalogSegment: segment,
      season: lineLists.season,
      year: lineLists.year,
      deadline: lineLists.deadline,
      wholesalePercent: sql<string>`${brands.wholesalePercent}::text`,
      ...orderRulesColumns,
      // Publishing stamps it; a row published before the stamp existed has its last change instead.
      publishedAt: sql<Date>`coalesce(${lineLists.publishedAt}, ${lineLists.updatedAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
      itemsCount: sql<number>`(select count(*) from ${lineListItems}
        where ${lineListItems.lineListId} = ${lineLists.id} and ${inSegment(segment)})`.mapWith(Number),
    })
    .from(lineLists)
    .innerJoin(brands, eq(brands.id, lineLists.brandId))
    .where(
      and(
        eq(lineLists.published, true),
        eq(lineLists.state, 'saved'),
        // An archived catalog leaves the customers' portal too, until staff restore it.
        isNull(lineLists.archivedAt),
        inArray(
          lineLists.brandId,
          segments.map((entry) => entry.brandId),
        ),
        lineListId === undefined ? undefined : eq(lineLists.id, lineListId),
      ),
    )
    .orderBy(desc(sql`coalesce(${lineLists.publishedAt}, ${lineLists.updatedAt})`), desc(lineLists.id));
  const shown = rows.filter((row) => row.itemsCount > 0);
  const windows = await readDeliveryWindowsByLineList(
    db,
    shown.map((row) => row.lineListId),
  );
  return shown.map(({ minUnitsPerOrder, minUnitsPerStyle, casePack, wholesalePercent, ...row }) => ({
    ...row,
    catalogSegment: row.catalogSegment as PortalCatalog['catalogSegment'],
    publishedAt: row.publishedAt.toISOString(),
    // A percent of the MSRP, not money: the prices themselves are computed from its exact text.
    wholesalePercent: Number(wholesalePercent),
    orderRules: toOrderRules({ minUnitsPerOrder, minUnitsPerStyle, casePack }),
    deliveryWindows: windows.get(row.lineListId) ?? [],
  }));
}

/** GET /api/portal/stores/{storeId}/catalogs: newest first. */
export const storeCatalogs = (db: PimDb, segments: Segments) => catalogsOf(db, segments);

/** The catalog the line list is for the store (404 when unpublished, outside its segments or empty there). */
export async function findCatalog(db: PimDb, segments: Segments, lineListId: number): Promise<PortalCatalog> {
  const [catalog] = await catalogsOf(db, segments, lineListId);
  if (!catalog) throw notFound(portalMessages.catalogNotFound);
  return catalog;
}

type SummaryRow = [
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  unknown[],
  Picture | null,
];

/**
 * GET /api/portal/stores/{storeId}/catalogs/{lineListId}: the catalog with every item, in the line
 * list's order. The items come as one JSON text built by the database (sizes and first image taken
 * out of the SKUs there): for 5,000 items that is one query and no SKU snapshot on the wire.
 */
export async function catalogDetail(db: PimDb, segments: Segments, lineListId: number): Promise<PortalCatalogDetail> {
  const catalog = await findCatalog(db, segments, lineListId);
  const [aggregated] = await db
    .select({
      json: sql<string | null>`json_agg(json_build_array(
        ${lineListItems.modelCode}, ${lineListItems.silhouette}, ${lineListItems.color},
        ${lineListItems.franchise}, ${lineListItems.gender}, ${lineListItems.msrp}::text,
        jsonb_path_query_first(${lineListItems.skus}, ${IMAGES_PATH}::jsonpath) #>> '{}',
        coalesce(jsonb_path_query_array(${lineListItems.skus}, '$[*].size'), '[]'::jsonb),
        ${firstPictureJson(sql`${catalog.brandId}`, lineListItems.modelCode)}
      ) order by ${lineListItems.id})::text`,
    })
    .from(lineListItems)
    .where(and(eq(lineListItems.lineListId, lineListId), inSegment(catalog.catalogSegment)));
  const rows: SummaryRow[] = aggregated?.json ? JSON.parse(aggregated.json) : [];
  const items = rows.map(
    ([modelCode, silhouette, color, franchise, gender, msrp, imageUrl, sizes, picture]): PortalItemSummary => ({
      modelCode,
      silhouette,
      color,
      franchise,
      gender,
      msrp,
      imageUrl,
      picture,
      sizes: sizes.map(String),
    }),
  );
  return { catalog, items };
}

const isImage = (url: string) => url.trim() !== '' && !/^\s*no image\s*$/i.test(url);

/** GET /api/portal/stores/{storeId}/catalogs/{lineListId}/items/{modelCode}: one item of the catalog. */
export async function catalogItem(
  db: PimDb,
  segments: Segments,
  lineListId: number,
  modelCode: string,
): Promise<PortalItem> {
  const catalog = await findCatalog(db, segments, lineListId);
  const [row] = await db
    .select()
    .from(lineListItems)
    .where(
      and(
        eq(lineListItems.lineListId, lineListId),
        eq(lineListItems.modelCode, modelCode),
        inSegment(catalog.catalogSegment),
      ),
    );
  if (!row) throw notFound(portalMessages.itemNotFound);
  const imageUrls = [...new Set(row.skus.flatMap((sku) => sku.image_urls ?? []).filter(isImage))];
  const pictures = (await picturesOf(db, catalog.brandId, [row.modelCode])).get(row.modelCode) ?? [];
  const skus = row.skus.map((sku) => ({ sku: String(sku.sku), size: String(sku.size) }));
  const stock = await availableStock(
    db,
    lineListId,
    skus.map((sku) => sku.sku),
  );
  const [brand] = await db
    .select({ stockDisplay: brands.stockDisplay })
    .from(brands)
    .where(eq(brands.id, catalog.brandId));
  const attributes = Object.fromEntries(
    Object.entries(row.attributes ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return {
    catalog,
    modelCode: row.modelCode,
    silhouette: row.silhouette,
    color: row.color,
    franchise: row.franchise,
    gender: row.gender,
    msrp: row.msrp,
    imageUrl: imageUrls[0] ?? null,
    picture: pictures[0] ?? null,
    sizes: row.skus.map((sku) => String(sku.size)),
    expectedShipDate: row.expectedShippedDate,
    attributes,
    // A buyer is shown no figure below 0: a stock file lowered under what was ordered leaves none.
    skus: skus.map((sku) => {
      const available = stock.get(sku.sku) ?? null;
      return { ...sku, available: available === null ? null : Math.max(0, available) };
    }),
    stockDisplay: brand?.stockDisplay ?? DEFAULT_STOCK_DISPLAY,
    imageUrls,
    pictures,
  };
}

/** Every SKU is one of the catalog's: a size of an item of the line list sorted into the store's segment (400 otherwise). */
export async function requireCatalogSkus(db: PimDb, catalog: PortalCatalog, skus: string[]): Promise<void> {
  if (skus.length === 0) return;
  // node-postgres and PGlite both answer raw SQL with { rows }.
  const result = (await db.execute(sql`
    SELECT DISTINCT s.elem->>'sku' AS "sku"
    FROM ${lineListItems} li, jsonb_array_elements(li.skus) AS s(elem)
    WHERE li.line_list_id = ${catalog.lineListId}
      AND li.catalog_types @> array[${catalog.catalogSegment}]::text[]
      AND s.elem->>'sku' IN (${sql.join(
        skus.map((sku) => sql`${sku}`),
        sql`, `,
      )})`)) as unknown as { rows: { sku: string }[] };
  const found = new Set(result.rows.map((row) => row.sku));
  const missing = skus.find((sku) => !found.has(sku));
  if (missing !== undefined) throw badRequest(portalOrderMessages.skuNotInCatalog(missing));
}
