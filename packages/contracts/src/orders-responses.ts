import { z } from 'zod';
import { ORDER_CATALOG_TYPES } from './constants';
import { deliveryWindowSchema } from './delivery-windows';
import { pictureSchema } from './images';
import { ORDER_STATUSES, ORDER_STORE_TYPES, SUBMITTED_ORDER_STATUSES } from './order-statuses';
import { shipToSchema } from './orders-ship-to';
import { lineListTypes } from './pim';
import { addressSchema } from './users';

/**
 * The `data` the order calls answer, as schemas (the OpenAPI document and the web's development
 * checks read them). orderItemSchema and orderSchema equal the types of the same name in
 * orders.ts (pim-responses.test.ts holds them together); the staff answers' types are inferred here.
 */

export const orderItemSchema = z.object({
  id: z.number(),
  lineListId: z.number(),
  sku: z.string(),
  modelCode: z.string(),
  silhouette: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number(),
  msrp: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  /** The item's first picture (null: none yet, the placeholder shows). */
  picture: pictureSchema.nullable(),
});

const storeTypeSchema = z.enum(ORDER_STORE_TYPES);

export const orderSchema = z.object({
  id: z.number(),
  organizationId: z.string(),
  organizationName: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  storeType: storeTypeSchema,
  brandId: z.number(),
  brandName: z.string(),
  lineListId: z.number(),
  lineListName: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(orderItemSchema),
  itemsCount: z.number(),
  unitsCount: z.number(),
  total: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  replicatedFromOrderId: z.number().nullable(),
});

/** POST /api/orders: the page of orders for 'list' (with pagination), the changed draft for 'add'. */
export const ordersAnswerSchema = z.union([z.array(orderSchema), orderSchema]);

/** One row of the staff lists (no lines: the order page has them). */
export const staffOrderRowSchema = z.object({
  id: z.number(),
  organizationId: z.string(),
  organizationName: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  storeType: storeTypeSchema,
  brandId: z.number(),
  brandName: z.string(),
  lineListId: z.number(),
  lineListName: z.string(),
  catalogType: z.enum(ORDER_CATALOG_TYPES),
  status: z.enum(SUBMITTED_ORDER_STATUSES),
  submittedAt: z.string(),
  unitsCount: z.number(),
  total: z.number(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;

/** The store's main contact when the order was created or submitted. */
/** The store's main contact as the order copied it (orders placed before the last name was copied have none). */
export const orderContactSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().optional(),
});
export type OrderContact = z.infer<typeof orderContactSchema>;

/** One size of an item and color on the order page: a line of the order. */
const orderSizeLineSchema = z.object({
  itemId: z.number(),
  sku: z.string(),
  size: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
});

/** The lines of one item (model code) and color, sizes in the order they were added. */
export const orderLineGroupSchema = z.object({
  modelCode: z.string(),
  silhouette: z.string(),
  color: z.string(),
  msrp: z.number(),
  /** The item's first picture (null: none yet). */
  picture: pictureSchema.nullable(),
  sizes: z.array(orderSizeLineSchema),
  unitsCount: z.number(),
  total: z.number(),
});
export type OrderLineGroup = z.infer<typeof orderLineGroupSchema>;

export const orderStatusEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  /** Who made the change (the users service's id). */
  userId: z.string(),
  at: z.string(),
  /** More to say, if anything: staff overriding the brand's order rules, and why. */
  note: z.string().nullable(),
});
export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;

/** GET /api/orders/{orderId}: the order page. */
export const orderDetailSchema = orderSchema.extend({
  lineListType: z.enum(lineListTypes),
  catalogType: z.enum(ORDER_CATALOG_TYPES),
  addresses: z.array(addressSchema),
  /** Where the order ships, copied at submit; null for orders submitted before a ship-to was chosen. */
  shipTo: shipToSchema.nullable(),
  contact: orderContactSchema.nullable(),
  /** The checkout's fields (order-checkout.ts): null where none was given. */
  deliveryWindow: deliveryWindowSchema.nullable(),
  poNumber: z.string().nullable(),
  requestedShipDate: z.string().nullable(),
  requestedCancelDate: z.string().nullable(),
  notes: z.string().nullable(),
  groups: z.array(orderLineGroupSchema),
  /** Oldest first: submitted (pending), then each change. */
  timeline: z.array(orderStatusEventSchema),
  /** What the status call may set now (empty for drafts, completed and cancelled orders). */
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** A dashboard card: this month's figure and its change from last month (null: nothing last month). */
const dashboardCardSchema = z.object({ value: z.number(), changePercent: z.number().nullable() });
export type DashboardCard = z.infer<typeof dashboardCardSchema>;

export const ordersDashboardSchema = z.object({
  /** The calendar month (UTC) the figures are of, 'YYYY-MM'. */
  month: z.string(),
  totalWhs: dashboardCardSchema,
  monobrandOrders: dashboardCardSchema,
  multibrandOrders: dashboardCardSchema,
  inactiveAccounts: dashboardCardSchema,
  lastOrders: z.array(staffOrderRowSchema),
  topCustomers: z.array(
    z.object({ organizationId: z.string(), organizationName: z.string(), ordersCount: z.number(), total: z.number() }),
  ),
  mostUnitsSold: z.array(
    z.object({
      modelCode: z.string(),
      silhouette: z.string(),
      color: z.string(),
      brandName: z.string(),
      units: z.number(),
    }),
  ),
});
export type OrdersDashboard = z.infer<typeof ordersDashboardSchema>;
