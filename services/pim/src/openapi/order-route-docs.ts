import { z } from 'zod';
import {
  changeOrderItemQuantityRequestSchema,
  deleteOrderItemQuerySchema,
  ordersRequestSchema,
  replicateOrderRequestSchema,
  submitOrderRequestSchema,
} from '@lineup/contracts/orders';
import {
  orderDetailSchema,
  orderSchema,
  ordersAnswerSchema,
  ordersDashboardSchema,
  staffOrderRowSchema,
} from '@lineup/contracts/orders-responses';
import {
  changeOrderStatusRequestSchema,
  ORDER_FORMS_MEDIA_TYPE,
  orderFormsRequestSchema,
  orderIdParamSchema,
  staffOrdersQuerySchema,
} from '@lineup/contracts/orders-staff';
import {
  placeOrderCatalogParamsSchema,
  placeOrderCatalogsSchema,
  placeOrderItemsQuerySchema,
  placeOrderItemsSchema,
  placeOrderRequestSchema,
  placeOrderStoreParamsSchema,
} from '@lineup/contracts/orders-place';
import { shipToChoiceSchema } from '@lineup/contracts/orders-ship-to';
import type { RouteDoc, RouteDocs } from '@lineup/server-kit/openapi';

const orders = (doc: Omit<RouteDoc, 'tag'>): RouteDoc => ({ tag: 'Orders', errors: [404, 409], ...doc });
const staff = (doc: Omit<RouteDoc, 'tag'>): RouteDoc => ({ tag: 'Orders (back office)', ...doc });

/**
 * The order calls: the general ones (contracts' orders.ts: staff act for any store) and the back
 * office screens' (orders-staff.ts).
 */
export const orderRouteDocs: RouteDocs = {
  'POST /api/orders': orders({
    summary: "action 'list': an organization's orders (paginated); action 'add': adds SKUs to a store's draft",
    body: ordersRequestSchema,
    data: ordersAnswerSchema,
  }),
  'POST /api/orders/submit': orders({
    summary: "Submits a draft, shipping to the store's address named",
    body: submitOrderRequestSchema,
    data: orderSchema,
  }),
  'DELETE /api/orders/item': orders({
    summary: 'Removes a line from a draft',
    query: deleteOrderItemQuerySchema,
    data: orderSchema,
  }),
  'PATCH /api/orders/change-item-quantity': orders({
    summary: "Sets a draft line's quantity",
    body: changeOrderItemQuantityRequestSchema,
    data: orderSchema,
  }),
  'POST /api/orders/replicate': orders({
    summary: "Copies an order's lines into a new draft",
    body: replicateOrderRequestSchema,
    data: orderSchema,
    status: 201,
  }),
  'GET /api/orders/staff': staff({
    summary: 'Submitted orders, newest first: searched, filtered, one page',
    query: staffOrdersQuerySchema,
    data: z.array(staffOrderRowSchema),
    paginated: true,
  }),
  'GET /api/orders/dashboard': staff({
    summary: "This month's order figures against last month's, last orders, top customers, most units sold",
    data: ordersDashboardSchema,
  }),
  'GET /api/orders/:orderId{[0-9]+}': staff({
    summary: 'One order: lines by item and color, totals, store, addresses, timeline',
    params: orderIdParamSchema,
    data: orderDetailSchema,
  }),
  'POST /api/orders/:orderId{[0-9]+}/status': staff({
    summary: 'Moves a submitted order one step along its workflow, or cancels it',
    params: orderIdParamSchema,
    body: changeOrderStatusRequestSchema,
    data: orderDetailSchema,
    errors: [409],
  }),
  'POST /api/orders/forms': staff({
    summary: 'The order forms of the selected orders: one .xlsx workbook, a sheet per order',
    body: orderFormsRequestSchema,
    file: ORDER_FORMS_MEDIA_TYPE,
    errors: [404],
  }),
  'GET /api/orders/stores/:storeId/catalogs': staff({
    summary: 'New Order: the catalogs a store sees, newest first',
    params: placeOrderStoreParamsSchema,
    data: placeOrderCatalogsSchema,
    errors: [409],
  }),
  'GET /api/orders/stores/:storeId/catalogs/:lineListId/items': staff({
    summary: "New Order: a catalog's items matching a search, with their SKUs",
    params: placeOrderCatalogParamsSchema,
    query: placeOrderItemsQuerySchema,
    data: placeOrderItemsSchema,
    errors: [409],
  }),
  'GET /api/orders/stores/:storeId/ship-to': staff({
    summary: "New Order: the store's shipping addresses the order may ship to; with none, why it cannot order",
    params: placeOrderStoreParamsSchema,
    data: shipToChoiceSchema,
    errors: [409],
  }),
  'POST /api/orders/place': staff({
    summary:
      "New Order: places a store's order of one catalog, Pending at once (the store's drafts are left as they are)",
    body: placeOrderRequestSchema,
    data: orderDetailSchema,
    status: 201,
    errors: [404, 409],
  }),
};
