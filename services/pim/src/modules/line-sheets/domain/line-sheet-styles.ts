import { and, asc, gt } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { lineListItems } from '../../../db/schema';
import type { ObjectStorage } from '../../../storage/storage';
import { firstPicturesOf, readPictureJpeg } from '../../images/domain/item-pictures';
import { findLineListSkus } from '../../orders/domain/orders-prices';
import { inCatalog, type LineSheet } from './line-sheet-source';

/** One block of the sheet: a style (a model code) as the store sees it. */
export type LineSheetStyle = {
  modelCode: string;
  silhouette: string;
  color: string;
  sizes: string[];
  /** Numeric text as the database answers it ("59.90"); null without one. */
  msrp: string | null;
  wholesale: string | null;
  /** The first picture's card JPEG; null: the placeholder. */
  picture: Buffer | null;
};

/** Styles whose rows and prices are read at once (a few hundred KB of rows, no pictures). */
const PRICE_WINDOW = 480;
/** Pictures read from storage at once within a batch. */
const PICTURE_READS_AT_ONCE = 6;

/** Runs `work` on each value, at most `limit` at a time, answers in the values' order. */
async function eachLimited<T, R>(values: T[], limit: number, work: (value: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(values.length);
  let next = 0;
  const worker = async () => {
    while (next < values.length) {
      const index = next++;
      results[index] = await work(values[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, values.length) }, worker));
  return results;
}

/**
 * The unit price of each item among `rows`, by the one price rule orders use (MSRP × the brand's
 * wholesale percent × (1 − discount), in SQL numeric), read through the items' SKUs.
 */
async function wholesalePrices(db: PimDb, sheet: LineSheet, rows: { modelCode: string; skus: string[] }[]) {
  const skus = rows.flatMap((row) => row.skus);
  const prices = new Map<string, string | null>();
  if (skus.length === 0) return prices;
  const found = await findLineListSkus(db, sheet.lineListId, skus, sheet.discountPercent);
  for (const row of found.values()) if (!prices.has(row.modelCode)) prices.set(row.modelCode, row.unitPrice);
  return prices;
}

type StyleRow = {
  id: number;
  modelCode: string;
  silhouette: string;
  color: string;
  msrp: string | null;
  skus: string[];
  sizes: string[];
};

/** The rows of the catalog after item `afterId`, at most `limit`, in the line list's order. */
async function styleRows(db: PimDb, sheet: LineSheet, afterId: number, limit: number): Promise<StyleRow[]> {
  const rows = await db
    .select({
      id: lineListItems.id,
      modelCode: lineListItems.modelCode,
      silhouette: lineListItems.silhouette,
      color: lineListItems.color,
      msrp: lineListItems.msrp,
      skus: lineListItems.skus,
    })
    .from(lineListItems)
    .where(and(inCatalog(sheet.lineListId, sheet.catalogType), gt(lineListItems.id, afterId)))
    .orderBy(asc(lineListItems.id))
    .limit(limit);
  return rows.map(({ skus, ...row }) => ({
    ...row,
    skus: skus.map((sku) => String(sku.sku)),
    sizes: skus.map((sku) => String(sku.size ?? '')).filter((size) => size !== ''),
  }));
}

/**
 * The sheet's styles in the line list's order (by item id, as the portal's catalog lists them), a
 * batch at a time: each batch's pictures are read only when the one before has been drawn, so a
 * sheet of thousands of styles holds one batch of pictures at a time. Rows and prices are read a
 * larger window at a time: the price query reads the whole line list's SKUs whatever it is asked,
 * so asking it once per batch made a 2,000-style sheet's time grow with the square of its styles.
 */
export async function* lineSheetStyles(
  deps: { db: PimDb; storage: ObjectStorage },
  sheet: LineSheet,
  batchSize: number,
): AsyncGenerator<LineSheetStyle[]> {
  const { db, storage } = deps;
  let afterId = 0;
  for (;;) {
    const window = await styleRows(db, sheet, afterId, PRICE_WINDOW);
    if (window.length === 0) return;
    afterId = window.at(-1)!.id;
    const prices = await wholesalePrices(db, sheet, window);
    for (let start = 0; start < window.length; start += batchSize) {
      const rows = window.slice(start, start + batchSize);
      const modelCodes = rows.map((row) => row.modelCode);
      const pictures = await firstPicturesOf(db, sheet.brandId, modelCodes);
      const jpegs = await eachLimited(modelCodes, PICTURE_READS_AT_ONCE, async (modelCode) => {
        const picture = pictures.get(modelCode);
        // A picture that cannot be read now shows the placeholder: one file does not cost the whole sheet.
        return picture ? readPictureJpeg(storage, picture.id, 'card').catch(() => null) : null;
      });
      yield rows.map((row, i) => ({
        modelCode: row.modelCode,
        silhouette: row.silhouette,
        color: row.color,
        sizes: row.sizes,
        msrp: row.msrp,
        wholesale: prices.get(row.modelCode) ?? null,
        picture: jpegs[i] ?? null,
      }));
    }
    if (window.length < PRICE_WINDOW) return;
  }
}
