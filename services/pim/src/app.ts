import { errorMessages } from '@lineup/contracts/messages';
import {
  type LookupPrincipal,
  requireAccessToken,
  type VerifyToken,
  withPrincipals,
} from '@lineup/server-kit/access-token';
import { guardApiAreas } from '@lineup/server-kit/api-areas';
import { apiBodyLimit } from '@lineup/server-kit/body-limit';
import { cacheAnswers, publishWrites } from '@lineup/server-kit/cached-answers';
import { type ChangeNotifier, localChangeNotifier } from '@lineup/server-kit/change-notifier';
import { pingDatabase } from '@lineup/server-kit/db';
import { readConfig } from '@lineup/server-kit/env';
import { installErrorHandling, requestLogging, WRITE_METHODS } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { Logger } from '@lineup/server-kit/logger';
import { API_DOCS_PATH } from '@lineup/server-kit/openapi';
import { createReadCache } from '@lineup/server-kit/read-cache';
import { serviceSecurityHeaders } from '@lineup/server-kit/response-headers';
import type { CustomerDirectory } from '@lineup/users/directories';
import { Hono } from 'hono';
import type { PimDb } from './db/database';
import { brandsRoutes } from './modules/brands/routes/brands';
import {
  CATALOG_ITEM_LIST_BODY_MAX_BYTES,
  catalogItemListCalls,
  catalogsRoutes,
} from './modules/catalogs/routes/catalogs';
import { readPictureJpeg } from './modules/images/domain/item-pictures';
import type { PictureServices } from './modules/images/domain/picture-services';
import { mediaRoutes } from './modules/images/routes/media';
import { picturesRoutes } from './modules/images/routes/pictures';
import { importFormatsRoutes, isImportFormatSampleCall } from './modules/import-formats/routes/import-formats';
import { crocsItemsRoutes, itemsByTypeRoutes, openStockRoutes } from './modules/items/routes/items';
import type { ProcessHooks } from './modules/line-lists/domain/uploads';
import { lineListsRoutes } from './modules/line-lists/routes/line-lists';
import { previewRoutes } from './modules/line-lists/routes/preview';
import { uploadsRoutes } from './modules/line-lists/routes/uploads';
import { lineSheetRoutes, portalLineSheetRoutes } from './modules/line-sheets/routes/line-sheets';
import { noOrderStores, type OrderStoreDirectory } from './modules/orders/domain/order-store-directory';
import { noOrderStatusListener } from './modules/orders/domain/orders-workflow';
import type { OrderMailer } from './modules/orders/mail/order-mailer';
import { orderStatusMails } from './modules/orders/mail/order-status-mails';
import { ordersRoutes } from './modules/orders/routes/orders';
import { placeOrderRoutes } from './modules/orders/routes/orders-place';
import { portalRoutes } from './modules/portal/routes/routes';
import { PIM_DOCS_PATH, pimDocsRoutes } from './openapi/docs-routes';
import { createObjectStorage } from './storage/create-storage';
import type { FilesystemStorage } from './storage/filesystem';
import type { ObjectStorage } from './storage/storage';
import { storageRoutes } from './storage/storage-routes';

export type PimAppDeps = {
  db: PimDb;
  verifyToken: VerifyToken;
  /**
   * Who a token's subject is (users' data): staff, a customer, or nobody any more. Asked at most
   * every 5 s per user, so a deactivated user or organization is refused in every deployment.
   */
  principals: LookupPrincipal;
  /** The stores, segments and accounts the customer portal's answers are scoped by (users' data). */
  customers: CustomerDirectory;
  log: Logger;
  /** The stores orders are placed for, with their organizations (users' data); none: no order can be placed. */
  orderStores?: OrderStoreDirectory;
  /** Uploaded files and metadata; default: createObjectStorage(readConfig()) (S3 if S3_BUCKET, else DATA_DIR/storage). */
  storage?: ObjectStorage;
  /** Progress hooks of the file processing (tests and benchmarks). */
  processHooks?: ProcessHooks;
  /** Tells the other instances on the database about writes (their read caches empty); default: this process only. */
  changes?: ChangeNotifier;
  /** E-mails an order's submit and status changes to its store's people; none: no order e-mail is sent. */
  orderMailer?: OrderMailer;
  /** The image process and the job queue the pictures' uploads use (createPictureServices). */
  pictures: PictureServices;
};

/** How long a cached list is kept; a write anywhere empties it sooner (change notifier). */
const READ_CACHE_TTL_MS = 2000;
/** A cached portal catalog of 5,000 items is about a megabyte: few are kept. */
const PORTAL_CACHE_ENTRIES = 32;

