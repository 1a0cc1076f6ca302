import { z } from 'zod';
import { lineListIdPathSchema, updateLineListRequestSchema } from '@lineup/contracts/line-list-details';
import {
  brandIdParamSchema,
  brandsListQuerySchema,
  createBrandRequestSchema,
  lineListsQuerySchema,
  updateBrandRequestSchema,
} from '@lineup/contracts/pim';
import {
  brandSchema,
  deletedIdSchema,
  lineListSchema,
  lineListWithCatalogInfoSchema,
} from '@lineup/contracts/pim-responses';
import { buildOpenApiDocument, type RouteDoc, type RouteDocs } from '@lineup/server-kit/openapi';
import { catalogRouteDocs } from './catalog-route-docs';
import { importFormatRouteDocs } from './import-format-route-docs';
import { itemRouteDocs } from './item-route-docs';
import { orderRouteDocs } from './order-route-docs';
import { portalRouteDocs } from './portal-route-docs';

const brands = (doc: Omit<RouteDoc, 'tag'>): RouteDoc => ({ tag: 'Brands', ...doc });
const lineLists = (doc: Omit<RouteDoc, 'tag'>): RouteDoc => ({ tag: 'Line lists', ...doc });

/**
 * Every PIM API route by method and registered path, with the contract schemas it reads and
 * answers. The OpenAPI document is generated from this map, and a test fails when the app has a
 * route that is not here (or this names one the app does not have).
 */
export const pimRouteDocs: RouteDocs = {
  'GET /api/brands': brands({ summary: 'The brands', query: brandsListQuerySchema, data: z.array(brandSchema) }),
  'GET /api/brands/:brandId': brands({ summary: 'One brand', params: brandIdParamSchema, data: brandSchema }),
  'POST /api/brands': brands({
    summary: 'Creates a brand',
    body: createBrandRequestSchema,
    data: brandSchema,
    status: 201,
    errors: [409],
  }),
  'PUT /api/brands/:brandId': brands({
    summary: 'Changes a brand (the fields given, at least one)',
    params: brandIdParamSchema,
    body: updateBrandRequestSchema,
    data: brandSchema,
    errors: [409],
  }),
  'DELETE /api/brands/:brandId': brands({
    summary: 'Deletes a brand that has no line lists',
    params: brandIdParamSchema,
    data: deletedIdSchema,
    errors: [409],
  }),
  'GET /api/line-lists': lineLists({
    summary: 'Line lists, filtered (staged ones only when asked); paginated when a page is asked',
    query: lineListsQuerySchema,
    data: z.array(lineListSchema),
  }),
  'GET /api/line-lists/with-catalogs-info': lineLists({
    summary: 'Line lists with their item counts per catalog',
    query: lineListsQuerySchema,
    data: z.array(lineListWithCatalogInfoSchema),
  }),
  'PUT /api/line-lists/:lineListId': lineLists({
    summary: "Changes a line list's name, description and dates",
    params: lineListIdPathSchema,
    body: updateLineListRequestSchema,
    data: lineListSchema,
  }),
  ...importFormatRouteDocs,
  ...catalogRouteDocs,
  ...itemRouteDocs,
  ...portalRouteDocs,
  ...orderRouteDocs,
};

/** The PIM's OpenAPI 3.1 document. */
export function pimOpenApiDocument() {
  return buildOpenApiDocument(
    {
      title: 'Lineup PIM API',
      version: '1',
      description:
        "Brands, line lists, catalogs, uploads, items and orders for staff, and the customer portal's catalogs (/api/portal: a customer's token, or a staff token previewing one store with previewStoreId). Every call needs a bearer access token and answers `{ success, message, data, pagination? }`; a failure answers `{ success: false, message }`.",
    },
    pimRouteDocs,
  );
}
