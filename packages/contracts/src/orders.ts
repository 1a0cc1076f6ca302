import { z } from 'zod';
import type { Picture } from './images';
import { checkoutFieldsSchema } from './order-checkout';
import { orderMessages } from './order-messages';
import { ruleOverrideReasonSchema } from './order-rules';
import { ORDER_STATUSES, type OrderStatus, type OrderStoreType } from './order-statuses';
import { shipToAddressIdSchema } from './orders-ship-to';
import { MAX_SERIAL_ID } from './pim';

/**
 * The order API of the PIM service (/api/orders and its sub-paths).
 *
 * An order belongs to one store of one organization (the users service's UUIDs) and holds SKUs of
 * one saved line list (the catalog it was ordered from), so of one brand. A store has at most one
 * draft per line list: adding items goes to it (creating it when there is none); submitting turns it
 * into a pending order, which staff then move along the workflow. A line's unit price is the MSRP ×
 * the brand's wholesale percent × (1 − the organization's discount for the brand), fixed when added.
 */

/** A line's quantity: a whole number from 1 to this. */
export const ORDER_ITEM_MAX_QUANTITY = 100_000;
/** SKUs one add call may carry. */
export const ORDER_ADD_MAX_ITEMS = 500;
/** Orders per page of the lists (default 10, the tables' page size). */
export const ORDER_LIST_DEFAULT_PAGE_SIZE = 10;
export const ORDER_LIST_MAX_PAGE_SIZE = 100;

/** One line of an order. Money values are numbers with 2 decimals (US dollars). */
export type OrderItem = {
  id: number;
  lineListId: number;
  sku: string;
  modelCode: string;
  silhouette: string;
  color: string;
  size: string;
  quantity: number;
  /** The line list's MSRP of the SKU when it was added to the order. */
  msrp: number;
  /** The price per unit the store pays: the MSRP at the brand's wholesale percent, less the discount. */
  unitPrice: number;
  /** quantity × unitPrice. */
  lineTotal: number;
  /** The item's first picture (null: none yet, the placeholder shows). */
  picture: Picture | null;
};

export type Order = {
  id: number;
  organizationId: string;
  organizationName: string;
  storeId: string;
  storeName: string;
  storeType: OrderStoreType;
  brandId: number;
  brandName: string;
  lineListId: number;
  lineListName: string;
  status: OrderStatus;
  /** The lines, oldest first. */
  items: OrderItem[];
  /** Number of lines. */
  itemsCount: number;
  /** Sum of the quantities. */
  unitsCount: number;
  /** Sum of the line totals. */
  total: number;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  /** The order this draft was replicated from, if any. */
  replicatedFromOrderId: number | null;
};

const uuidSchema = z.uuid();
export const orderIdSchema = z.number().int().min(1).max(MAX_SERIAL_ID);

/** A whole number of at least 1 (and at most ORDER_ITEM_MAX_QUANTITY). */
export const orderQuantitySchema = z
  .number({ error: orderMessages.invalidQuantity })
  .int(orderMessages.invalidQuantity)
  .min(1, orderMessages.invalidQuantity)
  .max(ORDER_ITEM_MAX_QUANTITY, orderMessages.quantityTooLarge(ORDER_ITEM_MAX_QUANTITY));

export const orderSkuSchema = z.string().trim().min(1).max(100);

/** POST /api/orders {action: 'list'}: an organization's orders, newest first, paginated. */
export const listOrdersRequestSchema = z.strictObject({
  action: z.literal('list'),
  organizationId: uuidSchema,
  storeId: uuidSchema.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(ORDER_LIST_MAX_PAGE_SIZE).default(ORDER_LIST_DEFAULT_PAGE_SIZE),
});

/** The SKUs of one add call: 1 to ORDER_ADD_MAX_ITEMS, each with its quantity. */
export const orderAddItemsSchema = z
  .array(z.strictObject({ sku: orderSkuSchema, quantity: orderQuantitySchema }))
  .min(1, orderMessages.noItems)
  .max(ORDER_ADD_MAX_ITEMS, orderMessages.tooManyItems(ORDER_ADD_MAX_ITEMS));

/**
 * POST /api/orders {action: 'add'}: adds SKUs of one saved line list to the store's draft of that
 * line list (created when there is none), or to the draft `orderId` names. A SKU already in the
 * draft gets the quantities added; repeated SKUs in one call too.
 */
export const addOrderItemsRequestSchema = z.strictObject({
  action: z.literal('add'),
  organizationId: uuidSchema,
  storeId: uuidSchema,
  lineListId: orderIdSchema,
  orderId: orderIdSchema.optional(),
  items: orderAddItemsSchema,
});

export const ordersRequestSchema = z.discriminatedUnion('action', [
  listOrdersRequestSchema,
  addOrderItemsRequestSchema,
]);

/**
 * POST /api/orders/submit: the draft becomes pending, shipping to the store's address named
 * (orders-ship-to.ts), with the checkout's fields (order-checkout.ts). Staff may submit a draft
 * that breaks the brand's order rules (order-rules.ts) by giving a reason; a customer's reason is refused.
 */
export const submitOrderRequestSchema = z.strictObject({
  orderId: orderIdSchema,
  shipToAddressId: shipToAddressIdSchema.optional(),
  ...checkoutFieldsSchema.shape,
  ruleOverrideReason: ruleOverrideReasonSchema.optional(),
});

/** DELETE /api/orders/item?orderId=&itemId=: removes a line from a draft. */
export const orderIdStringSchema = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(orderIdSchema);
export const deleteOrderItemQuerySchema = z.object({ orderId: orderIdStringSchema, itemId: orderIdStringSchema });

/** PATCH /api/orders/change-item-quantity: sets a draft line's quantity. */
export const changeOrderItemQuantityRequestSchema = z.strictObject({
  orderId: orderIdSchema,
  itemId: orderIdSchema,
  quantity: orderQuantitySchema,
});

/** POST /api/orders/replicate: copies an order's lines into a new draft of the same store. */
export const replicateOrderRequestSchema = z.strictObject({ orderId: orderIdSchema });
