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
import { portalMessages } from '@lineup/contracts/portal-messages';
import type { PortalEnv } from '@lineup/server-kit/api-areas';
import { ok, okCached } from '@lineup/server-kit/http';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import type { ReadCache } from '@lineup/server-kit/read-cache';
import type { CustomerDirectory, DirectoryStore } from '@lineup/users/directories';
import { Hono } from 'hono';
import { z } from 'zod';
import type { PimDb } from '../../../db/database';
import { catalogDetail, catalogItem, storeCatalogs } from '../../catalogs/domain/store-catalogs';
import type { OrderStoreDirectory } from '../../orders/domain/order-store-directory';
import type { OrderStatusListener } from '../../orders/domain/orders-workflow';
import { callerStore, portalSession, requireSegments } from '../domain/portal-stores';
import { portalOrderRoutes } from './orders-routes';

export type PortalDeps = {
  db: PimDb;
  customers: CustomerDirectory;
  /** Answers that depend only on a line list and the segments asked (never on who asks). */
  cache: ReadCache;
  /** The stores orders are placed for, with their organizations' discounts (users' data). */
  orders: OrderStoreDirectory;
  /** Hears of each order a store submits (the order e-mails). */
  onOrderStatus: OrderStatusListener;
};

const invalid = portalMessages.wrongParameters;
/**
 * The customer portal's calls: a customer's portal token (audience /api/portal), or a staff token
 * with `previewStoreId` (read-only). A store's catalog calls answer 409 while it has no segments.
 */
const portalRoute = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Customer portal', ...doc });

/** Stores with the same segments see the same catalogs: the cached answers are keyed by them. */
const segmentsKey = (segments: DirectoryStore['segments']) =>
  segments.map(({ brandId, catalogSegment }) => `${brandId}=${catalogSegment}`).join(',');

/**
 * /api/portal: the customer portal's reads. The area guard has set `portalCaller` (a customer, or
 * staff previewing one store); each call first finds the store among the caller's (404 otherwise),
 * then answers from the catalogs its segments show. The store's cart and orders: orders-routes.ts.
 */
export function portalRoutes(deps: PortalDeps) {
  const { db, customers, cache, orders, onOrderStatus } = deps;
  const storeOf = (caller: PortalEnv['Variables']['portalCaller'], storeId: string) =>
    callerStore(customers, caller, storeId);
  return new Hono<PortalEnv>()
    .get(
      '/me',
      portalRoute({
        summary:
          'The signed-in customer, their organization and the stores they buy for (a preview: the store previewed)',
        data: portalSessionSchema,
      }),
      validateInput('query', portalPreviewQuerySchema, invalid),
      async (c) => ok(c, await portalSession({ db, customers, orders }, c.get('portalCaller'))),
    )
    .get(
      '/stores/:storeId/catalogs',
      portalRoute({
        summary: "The store's catalogs: published line lists of its brands seen through its segments, newest first",
        data: z.array(portalCatalogSchema),
        errors: [409],
      }),
      validateInput('param', portalStoreParamsSchema, invalid),
      validateInput('query', portalPreviewQuerySchema, invalid),
      async (c) => {
        const segments = requireSegments(await storeOf(c.get('portalCaller'), c.req.valid('param').storeId));
        return okCached(c, cache, `portal-catalogs:${segmentsKey(segments)}`, async () => ({
          data: await storeCatalogs(db, segments),
        }));
      },
    )
    .get(
      '/stores/:storeId/catalogs/:lineListId',
      portalRoute({
        summary: 'One catalog of the store with every item',
        data: portalCatalogDetailSchema,
        errors: [409],
      }),
      validateInput('param', portalCatalogParamsSchema, invalid),
      validateInput('query', portalPreviewQuerySchema, invalid),
      async (c) => {
        const { storeId, lineListId } = c.req.valid('param');
        const segments = requireSegments(await storeOf(c.get('portalCaller'), storeId));
        return okCached(c, cache, `portal-catalog:${lineListId}:${segmentsKey(segments)}`, async () => ({
          data: await catalogDetail(db, segments, lineListId),
        }));
      },
    )
    .get(
      '/stores/:storeId/catalogs/:lineListId/items/:modelCode',
      portalRoute({
        summary: 'One item of a catalog of the store: its sizes, images and attributes',
        data: portalItemSchema,
        errors: [409],
      }),
      validateInput('param', portalItemParamsSchema, invalid),
      validateInput('query', portalPreviewQuerySchema, invalid),
      async (c) => {
        const { storeId, lineListId, modelCode } = c.req.valid('param');
        const segments = requireSegments(await storeOf(c.get('portalCaller'), storeId));
        return ok(c, await catalogItem(db, segments, lineListId, modelCode));
      },
    )
    .route('/', portalOrderRoutes({ db, customers, orders, onOrderStatus }));
}
