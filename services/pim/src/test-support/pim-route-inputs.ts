import {
  addItemsRequestSchema,
  addItemsToRequestSchema,
  copyItemsRequestSchema,
  copyItemsToRequestSchema,
  lineListIdBodySchema,
  moveItemsRequestSchema,
  populatedParamSchema,
  removeItemsRequestSchema,
} from '@lineup/contracts/catalogs';
import { restoreItemsRequestSchema } from '@lineup/contracts/catalogs-restore';
import { lineListIdPathSchema, updateLineListRequestSchema } from '@lineup/contracts/line-list-details';
import {
  changeOrderItemQuantityRequestSchema,
  deleteOrderItemQuerySchema,
  ordersRequestSchema,
  replicateOrderRequestSchema,
  submitOrderRequestSchema,
} from '@lineup/contracts/orders';
import {
  brandIdParamSchema,
  brandsListQuerySchema,
  createBrandRequestSchema,
  lineListsQuerySchema,
  publishCatalogRequestSchema,
  updateBrandRequestSchema,
} from '@lineup/contracts/pim';
import {
  addPreviewItemRequestSchema,
  createItemRequestSchema,
  itemIdParamSchema,
  itemsByTypeRequestSchema,
  itemsQuerySchema,
  lineListIdParamSchema,
  openStockQuerySchema,
  populatedParentsQuerySchema,
  presignedUploadRequestSchema,
  processOpenStockRequestSchema,
  processUploadRequestSchema,
  updateItemRequestSchema,
  updatePreviewDatesRequestSchema,
} from '@lineup/contracts/uploads';
import type { RouteInputs } from '@lineup/server-kit/test-support/route-fuzz';

const catalogs = '/api/crocs/catalogs';
const itemsByType = { body: itemsByTypeRequestSchema };

/**
 * What each PIM API route reads, from the contract schemas, by method and registered path. The
 * fuzz test fails on a route missing here, so a new route gets fuzzed from its first day.
 */
export const pimRouteInputs: Record<string, RouteInputs> = {
  'GET /api/brands': { query: brandsListQuerySchema },
  'GET /api/brands/:brandId': { params: brandIdParamSchema },
  'POST /api/brands': { body: createBrandRequestSchema },
  'PUT /api/brands/:brandId': { params: brandIdParamSchema, body: updateBrandRequestSchema },
  'DELETE /api/brands/:brandId': { params: brandIdParamSchema },
  'GET /api/line-lists/with-catalogs-info': { query: lineListsQuerySchema },
  'GET /api/line-lists': { query: lineListsQuerySchema },
  'PUT /api/line-lists/:lineListId': { params: lineListIdPathSchema, body: updateLineListRequestSchema },
  [`GET ${catalogs}/latest`]: {},
  [`GET ${catalogs}/populated/:lineListId`]: { params: populatedParamSchema },
  [`POST ${catalogs}/create`]: { body: lineListIdBodySchema },
  [`POST ${catalogs}/add-items`]: { body: addItemsRequestSchema },
  [`POST ${catalogs}/copy-items`]: { body: copyItemsRequestSchema },
  [`POST ${catalogs}/move-items`]: { body: moveItemsRequestSchema },
  [`DELETE ${catalogs}/remove-items`]: { body: removeItemsRequestSchema },
  [`POST ${catalogs}/copy-items-to`]: { body: copyItemsToRequestSchema },
  [`POST ${catalogs}/add-items-to`]: { body: addItemsToRequestSchema },
  [`POST ${catalogs}/restore-items`]: { body: restoreItemsRequestSchema },
  [`GET ${catalogs}/publish-summary/:lineListId`]: { params: populatedParamSchema },
  [`POST ${catalogs}/save`]: { body: lineListIdBodySchema },
  [`POST ${catalogs}/publish`]: { body: publishCatalogRequestSchema },
  // The upload calls: no stored file matches a drawn key, so processing answers 404 (the
  // pipeline's own tests upload real files); the address call stores metadata in the test's folder.
  'POST /api/uploads/get-presigned-upload-url': { body: presignedUploadRequestSchema },
  'POST /api/uploads/process': { body: processUploadRequestSchema },
  'POST /api/uploads/open-stock/process': { body: processOpenStockRequestSchema },
  'GET /api/crocs/preview/:lineListId': { params: lineListIdParamSchema },
  'PATCH /api/crocs/preview/:lineListId': { params: lineListIdParamSchema, body: updatePreviewDatesRequestSchema },
  'POST /api/crocs/preview/:lineListId/items': { params: lineListIdParamSchema, body: addPreviewItemRequestSchema },
  'POST /api/crocs/preview/:lineListId/save': { params: lineListIdParamSchema },
  'DELETE /api/crocs/discard-uploaded-data/:lineListId': { params: lineListIdParamSchema },
  'GET /api/crocs/items': { query: itemsQuerySchema },
  'GET /api/crocs/pre-book/populated-parent-items': { query: populatedParentsQuerySchema },
  'POST /api/crocs': { body: createItemRequestSchema },
  'PUT /api/crocs/:itemId{[0-9]+}': { params: itemIdParamSchema, body: updateItemRequestSchema },
  'DELETE /api/crocs/:itemId{[0-9]+}': { params: itemIdParamSchema },
  'POST /api/items/pre-order': itemsByType,
  'POST /api/items/own-stock': itemsByType,
  'POST /api/items/brand-ats': itemsByType,
  'GET /api/open-stock': { query: openStockQuerySchema },
  'POST /api/orders': { body: ordersRequestSchema },
  'POST /api/orders/submit': { body: submitOrderRequestSchema },
  'DELETE /api/orders/item': { query: deleteOrderItemQuerySchema },
  'PATCH /api/orders/change-item-quantity': { body: changeOrderItemQuantityRequestSchema },
  'POST /api/orders/replicate': { body: replicateOrderRequestSchema },
};
