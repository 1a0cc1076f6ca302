import { Hono } from 'hono';
import {
  portalCatalogParamsSchema,
  portalItemParamsSchema,
  portalPreviewQuerySchema,
  portalStoreParamsSchema,
} from '@lineup/contracts/portal';
import { portalMessages } from '@lineup/contracts/portal-messages';
import type { PortalEnv } from '@lineup/server-kit/api-areas';
import { ok, okCached, validate } from '@lineup/server-kit/http';
import type { ReadCache } from '@lineup/server-kit/read-cache';
import type { CustomerDirectory, DirectoryStore } from '@lineup/users/directories';
import type { PimDb } from '../../../db/database';
import type { OrderStoreDirectory } from '../../orders/domain/order-store-directory';
import type { OrderStatusListener } from '../../orders/domain/orders-workflow';
import { portalOrderRoutes } from './orders-routes';
import { catalogDetail, catalogItem, storeCatalogs } from '../domain/portal-catalogs';
import { callerStore, portalSession, requireSegments } from '../domain/portal-stores';

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
    .get('/me', validate('query', portalPreviewQuerySchema, invalid), async (c) =>
      ok(c, await portalSession({ db, customers }, c.get('portalCaller'))),
    )
    .get(
      '/stores/:storeId/catalogs',
      validate('param', portalStoreParamsSchema, invalid),
      validate('query', portalPreviewQuerySchema, invalid),
      async (c) => {
        const segments = requireSegments(await storeOf(c.get('portalCaller'), c.req.valid('param').storeId));
        return okCached(c, cache, `portal-catalogs:${segmentsKey(segments)}`, async () => ({
          data: await storeCatalogs(db, segments),
        }));
      },
    )
    .get(
      '/stores/:storeId/catalogs/:lineListId',
      validate('param', portalCatalogParamsSchema, invalid),
      validate('query', portalPreviewQuerySchema, invalid),
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
      validate('param', portalItemParamsSchema, invalid),
      validate('query', portalPreviewQuerySchema, invalid),
      async (c) => {
        const { storeId, lineListId, modelCode } = c.req.valid('param');
        const segments = requireSegments(await storeOf(c.get('portalCaller'), storeId));
        return ok(c, await catalogItem(db, segments, lineListId, modelCode));
      },
    )
    .route('/', portalOrderRoutes({ db, customers, orders, onOrderStatus }));
}
