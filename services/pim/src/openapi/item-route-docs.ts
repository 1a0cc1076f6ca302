import { z } from 'zod';
import {
  addPreviewItemRequestSchema,
  lineListIdParamSchema,
  updatePreviewDatesRequestSchema,
} from '@lineup/contracts/line-list-preview';
import {
  createItemRequestSchema,
  itemIdParamSchema,
  itemsByTypeRequestSchema,
  itemsQuerySchema,
  populatedParentsQuerySchema,
  updateItemRequestSchema,
} from '@lineup/contracts/items';
import {
  openStockQuerySchema,
  presignedUploadRequestSchema,
  processOpenStockRequestSchema,
  processUploadRequestSchema,
} from '@lineup/contracts/uploads';
import { deletedIdSchema, lineListSchema } from '@lineup/contracts/pim-responses';
import {
  discardResponseSchema,
  itemSchema,
  lineListParentItemSchema,
  openStockItemSchema,
  openStockResponseSchema,
  populatedParentsResponseSchema,
  presignedUploadResponseSchema,
  previewParentSchema,
  previewResponseSchema,
  processUploadResponseSchema,
  savePreviewResponseSchema,
} from '@lineup/contracts/uploads-responses';
import type { RouteDoc, RouteDocs } from '@lineup/server-kit/openapi';

const uploads = (doc: Omit<RouteDoc, 'tag'>): RouteDoc => ({ tag: 'Uploads', ...doc });
const preview = (doc: Omit<RouteDoc, 'tag'>): RouteDoc => ({ tag: 'Line-list preview', errors: [409], ...doc });
const items = (doc: Omit<RouteDoc, 'tag'>): RouteDoc => ({ tag: 'Items', ...doc });
const itemsOfType = (kind: string): RouteDoc =>
  items({
    summary: `The parent items of saved ${kind} line lists, newest line list first (paginated)`,
    body: itemsByTypeRequestSchema,
    data: z.array(lineListParentItemSchema),
    paginated: true,
  });

/** Uploading line lists and open stock, the preview of an uploaded line list, the brand's items. */
export const itemRouteDocs: RouteDocs = {
  'POST /api/uploads/get-presigned-upload-url': uploads({
    summary: "An address to PUT a spreadsheet's bytes to, and the metadata stored with it",
    body: presignedUploadRequestSchema,
    data: presignedUploadResponseSchema,
    status: 201,
  }),
  'POST /api/uploads/process': uploads({
    summary: 'Reads an uploaded line-list file into a staged line list to preview',
    body: processUploadRequestSchema,
    data: processUploadResponseSchema,
    status: 201,
    errors: [404, 409],
  }),
  'POST /api/uploads/open-stock/process': uploads({
    summary: "Reads an uploaded open-stock file; replaces the brand's open stock of its stock type",
    body: processOpenStockRequestSchema,
    data: openStockResponseSchema,
    status: 201,
    errors: [404, 409],
  }),
  'GET /api/crocs/preview/:lineListId': preview({
    summary: 'A staged line list, its parent items (new, old or changed) and their counts',
    params: lineListIdParamSchema,
    data: previewResponseSchema,
  }),
  'PATCH /api/crocs/preview/:lineListId': preview({
    summary: "Sets the staged line list's dates",
    params: lineListIdParamSchema,
    body: updatePreviewDatesRequestSchema,
    data: lineListSchema,
  }),
  'POST /api/crocs/preview/:lineListId/items': preview({
    summary: 'Adds a parent item to the staged line list',
    params: lineListIdParamSchema,
    body: addPreviewItemRequestSchema,
    data: previewParentSchema,
    status: 201,
  }),
  'POST /api/crocs/preview/:lineListId/save': preview({
    summary: "Saves the staged line list: its items become the brand's current items",
    params: lineListIdParamSchema,
    data: savePreviewResponseSchema,
  }),
  'DELETE /api/crocs/discard-uploaded-data/:lineListId': preview({
    summary: 'Discards a staged line list, its items and its file',
    params: lineListIdParamSchema,
    data: discardResponseSchema,
  }),
  'GET /api/crocs/items': items({
    summary: "The brand's current items, searchable (paginated)",
    query: itemsQuerySchema,
    data: z.array(itemSchema),
    paginated: true,
  }),
  'GET /api/crocs/pre-book/populated-parent-items': items({
    summary: 'The parent items of a saved pre-book line list (default: the newest of the Crocs brand)',
    query: populatedParentsQuerySchema,
    data: populatedParentsResponseSchema,
  }),
  'POST /api/crocs': items({
    summary: 'Creates an item (default brand: Crocs)',
    body: createItemRequestSchema,
    data: itemSchema,
    status: 201,
    errors: [404, 409],
  }),
  'PUT /api/crocs/:itemId{[0-9]+}': items({
    summary: 'Changes an item',
    params: itemIdParamSchema,
    body: updateItemRequestSchema,
    data: itemSchema,
    errors: [409],
  }),
  'DELETE /api/crocs/:itemId{[0-9]+}': items({
    summary: 'Deletes an item',
    params: itemIdParamSchema,
    data: deletedIdSchema,
  }),
  'POST /api/items/pre-order': itemsOfType('pre-book'),
  'POST /api/items/own-stock': itemsOfType('own-stock'),
  'POST /api/items/brand-ats': itemsOfType('brand-ats'),
  'GET /api/open-stock': items({
    summary: 'The current open stock, by SKU',
    query: openStockQuerySchema,
    data: z.array(openStockItemSchema),
  }),
};
