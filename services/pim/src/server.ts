import { getRequestListener } from '@hono/node-server';
import { API_RESOURCE_PATH, PORTAL_API_RESOURCE_PATH } from '@lineup/contracts/constants';
import { createTokenVerifier } from '@lineup/server-kit/access-token';
import { createChangeNotifier } from '@lineup/server-kit/change-notifier';
import { openSqlConnection, runExclusively } from '@lineup/server-kit/db';
import { readConfig } from '@lineup/server-kit/env';
import { createLogger } from '@lineup/server-kit/logger';
import { serveUntilStopped } from '@lineup/server-kit/shutdown';
import { openUserDirectories } from '@lineup/users/directories';
import { createPimApp } from './app';
import { openPimDatabase } from './db/database';
import { seedPim } from './modules/brands/domain/seed';
import { startUploadJanitor } from './modules/line-lists/domain/upload-janitor';
import { cleanUpInterruptedUploads } from './modules/line-lists/domain/uploads';
import { createOrderMailer } from './modules/orders/mail/order-mailer';
import { keepFileReaderReady, stopKeepingFileReaderReady } from './parser/parse-process-launch';
import { createObjectStorage } from './storage/create-storage';

/**
 * Standalone entry of the PIM service (split deployment): PIM_PORT (default 3001), the shared
 * configuration for the rest. `npm start` mounts the same app in the one-process server instead.
 */
const config = readConfig();
const port = config.servicePorts.pim;
const log = createLogger(config.logLevel, 'pim');

const connection = await openSqlConnection({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  pool: config.databasePool,
});
const storage = createObjectStorage(config);
// Instances started together migrate and seed one after the other.
const db = await runExclusively(connection, async () => {
  const db = await openPimDatabase(connection);
  await seedPim(db);
  // Several PIM instances may share the database: leave uploads another instance may still be processing.
  await cleanUpInterruptedUploads(db, storage, { processingGraceMs: 10 * 60 * 1000 });
  return db;
});
// ...and again every 10 minutes while it runs: announced uploads whose file never came go too.
const stopUploadJanitor = startUploadJanitor(
  { db, storage },
  { onError: (error) => log.error({ err: error }, 'upload clean-up failed') },
);

// The PIM answers the back office (tokens for $PUBLIC_URL/api) and the customer portal (tokens for
// $PUBLIC_URL/api/portal).
const verifyToken = createTokenVerifier({
  issuer: `${config.authUrl}/oidc`,
  audience: `${config.publicUrl}${API_RESOURCE_PATH}`,
  portalAudience: `${config.publicUrl}${PORTAL_API_RESOURCE_PATH}`,
  jwks: new URL(`${config.authUrl}/oidc/jwks`),
});
// Who a token's subject is and which stores a customer buys for live in the users schema of the
// same database (a deployment requirement: the PIM and users services share one PostgreSQL). The
// PIM only reads it, through the users service's directories, and never migrates it: the users
// service owns and migrates its schema, so it must have started once before the PIM serves calls.
const directories = await openUserDirectories(connection, { migrate: false });
// Every instance's read caches empty when any instance writes.
const changes = await createChangeNotifier(connection, { log });
const app = createPimApp({
  db,
  verifyToken,
  principals: directories.principals,
  customers: directories.customers,
  orderStores: directories.orderStores,
  log,
  storage,
  changes,
  orderMailer: createOrderMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    portalUrl: `${config.publicUrl}/portal`,
    log,
  }),
});

serveUntilStopped(getRequestListener(app.fetch), {
  port,
  graceMs: config.shutdownGraceMs,
  log,
  onListening: () => {
    log.info({ port }, 'pim service listening');
    // A warmed reading process waits for the next uploaded line list (docs/decisions/0029-warm-reading-process.md).
    void keepFileReaderReady();
  },
  close: async () => {
    stopKeepingFileReaderReady();
    await stopUploadJanitor();
    await changes.close();
    await connection.close();
  },
});
