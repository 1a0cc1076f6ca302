import {
  LINE_SHEET_MEDIA_TYPE,
  lineSheetMessages,
  lineSheetParamsSchema,
  lineSheetQuerySchema,
  portalLineSheetParamsSchema,
  portalLineSheetQuerySchema,
} from '@lineup/contracts/line-sheets';
import { portalMessages } from '@lineup/contracts/portal-messages';
import type { PortalEnv } from '@lineup/server-kit/api-areas';
import type { AppEnv } from '@lineup/server-kit/http-types';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import type { CustomerDirectory } from '@lineup/users/directories';
import { type Context, Hono } from 'hono';
import type { PimDb } from '../../../db/database';
import type { ObjectStorage } from '../../../storage/storage';
import type { OrderStoreDirectory } from '../../orders/domain/order-store-directory';
import { callerStore, requireSegments } from '../../portal/domain/portal-stores';
import { type LineSheet, portalLineSheet, staffLineSheet } from '../domain/line-sheet-source';
import { lineSheetStream } from '../domain/line-sheet-stream';

export type LineSheetDeps = {
  db: PimDb;
  /** Where the items' pictures are stored. */
  storage: ObjectStorage;
  /** The stores and their organizations' discounts (users' data). */
  orders: OrderStoreDirectory;
};

/**
 * The PDF as the answer, streamed as it is drawn: every refusal (400, 404, 409) is decided before
 * the first byte, so a refusal is still the envelope. A line sheet shows one store's prices: no
 * shared cache keeps it.
 */
function pdfAnswer(c: Context, deps: LineSheetDeps, sheet: LineSheet) {
  return c.body(lineSheetStream(deps, sheet), 200, {
    'content-type': LINE_SHEET_MEDIA_TYPE,
    'content-disposition': `attachment; filename="${sheet.fileName}"`,
    'cache-control': 'private, no-store',
  });
}

/** /api/line-sheets: the back office's line sheets of any catalog, at the brand's or a store's price. */
export function lineSheetRoutes(deps: LineSheetDeps) {
  const { db, orders } = deps;
  const invalid = lineSheetMessages.wrongParameters;
  return new Hono<AppEnv>().get(
    '/line-lists/:lineListId',
    describeRoute({
      tag: 'Line sheets',
      summary:
        "The line sheet (PDF) of one catalog of a sorted or published line list: cover, then each style with its picture and prices; with storeId, at that store's wholesale price",
      file: LINE_SHEET_MEDIA_TYPE,
      errors: [404, 409],
    }),
    validateInput('param', lineSheetParamsSchema, invalid),
    validateInput('query', lineSheetQuerySchema, invalid),
    async (c) => {
      const sheet = await staffLineSheet(db, orders, { ...c.req.valid('param'), ...c.req.valid('query') });
      return pdfAnswer(c, deps, sheet);
    },
  );
}

/**
 * /api/portal/stores/{storeId}/catalogs/{lineListId}/line-sheet: the catalog exactly as the store
 * sees it in the portal, at its own price. A store or catalog the caller does not see answers 404,
 * a store without segments 409, as the portal's other catalog calls do.
 */
export function portalLineSheetRoutes(deps: LineSheetDeps & { customers: CustomerDirectory }) {
  const { db, orders, customers } = deps;
  const invalid = portalMessages.wrongParameters;
  return new Hono<PortalEnv>().get(
    '/stores/:storeId/catalogs/:lineListId/line-sheet',
    describeRoute({
      tag: 'Customer portal',
      summary:
        "One catalog of the store as a line sheet (PDF): cover, then each style with its picture and the store's prices",
      file: LINE_SHEET_MEDIA_TYPE,
      errors: [409],
    }),
    validateInput('param', portalLineSheetParamsSchema, invalid),
    validateInput('query', portalLineSheetQuerySchema, invalid),
    async (c) => {
      const { storeId, lineListId } = c.req.valid('param');
      const store = await callerStore(customers, c.get('portalCaller'), storeId);
      requireSegments(store);
      return pdfAnswer(c, deps, await portalLineSheet(db, orders, store, lineListId));
    },
  );
}
