import { z } from 'zod';
import { SORTED_CATALOG_TYPES } from './catalogs';
import { portalCatalogParamsSchema, portalPreviewQuerySchema } from './portal';

/**
 * Line sheets: a PDF of one catalog as a store sees it (a cover, then one block per style with its
 * picture, name, color, model code, sizes, MSRP, wholesale price and the margin between them, in
 * the line list's order).
 *   GET /api/line-sheets/line-lists/{lineListId}?catalogType=&storeId=     staff: any catalog of a
 *       published or sorted line list, at the brand's wholesale price or a named store's
 *   GET /api/portal/stores/{storeId}/catalogs/{lineListId}/line-sheet     a store's own catalog
 * The success answer is the PDF itself (attachment); a refusal is the envelope.
 */

export const LINE_SHEET_MEDIA_TYPE = 'application/pdf';

const lineListIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const lineSheetParamsSchema = z.object({ lineListId: lineListIdSchema });
export const lineSheetQuerySchema = z.object({
  catalogType: z.enum(SORTED_CATALOG_TYPES),
  /** Whose wholesale price the sheet shows (its organization's discount); none: the brand's. */
  storeId: z.uuid().optional(),
});

export const portalLineSheetParamsSchema = portalCatalogParamsSchema;
export const portalLineSheetQuerySchema = portalPreviewQuerySchema;

/** The staff route's refusals (the portal's are the portal's own messages). */
export const lineSheetMessages = {
  wrongParameters: 'Wrong parameters provided for the line sheet: name a line list and a catalog type.',
  lineListNotFound: 'Line list not found',
  /** 409: a line list still staged, or saved but neither sorted nor published. */
  catalogsNotReady: 'This line list has no sorted or published catalogs yet, so it has no line sheet.',
  storeNotFound: 'Store not found',
} as const;

/** What the PDF itself says. */
export const lineSheetTexts = {
  title: 'Line Sheet',
  catalog: (label: string) => `${label} catalog`,
  dateSent: 'Date sent',
  deadline: 'Deadline for orders',
  availability: 'Availability',
  styles: (count: number) => (count === 1 ? '1 style' : `${count.toLocaleString('en-US')} styles`),
  preparedFor: (storeName: string) => `Prices for ${storeName}`,
  brandPrices: 'Wholesale prices before any customer discount',
  model: 'Model',
  color: 'Color',
  sizes: 'Sizes',
  msrp: 'MSRP',
  wholesale: 'Wholesale',
  /** The store's margin selling at MSRP (store-prices.ts). */
  margin: 'Margin',
  noPrice: '—',
  noImage: 'No image',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** A price the database answered as numeric text ("59.90"), as the sheet prints it ("$59.90"); null: the dash. */
export function lineSheetMoney(value: string | null): string {
  if (value === null || value.trim() === '' || !Number.isFinite(Number(value))) return lineSheetTexts.noPrice;
  return dollars.format(Number(value));
}

/** A margin in percent (storeMarginPercent) as the sheet prints it ("55.0%"); null: the dash. */
export function lineSheetMargin(percent: number | null): string {
  return percent === null ? lineSheetTexts.noPrice : `${percent.toFixed(1)}%`;
}

/** A calendar day 'YYYY-MM-DD' as MM/DD/YYYY, digits as they are (no time zone can shift a day); null when absent. */
export function lineSheetDate(day: string | null): string | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : null;
}

/** At most this many characters of each part, so the name stays short on every system. */
const FILE_NAME_PART_MAX = 60;

/** The part of a file name that is safe everywhere: lower-case letters, digits and single dashes. */
function fileNamePart(text: string, fallback: string): string {
  const part = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, FILE_NAME_PART_MAX)
    .replace(/^-+|-+$/g, '');
  return part || fallback;
}

/** "<brand>-<catalog>-line-sheet.pdf": the catalog is the line list's name and the catalog type. */
export function lineSheetFileName(brandName: string, lineListName: string, catalogType: string): string {
  return `${fileNamePart(brandName, 'brand')}-${fileNamePart(`${lineListName} ${catalogType}`, 'catalog')}-line-sheet.pdf`;
}
