import { z } from 'zod';
import { deliveryWindowSchema } from './delivery-windows';
import { checkoutFieldsSchema } from './order-checkout';
import { brandOrderRulesAnswerSchema } from './order-rules';
import { ORDER_STATUSES, SUBMITTED_ORDER_STATUSES } from './order-statuses';
import {
  ORDER_LIST_MAX_PAGE_SIZE,
  orderAddItemsSchema,
  orderIdSchema,
  orderIdStringSchema,
  orderQuantitySchema,
} from './orders';
import { orderLineGroupSchema } from './orders-responses';
import { shipToAddressIdSchema, shipToSchema } from './orders-ship-to';
import { portalPreviewQuerySchema, portalStoreParamsSchema } from './portal';

/**
 * The customer portal's ordering calls (PIM service, under /api/portal/stores/{storeId}). The
 * store must be one the caller buys for and the organization is always the token's; a store or
 * order outside them answers 404. A staff preview reads them (GET) and changes nothing.
 *
 *   GET    …/cart                                    PortalDraft[]   the store's drafts (its cart)
 *   POST   …/cart {lineListId, items}                PortalDraft     SKUs of a catalog the store sees
 *   PATCH  …/cart/{orderId}/items/{itemId} {quantity} PortalDraft
 *   DELETE …/cart/{orderId}/items/{itemId}           PortalDraft
 *   GET    …/ship-to                                 ShipToChoice    the store's shipping addresses
 *   POST   …/cart/{orderId}/submit {shipToAddressId?} PortalOrder     the draft becomes Pending
 *   GET    …/orders?page&pageSize                    PortalOrderRow[] submitted orders, newest first
 *   GET    …/orders/{orderId}                        PortalOrder     lines, totals, timeline
 *   POST   …/orders/{orderId}/reorder                PortalDraft     a new draft with the order's lines
 *
 * A store has one draft per catalog (line list), so of one brand. Money values are US dollars,
 * numbers with two decimals, at the store's wholesale prices.
 */

/** Orders per page of the portal's history (the back office's table size). */
export const PORTAL_ORDERS_PAGE_SIZE = 10;

const pageParamSchema = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
    .default(fallback);

export const portalOrderParamsSchema = portalStoreParamsSchema.extend({ orderId: orderIdStringSchema });
export const portalOrderItemParamsSchema = portalOrderParamsSchema.extend({ itemId: orderIdStringSchema });

/** POST …/cart: SKUs of one catalog into the store's draft of it (created when there is none). */
export const portalAddToCartRequestSchema = z.strictObject({
  lineListId: orderIdSchema,
  items: orderAddItemsSchema,
});
export type PortalAddToCartRequest = z.infer<typeof portalAddToCartRequestSchema>;

/** PATCH …/cart/{orderId}/items/{itemId}: the line's new quantity, a whole number from 1. */
export const portalChangeQuantityRequestSchema = z.strictObject({ quantity: orderQuantitySchema });

/**
 * POST …/cart/{orderId}/submit: the store's shipping address the order ships to (one of those
 * GET …/ship-to answers; left out, the store's shipping address when it has exactly one), and the
 * checkout's fields (order-checkout.ts): delivery window, PO number, requested dates, notes.
 */
export const portalSubmitRequestSchema = z.strictObject({
  shipToAddressId: shipToAddressIdSchema.optional(),
  ...checkoutFieldsSchema.shape,
});

/** GET …/orders: one page of the store's submitted orders. */
export const portalOrdersQuerySchema = portalPreviewQuerySchema.extend({
  page: pageParamSchema(1_000_000, 1),
  pageSize: pageParamSchema(ORDER_LIST_MAX_PAGE_SIZE, PORTAL_ORDERS_PAGE_SIZE),
});

const orderHeadSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  brandName: z.string(),
  lineListId: z.number(),
  lineListName: z.string(),
  /** Number of lines (SKUs). */
  itemsCount: z.number(),
  /** Sum of the quantities. */
  unitsCount: z.number(),
  /** Sum of the line totals at the store's wholesale prices. */
  total: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A draft of the store: its lines grouped by item and color (each size a line, with its itemId). */
export const portalDraftSchema = orderHeadSchema.extend({
  /** The catalog's deadline for orders ('YYYY-MM-DD'), or null: past it, the draft can no longer be submitted. */
  deadline: z.string().nullable(),
  /** The brand's order rules (order-rules.ts): the cart shows what the draft is missing before submit. */
  orderRules: brandOrderRulesAnswerSchema,
  /** The catalog's delivery windows to choose from at checkout (delivery-windows.ts). */
  deliveryWindows: z.array(deliveryWindowSchema),
  /** The order this draft was copied from (Reorder), if any. */
  replicatedFromOrderId: z.number().nullable(),
  groups: z.array(orderLineGroupSchema),
});
export type PortalDraft = z.infer<typeof portalDraftSchema>;

/** A submitted order in the store's history. */
export const portalOrderRowSchema = orderHeadSchema.extend({
  status: z.enum(SUBMITTED_ORDER_STATUSES),
  submittedAt: z.string(),
});
export type PortalOrderRow = z.infer<typeof portalOrderRowSchema>;

/** One order of the store with its lines and its statuses so far (oldest first). */
export const portalOrderSchema = orderHeadSchema.extend({
  /** The catalog's deadline for orders ('YYYY-MM-DD'), or null: past it, the order cannot be repeated. */
  deadline: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  submittedAt: z.string().nullable(),
  replicatedFromOrderId: z.number().nullable(),
  /** Where the order ships, copied at submit; null for orders submitted before a ship-to was chosen. */
  shipTo: shipToSchema.nullable(),
  /** The checkout's fields (order-checkout.ts): null where none was given. */
  deliveryWindow: deliveryWindowSchema.nullable(),
  poNumber: z.string().nullable(),
  requestedShipDate: z.string().nullable(),
  requestedCancelDate: z.string().nullable(),
  notes: z.string().nullable(),
  groups: z.array(orderLineGroupSchema),
  timeline: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
});
export type PortalOrder = z.infer<typeof portalOrderSchema>;
