import { z } from 'zod';
import {
  portalCatalogDetailSchema,
  portalCatalogParamsSchema,
  portalCatalogSchema,
  portalItemParamsSchema,
  portalItemSchema,
  portalPreviewQuerySchema,
  portalSessionSchema,
  portalStoreParamsSchema,
} from '@lineup/contracts/portal';
import {
  portalAddToCartRequestSchema,
  portalChangeQuantityRequestSchema,
  portalDraftSchema,
  portalOrderItemParamsSchema,
  portalOrderParamsSchema,
  portalOrderRowSchema,
  portalOrderSchema,
  portalOrdersQuerySchema,
  portalSubmitRequestSchema,
} from '@lineup/contracts/portal-orders';
import { shipToChoiceSchema } from '@lineup/contracts/orders-ship-to';
import type { RouteDoc, RouteDocs } from '@lineup/server-kit/openapi';

/**
 * The customer portal's calls: a customer's portal token (audience /api/portal), or a staff token
 * with `previewStoreId` (read-only). A store's catalog calls answer 409 while it has no segments.
 */
const portal = (doc: Omit<RouteDoc, 'tag' | 'query'>): RouteDoc => ({
  tag: 'Customer portal',
  query: portalPreviewQuerySchema,
  ...doc,
});

/**
 * The store's ordering: customers only for the writes (a preview reads, 403 otherwise). An order
 * of another store answers 404; a change to a submitted order 409.
 */
const ordering = (doc: Omit<RouteDoc, 'tag'>): RouteDoc => ({ tag: 'Customer portal: ordering', ...doc });
const cart = '/api/portal/stores/:storeId/cart';
const orders = '/api/portal/stores/:storeId/orders';

export const portalRouteDocs: RouteDocs = {
  'GET /api/portal/me': portal({
    summary: 'The signed-in customer, their organization and the stores they buy for (a preview: the store previewed)',
    data: portalSessionSchema,
  }),
  'GET /api/portal/stores/:storeId/catalogs': portal({
    summary: "The store's catalogs: published line lists of its brands seen through its segments, newest first",
    params: portalStoreParamsSchema,
    data: z.array(portalCatalogSchema),
    errors: [409],
  }),
  'GET /api/portal/stores/:storeId/catalogs/:lineListId': portal({
    summary: 'One catalog of the store with every item',
    params: portalCatalogParamsSchema,
    data: portalCatalogDetailSchema,
    errors: [409],
  }),
  'GET /api/portal/stores/:storeId/catalogs/:lineListId/items/:modelCode': portal({
    summary: 'One item of a catalog of the store: its sizes, images and attributes',
    params: portalItemParamsSchema,
    data: portalItemSchema,
    errors: [409],
  }),
  [`GET ${cart}`]: ordering({
    summary: "The store's drafts (its cart): lines grouped by item and color, totals at its wholesale prices",
    params: portalStoreParamsSchema,
    query: portalPreviewQuerySchema,
    data: z.array(portalDraftSchema),
  }),
  [`POST ${cart}`]: ordering({
    summary: 'Adds SKUs of a catalog the store sees to its draft of that catalog (created when there is none)',
    params: portalStoreParamsSchema,
    body: portalAddToCartRequestSchema,
    data: portalDraftSchema,
    errors: [409],
  }),
  [`PATCH ${cart}/:orderId/items/:itemId`]: ordering({
    summary: "Sets a draft line's quantity",
    params: portalOrderItemParamsSchema,
    body: portalChangeQuantityRequestSchema,
    data: portalDraftSchema,
    errors: [409],
  }),
  [`DELETE ${cart}/:orderId/items/:itemId`]: ordering({
    summary: 'Removes a line from a draft',
    params: portalOrderItemParamsSchema,
    data: portalDraftSchema,
    errors: [409],
  }),
  'GET /api/portal/stores/:storeId/ship-to': ordering({
    summary: "The store's shipping addresses an order may ship to; with none, why its orders cannot be submitted",
    params: portalStoreParamsSchema,
    query: portalPreviewQuerySchema,
    data: shipToChoiceSchema,
  }),
  [`POST ${cart}/:orderId/submit`]: ordering({
    summary:
      "Submits a draft with at least one line, shipping to the store's address named: it becomes a Pending order",
    params: portalOrderParamsSchema,
    body: portalSubmitRequestSchema,
    data: portalOrderSchema,
    errors: [409],
  }),
  [`GET ${orders}`]: ordering({
    summary: "The store's submitted orders, most recently submitted first, one page",
    params: portalStoreParamsSchema,
    query: portalOrdersQuerySchema,
    data: z.array(portalOrderRowSchema),
    paginated: true,
  }),
  [`GET ${orders}/:orderId`]: ordering({
    summary: 'One order of the store: its lines grouped by item and color, totals and status timeline',
    params: portalOrderParamsSchema,
    query: portalPreviewQuerySchema,
    data: portalOrderSchema,
  }),
  [`POST ${orders}/:orderId/reorder`]: ordering({
    summary: "Copies an order's lines into a new draft at today's prices (lines no longer in the catalog are left out)",
    params: portalOrderParamsSchema,
    data: portalDraftSchema,
    status: 201,
    errors: [409],
  }),
};