/** The PIM service: brands, line lists, uploads and their preview, items, open stock, catalogs and orders. */
export function createPimApp(deps: PimAppDeps): Hono<AppEnv> {
  const { db, verifyToken, principals, customers, log, storage: given, processHooks } = deps;
  const app = new Hono<AppEnv>();
  const storage = given ?? createObjectStorage(readConfig());
  // The API reference pages (every service's, under API_DOCS_PATH) get the pages' headers.
  app.use(serviceSecurityHeaders(API_DOCS_PATH), requestLogging(log));
  installErrorHandling(app, log, errorMessages.brands[500]);

  app.get('/healthz', async (c) => {
    await pingDatabase(db);
    return c.json({ success: true, message: 'ok', data: { service: 'pim' } });
  });

  // The filesystem driver's presigned PUTs: the signature is the authorization.
  if (storage.kind === 'filesystem') app.route('/storage', storageRoutes(storage as FilesystemStorage));

  // Pictures are loaded by <img>, which sends no token: their random ids are the permission.
  app.route('/media', mediaRoutes(storage));

  // The reference page and OpenAPI document are public: mounted before the token check.
  app.route(PIM_DOCS_PATH, pimDocsRoutes(log, app));
  // Every call: a valid token of someone who may still use the APIs (401), then the area's rule
  // (403): the back office for staff, /api/portal for customers and staff previews.
  app.use('/api/*', requireAccessToken(withPrincipals(verifyToken, principals)), guardApiAreas());
  // JSON bodies: 1 MB, 4 MB for the catalogs' item lists. /storage/* keeps its own signed size.
  const catalogsPath = '/api/crocs/catalogs';
  const larger = catalogItemListCalls.map(({ method, path }) => ({
    method,
    path: `${catalogsPath}${path}`,
    maxBytes: CATALOG_ITEM_LIST_BODY_MAX_BYTES,
  }));
  const bodyLimit = apiBodyLimit({ larger });
  // A sample line list is as large as an upload: its route bounds its own body (UPLOAD_MAX_BYTES).
  app.on(WRITE_METHODS, '/api/*', (c, next) =>
    isImportFormatSampleCall(c.req.method, c.req.path) ? next() : bodyLimit(c, next),
  );
  // Hot lists are answered from a short-lived cache that every write empties: on this instance at
  // once, on the others through the database (docs/decisions/0006-read-cache.md).
  const changes = deps.changes ?? localChangeNotifier();
  const emptiedBy = { changes, topic: 'pim' } as const;
  const readCache = createReadCache({ ttlMs: READ_CACHE_TTL_MS, emptiedBy });
  const portalCache = createReadCache({ ttlMs: READ_CACHE_TTL_MS, maxEntries: PORTAL_CACHE_ENTRIES, emptiedBy });
  app.on(WRITE_METHODS, '/api/*', publishWrites(changes, 'pim'));
  app.use(
    `${catalogsPath}/latest`,
    cacheAnswers(readCache, () => 'catalogs-latest'),
  );
  app.route('/api/brands', brandsRoutes(db, readCache, customers));
  app.route('/api/brands', importFormatsRoutes(db));
  app.route('/api/brands', picturesRoutes({ db, storage, pictures: deps.pictures }));
  app.route('/api/line-lists', lineListsRoutes(db, readCache));
  app.route(catalogsPath, catalogsRoutes(db, log));
  app.route('/api/uploads', uploadsRoutes({ db, storage }, processHooks));
  app.route('/api/crocs', previewRoutes({ db, storage }));
  app.route('/api/crocs', crocsItemsRoutes(db));
  app.route('/api/items', itemsByTypeRoutes(db));
  app.route('/api/open-stock', openStockRoutes(db));
  const orderStores = deps.orderStores ?? noOrderStores;
  const onOrderStatus = deps.orderMailer
    ? orderStatusMails({ db, mailer: deps.orderMailer, orderStores, customers, principals, log })
    : noOrderStatusListener;
  const readThumbnail = (pictureId: string) => readPictureJpeg(storage, pictureId, 'thumb');
  app.route('/api/orders', ordersRoutes(db, orderStores, onOrderStatus, readThumbnail));
  app.route('/api/orders', placeOrderRoutes({ db, orderStores, customers, onStatus: onOrderStatus }));
  app.route('/api/portal', portalRoutes({ db, customers, cache: portalCache, orders: orderStores, onOrderStatus }));
  app.route('/api/line-sheets', lineSheetRoutes({ db, storage, orders: orderStores }));
  app.route('/api/portal', portalLineSheetRoutes({ db, storage, orders: orderStores, customers }));
  return app;
}
