import type { LineListType, SkuSnapshot } from './pim';

/**
 * Stock per size of the at-once catalogs: what is left to sell, how a brand shows it, and the
 * messages of a sale or a stock file it refuses. Plain types and functions, no schema library:
 * the portal's pages import this under their bundle budgets (`import type` above is erased).
 */

/**
 * The line-list types that sell what is on hand, so a SKU cannot be ordered past its stock.
 * Pre-book takes orders for production yet to be made: it has no limit.
 */
export const AT_ONCE_LINE_LIST_TYPES = [
  'brand-ats',
  'own-stock',
  'future-stock',
] as const satisfies readonly LineListType[];

export function isAtOnceLineList(type: string): boolean {
  return (AT_ONCE_LINE_LIST_TYPES as readonly string[]).includes(type);
}

/**
 * A SKU as a line list stores it: `quantity` is its stock on hand, present only when the line list's
 * import format maps a quantity (a column in the narrow layout, the size cells in the wide one).
 */
export type StockedSku = SkuSnapshot & { quantity?: number };

/** How a brand shows stock to its buyers: the figure itself, or bands that hide small figures. */
export const STOCK_DISPLAY_MODES = ['exact', 'bands'] as const;
export type StockDisplayMode = (typeof STOCK_DISPLAY_MODES)[number];
export const DEFAULT_STOCK_DISPLAY: StockDisplayMode = 'exact';

/** In bands, fewer than this many left shows "Low" rather than the figure. */
export const LOW_STOCK_THRESHOLD = 10;
/** In bands, past this many left shows "100+": a buyer needs no exact figure of a deep stock. */
export const STOCK_BAND_MAX_SHOWN = 99;

export const stockTexts = {
  soldOut: 'Sold out',
  low: 'Low',
  plenty: `${STOCK_BAND_MAX_SHOWN + 1}+`,
  left: (available: number) => `${available} left`,
};

/**
 * What a buyer reads about a size's stock. `available` null is a SKU whose stock nobody told us:
 * it has no limit and no label (unknown stock is not zero stock). Nothing below zero is shown: a
 * lowered stock file can leave fewer units than were already ordered.
 */
export function stockLabel(available: number | null, mode: StockDisplayMode): string | null {
  if (available === null) return null;
  if (available <= 0) return stockTexts.soldOut;
  if (mode === 'exact') return stockTexts.left(available);
  if (available < LOW_STOCK_THRESHOLD) return stockTexts.low;
  if (available > STOCK_BAND_MAX_SHOWN) return stockTexts.plenty;
  return String(available);
}

/** A refused stock file lists this many unknown SKUs at most, then says how many more it has. */
export const UNKNOWN_SKUS_LISTED = 20;

export const stockMessages = {
  /** A line asks for more than is left of its size: the order is refused, naming the size. */
  notEnoughStock: (modelCode: string, size: string, left: number) =>
    left <= 0 ? `Style ${modelCode} size ${size}: sold out.` : `Style ${modelCode} size ${size}: only ${left} left.`,
  /** An open-stock file naming SKUs none of the brand's items has: nothing of it is taken. */
  unknownSkus: (skus: readonly string[]) => {
    const listed = skus.slice(0, UNKNOWN_SKUS_LISTED).join(', ');
    const more = skus.length - UNKNOWN_SKUS_LISTED;
    const tail = more > 0 ? ` and ${more} more` : '';
    const noun = skus.length === 1 ? 'a SKU' : `${skus.length} SKUs`;
    return `The stock file names ${noun} the brand does not have: ${listed}${tail}. Nothing was changed.`;
  },
};

/**
 * A submitted order (pending or processing) its stock no longer covers, after a stock file or a
 * line list lowered the stock on hand: for staff, who decide what to cut. Orders are served in the
 * order they were submitted, so the latest ones are the short ones.
 */
export type OrderShortOfStock = {
  orderId: number;
  lineListId: number;
  status: 'pending' | 'processing';
  storeName: string;
  poNumber: string | null;
  submittedAt: string | null;
  /** Its lines the stock does not cover in full: `covered` of `quantity` units can still be filled. */
  lines: { sku: string; modelCode: string; size: string; quantity: number; covered: number }[];
};
