import { z } from 'zod';
import { ORDER_CATALOG_TYPES } from './constants';
import { orderMessages } from './order-messages';
import { ORDER_SETTABLE_STATUSES, ORDER_STORE_TYPES, SUBMITTED_ORDER_STATUSES } from './order-statuses';
import { ORDER_LIST_DEFAULT_PAGE_SIZE, ORDER_LIST_MAX_PAGE_SIZE, orderIdSchema, orderIdStringSchema } from './orders';
import type { LineListType } from './pim';

/**
 * The back office's order calls (staff tokens only): the lists, one order, the dashboard, the
 * status workflow and the order forms. Drafts are not orders for staff: no list, count or form
 * includes them.
 *
 *   GET  /api/orders/staff?page&pageSize&search&status&catalogType&brandId&storeType&lineListId
 *   GET  /api/orders/dashboard
 *   GET  /api/orders/{orderId}
 *   POST /api/orders/{orderId}/status {status}
 *   POST /api/orders/forms {orderIds}          → one .xlsx, a sheet per order
 */

export type OrderCatalogType = (typeof ORDER_CATALOG_TYPES)[number];

/**
 * An order's catalog type is its line list's type, as the order screens name it. Open Stock is
 * the stock the brand has on hand, which its own-stock line lists carry.
 */
export const LINE_LIST_ORDER_CATALOG_TYPES: Record<LineListType, OrderCatalogType> = {
  'own-stock': 'open-stock',
  'pre-book': 'pre-book',
  'brand-ats': 'brand-ats',
  'future-stock': 'future-stock',
};

/** The line-list types whose orders a catalog type's screen lists. */
export function lineListTypesOf(catalogType: OrderCatalogType): LineListType[] {
  return (Object.keys(LINE_LIST_ORDER_CATALOG_TYPES) as LineListType[]).filter(
    (type) => LINE_LIST_ORDER_CATALOG_TYPES[type] === catalogType,
  );
}

/** Longest search text: an order id, or part of an organization, store or brand name. */
export const ORDER_SEARCH_MAX_LENGTH = 100;

const pageStringSchema = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
    .default(fallback);

/** GET /api/orders/staff: submitted orders newest first, filtered, one page. */
export const staffOrdersQuerySchema = z.strictObject({
  page: pageStringSchema(1_000_000, 1),
  pageSize: pageStringSchema(ORDER_LIST_MAX_PAGE_SIZE, ORDER_LIST_DEFAULT_PAGE_SIZE),
  /** An order id (digits, with or without '#'), or part of the organization's, store's or brand's name. */
  search: z.string().trim().max(ORDER_SEARCH_MAX_LENGTH).optional(),
  status: z.enum(SUBMITTED_ORDER_STATUSES).optional(),
  catalogType: z.enum(ORDER_CATALOG_TYPES).optional(),
  brandId: orderIdStringSchema.optional(),
  /** multi-brand: the Multibrand Orders screen (orders of multi-brand stores). */
  storeType: z.enum(ORDER_STORE_TYPES).optional(),
  /** A catalog card's View Orders: the orders of its line list. */
  lineListId: orderIdStringSchema.optional(),
});
/** What a staff list asks for, as the web sends it (each field a query parameter). */
export type StaffOrdersFilters = Partial<z.output<typeof staffOrdersQuerySchema>>;

export const orderIdParamSchema = z.object({ orderId: orderIdStringSchema });

/** POST /api/orders/{orderId}/status: one step along the workflow, or cancelled. */
export const changeOrderStatusRequestSchema = z.strictObject({ status: z.enum(ORDER_SETTABLE_STATUSES) });
export type ChangeOrderStatusRequest = z.infer<typeof changeOrderStatusRequestSchema>;

/** Orders one Download Forms call may put in its workbook. */
export const ORDER_FORMS_MAX_ORDERS = 100;

/** POST /api/orders/forms: the order forms of the selected orders, one workbook. */
export const orderFormsRequestSchema = z.strictObject({
  orderIds: z
    .array(orderIdSchema)
    .min(1, orderMessages.noOrdersSelected)
    .max(ORDER_FORMS_MAX_ORDERS, orderMessages.tooManyForms(ORDER_FORMS_MAX_ORDERS)),
});

export const ORDER_FORMS_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Orders the dashboard's tables list. */
export const DASHBOARD_TABLE_ROWS = 5;
/** An active customer organization without a submitted order for this many days is inactive. */
export const INACTIVE_ACCOUNT_DAYS = 90;
