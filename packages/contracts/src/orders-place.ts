import { z } from 'zod';
import { checkoutFieldsSchema } from './order-checkout';
import { ruleOverrideReasonSchema } from './order-rules';
import { orderAddItemsSchema, orderIdSchema, orderIdStringSchema } from './orders';
import { shipToAddressIdSchema } from './orders-ship-to';
import { portalCatalogSchema } from './portal';

/**
 * Staff's New Order (PIM service, back office, staff tokens only): an order for a store, placed
 * and submitted at once. It never goes through the store's drafts (the cart its buyers fill in the
 * customer portal), which stay as they are.
 *
 *   GET  /api/orders/stores/{storeId}/catalogs                            PortalCatalog[]  newest first
 *   GET  /api/orders/stores/{storeId}/catalogs/{lineListId}/items?search  PlaceOrderItems  with SKUs
 *   GET  /api/orders/stores/{storeId}/ship-to                             ShipToChoice     its shipping addresses
 *   POST /api/orders/place {storeId, lineListId, items, shipToAddressId?} OrderDetail      201, Pending
 *
 * The store must be active, of an active organization. The catalogs are the ones the store sees
 * in the portal: a published line list of a brand of its focus, the items sorted into the store's
 * segment for that brand. Lines are priced as every order's (the brand's wholesale percent, less
 * the organization's discount for the brand) and the order is Pending, its status event by the
 * staff user who placed it.
 */

/** Items one search answers at most: the dialog asks again as the search narrows. */
export const PLACE_ORDER_ITEMS_LIMIT = 20;
/** Longest item search: part of a model code, silhouette or color. */
export const PLACE_ORDER_SEARCH_MAX_LENGTH = 100;

export const placeOrderStoreParamsSchema = z.object({ storeId: z.uuid() });
export const placeOrderCatalogParamsSchema = placeOrderStoreParamsSchema.extend({ lineListId: orderIdStringSchema });

/** GET …/items: the catalog's items whose model code, silhouette or color holds `search` (any case). */
export const placeOrderItemsQuerySchema = z.strictObject({
  search: z.string().trim().max(PLACE_ORDER_SEARCH_MAX_LENGTH).optional(),
});

/** GET …/catalogs: the catalogs the store sees, as its portal lists them. */
export const placeOrderCatalogsSchema = z.array(portalCatalogSchema);

export const placeOrderItemSchema = z.object({
  modelCode: z.string(),
  silhouette: z.string(),
  color: z.string(),
  /** Decimal string with two places; null when the line list gave none (such an item cannot be ordered). */
  msrp: z.string().nullable(),
  /** One per size, in the line list's order. */
  skus: z.array(z.object({ sku: z.string(), size: z.string() })),
});
export type PlaceOrderItem = z.infer<typeof placeOrderItemSchema>;

/** The first PLACE_ORDER_ITEMS_LIMIT matching items in the line list's order, and how many match. */
export const placeOrderItemsSchema = z.object({
  items: z.array(placeOrderItemSchema),
  total: z.number(),
});
export type PlaceOrderItems = z.infer<typeof placeOrderItemsSchema>;

/**
 * POST /api/orders/place: SKUs of one catalog the store sees, with their quantities (whole numbers
 * from 1; a SKU named twice is ordered once with the quantities added), and the store's shipping
 * address the order ships to (orders-ship-to.ts).
 */
export const placeOrderRequestSchema = z.strictObject({
  storeId: z.uuid(),
  lineListId: orderIdSchema,
  items: orderAddItemsSchema,
  shipToAddressId: shipToAddressIdSchema.optional(),
  ...checkoutFieldsSchema.shape,
  /** Staff may place an order that breaks the brand's order rules (order-rules.ts), saying why. */
  ruleOverrideReason: ruleOverrideReasonSchema.optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/** The answers of these calls (worded by us, in the tone of the order API's). */
export const orderPlaceMessages = {
  catalogsListed: 'Catalogs loaded',
  itemsListed: 'Items loaded',
  orderPlaced: (id: number, store: string) => `Order #${id} placed for ${store}`,
  catalogNotVisible: 'This store does not see this catalog, so it cannot order from it.',
} as const;
