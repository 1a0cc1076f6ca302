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
};
