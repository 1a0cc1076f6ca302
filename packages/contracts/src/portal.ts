import { z } from 'zod';
import { CATALOG_SEGMENTS } from './constants';
import { deliveryWindowSchema } from './delivery-windows';
import { pictureSchema } from './images';
import { brandOrderRulesAnswerSchema } from './order-rules';
import { lineListTypes } from './pim';
import { STOCK_DISPLAY_MODES } from './stock';

/**
 * The customer portal's calls (PIM service, under /api/portal). A customer's token scopes every
 * answer to its organization and to the stores the account buys for; a staff token is accepted
 * only to preview one store (`previewStoreId`), read-only. A store, catalog or item the caller
 * may not see answers 404, as if it did not exist.
 *
 *   GET /api/portal/me                                              PortalSession
 *   GET /api/portal/stores/{storeId}/catalogs                       PortalCatalog[] (newest first)
 *   GET /api/portal/stores/{storeId}/catalogs/{lineListId}          PortalCatalogDetail (every item)
 *   GET /api/portal/stores/{storeId}/catalogs/{lineListId}/items/{modelCode}   PortalItem
 *
 * A catalog is a published line list seen through the store's catalog segment for its brand: the
 * items sorted into that segment's catalog type.
 */

/**
 * The query every portal call accepts. Staff previewing a store name it on every call
 * (`GET /api/portal/me?previewStoreId=…`, `GET /api/portal/stores/{id}/catalogs?previewStoreId={id}`):
 * without it a staff token gets 400, and a preview sees that one store only (any other storeId in
 * the path answers 404). Customers leave it out (it is ignored for them).
 */
export const portalPreviewQuerySchema = z.object({ previewStoreId: z.uuid().optional() });

export const portalStoreParamsSchema = z.object({ storeId: z.uuid() });
export const portalCatalogParamsSchema = portalStoreParamsSchema.extend({
  lineListId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const portalItemParamsSchema = portalCatalogParamsSchema.extend({
  modelCode: z.string().min(1).max(200),
});

const catalogSegmentSchema = z.enum(CATALOG_SEGMENTS);

export const portalStoreSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Its organization's name: an account that belongs to several organizations buys for stores of each. */
  organizationName: z.string(),
  /** The city of its shipping (else first) address, to tell stores of one name apart. */
  city: z.string().nullable(),
  logoUrl: z.string(),
  /** Per brand of the store's focus, the catalog segment it sees; brands without one are left out. */
  segments: z.array(
    z.object({
      brandId: z.number(),
      brandName: z.string(),
      catalogSegment: catalogSegmentSchema,
      /** The organization's discount for the brand, in percent (0: none): the store's prices (store-prices.ts). */
      discountPercent: z.number(),
    }),
  ),
});
export type PortalStore = z.infer<typeof portalStoreSchema>;

export const portalSessionSchema = z.object({
  user: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  organization: z.object({ id: z.uuid(), name: z.string() }),
  /** The active stores the account buys for; in a preview, the previewed store only. */
  stores: z.array(portalStoreSchema),
  /** A staff preview: read-only, shown as such. */
  preview: z.boolean(),
});
export type PortalSession = z.infer<typeof portalSessionSchema>;

export const portalCatalogSchema = z.object({
  lineListId: z.number(),
  name: z.string(),
  brandId: z.number(),
  brandName: z.string(),
  lineListType: z.enum(lineListTypes),
  catalogSegment: catalogSegmentSchema,
  season: z.string().nullable(),
  year: z.number().nullable(),
  /** Calendar days 'YYYY-MM-DD'. */
  deadline: z.string().nullable(),
  publishedAt: z.string(),
  itemsCount: z.number(),
  /** The brand's wholesale price rule, in percent of the MSRP (with the segment's discount: the store's price). */
  wholesalePercent: z.number(),
  /** The brand's order rules (order-rules.ts), shown in the size grid and cart and checked at submit. */
  orderRules: brandOrderRulesAnswerSchema,
  /** The periods the catalog ships in (delivery-windows.ts), in the order staff listed them. */
  deliveryWindows: z.array(deliveryWindowSchema),
});
export type PortalCatalog = z.infer<typeof portalCatalogSchema>;

export const portalItemSummarySchema = z.object({
  modelCode: z.string(),
  silhouette: z.string(),
  color: z.string(),
  franchise: z.string().nullable(),
  gender: z.string().nullable(),
  /** Decimal string with two places, e.g. '59.99'; null when the line list gave none. */
  msrp: z.string().nullable(),
  /** The first image address from the line list, or null. */
  imageUrl: z.string().nullable(),
  /** The item's first picture uploaded to the product, or null (then imageUrl, else the placeholder). */
  picture: pictureSchema.nullable(),
  /** Sizes in the line list's order, e.g. ['4', '5', '7.5']. */
  sizes: z.array(z.string()),
});
export type PortalItemSummary = z.infer<typeof portalItemSummarySchema>;

export const portalCatalogDetailSchema = z.object({
  catalog: portalCatalogSchema,
  items: z.array(portalItemSummarySchema),
});
export type PortalCatalogDetail = z.infer<typeof portalCatalogDetailSchema>;

export const portalItemSchema = portalItemSummarySchema.extend({
  catalog: portalCatalogSchema,
  expectedShipDate: z.string().nullable(),
  attributes: z.record(z.string(), z.string()),
  /**
   * Each size's stock left to sell (stock.ts), never below 0; null: no limit (a pre-book catalog, or
   * a size whose stock is not known). Optional in the type only: pages built before stock was shown
   * make items without it, and a missing figure means no limit.
   */
  skus: z.array(z.object({ sku: z.string(), size: z.string(), available: z.number().int().nullable().optional() })),
  /** How the brand shows stock: the figure, or bands (stockLabel). Optional in the type as `available`. */
  stockDisplay: z.enum(STOCK_DISPLAY_MODES).optional(),
  /** Every image of the item's SKUs, without repeats. */
  imageUrls: z.array(z.string()),
  /** Every picture of the item uploaded to the product, by position (shown before imageUrls). */
  pictures: z.array(pictureSchema),
});
export type PortalItem = z.infer<typeof portalItemSchema>;
