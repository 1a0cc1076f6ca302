/**
 * The one-process product (decision 0002): the SPA's static build, the PIM and
 * users APIs and the auth issuer on one port. `npm start` runs this after install, build and
 * migrations; each service also has its own entry point (services/<s>/src/server.ts).
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { Hono } from 'hono';
import { createAuthService } from '@lineup/auth/app';
import { openAuthDatabase } from '@lineup/auth/db/database';
import { createLoginCodeMailer } from '@lineup/auth/mailer';
import { createAuthRequestListener } from '@lineup/auth/node-listener';
import { clientSettingsFor } from '@lineup/auth/oidc/clients';
import { CROCS_BRAND_NAME, PORTAL_API_RESOURCE_PATH } from '@lineup/contracts/constants';
import { createPimApp } from '@lineup/pim/app';
import { openPimDatabase } from '@lineup/pim/db/database';
import { seedDemoCatalogs } from '@lineup/pim/modules/catalogs/domain/catalogs-seed';
import { seedDemoOrders } from '@lineup/pim/modules/orders/domain/orders-seed';
import { createOrderMailer } from '@lineup/pim/modules/orders/mail/order-mailer';
import { listBrands } from '@lineup/pim/modules/brands/domain/brands';
import { seedPim } from '@lineup/pim/modules/brands/domain/seed';
import { startUploadJanitor } from '@lineup/pim/modules/line-lists/domain/upload-janitor';
import { cleanUpInterruptedUploads } from '@lineup/pim/modules/line-lists/domain/uploads';
import { keepFileReaderReady, stopKeepingFileReaderReady } from '@lineup/pim/parser/parse-process-launch';
import { createObjectStorage } from '@lineup/pim/storage/create-storage';
import { createTokenVerifier } from '@lineup/server-kit/access-token';
import { createChangeNotifier } from '@lineup/server-kit/change-notifier';
import { openSqlConnection, runExclusively } from '@lineup/server-kit/db';
import { readConfig } from '@lineup/server-kit/env';
import { securityHeaders } from '@lineup/server-kit/response-headers';
import { createLogger } from '@lineup/server-kit/logger';
import { createDrain, onStopSignals } from '@lineup/server-kit/shutdown';
import { createUsersApp } from '@lineup/users/app';
import { openUsersDatabase } from '@lineup/users/db/database';
import { DEMO_BUYER_EMAILS, seedDemoCustomers } from '@lineup/users/domain/demo-seed';
import { createInvitationMailer } from '@lineup/users/invitations/invitation-mailer';
import { seedUsers } from '@lineup/users/domain/seed';
import { userDirectories } from '@lineup/users/directories';
import { oneProcessTargetOf } from './one-process-routing';
import { redirectToPublicHost } from './public-host';
import { createStaticAssets } from './static-assets';
import { webRuntimeConfig } from './web-runtime-config';
import { CONFIGURATION_ERROR_EXIT_CODE } from './exit-codes.mjs';

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  // A configuration the server cannot run with: `npm start` does not restart it until it changes.
  console.error(`Lineup cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(CONFIGURATION_ERROR_EXIT_CODE);
}
const log = createLogger(config.logLevel, 'lineup');

const connection = await openSqlConnection({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  pool: config.databasePool,
});
const storage = createObjectStorage(config);
// Instances started together on one PostgreSQL database migrate and seed one after the other.
const { usersDb, pimDb, authDb, seeded } = await runExclusively(connection, async () => {
  const usersDb = await openUsersDatabase(connection);
  const pimDb = await openPimDatabase(connection);
  const authDb = await openAuthDatabase(connection);
  const seeded = await seedUsers(usersDb, { email: config.seedAdminEmail });
  await seedPim(pimDb);
  // An upload cut off by a crash leaves no line list, items or stored file behind. On PostgreSQL
  // another instance may be processing an upload right now: only long-abandoned ones go.
  await cleanUpInterruptedUploads(pimDb, storage, config.databaseUrl ? { processingGraceMs: 10 * 60 * 1000 } : {});
  if (config.seedDemoData) {
    // A first start gets two Crocs line lists from samples/ through the real pipeline.
    const brands = await listBrands(pimDb);
    const crocs = brands.find((brand) => brand.name === CROCS_BRAND_NAME);
    if (crocs)
      await seedDemoCatalogs({ db: pimDb, storage }, path.resolve(import.meta.dirname, '../../../samples'), crocs.id);
    // ...and two customer organizations with stores, addresses and accounts.
    await seedDemoCustomers(usersDb, { roleId: seeded.customerRoleId, brands });
    // ...whose buyers place a few orders, some already moved along by the admin.
    await seedDemoOrders({ db: pimDb, directories: userDirectories(usersDb), staffUserId: seeded.adminUserId });
  }
  return { usersDb, pimDb, authDb, seeded };
});
// ...and every 10 minutes while it runs: announced uploads whose file never came go too.
const stopUploadJanitor = startUploadJanitor(
  { db: pimDb, storage },
  { onError: (error) => log.error({ err: error }, 'upload clean-up failed') },
);
// Every instance's read caches empty when any instance writes (docs/decisions/0015-scale-out.md).
const changes = await createChangeNotifier(connection, { log });

const directories = userDirectories(usersDb);
const issuer = `${config.publicUrl}/oidc`;
const apiResource = `${config.publicUrl}/api`;
const auth = await createAuthService({
  db: authDb,
  directory: directories.signIn,
  config: {
    publicUrl: config.publicUrl,
    issuer,
    clients: clientSettingsFor(config.publicUrl),
    trustProxyHops: config.trustProxyHops,
  },
  mailer: createLoginCodeMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
  log,
});
// In one process the APIs verify tokens with the issuer's public keys directly, no HTTP round trip.
const verifyToken = createTokenVerifier({
  issuer,
  audience: apiResource,
  portalAudience: `${config.publicUrl}${PORTAL_API_RESOURCE_PATH}`,
  jwks: await auth.publicJwks(),
});
const pimApp = createPimApp({
  db: pimDb,
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
const invitationMailer = createInvitationMailer({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  portalUrl: `${config.publicUrl}/portal`,
  log,
});
const usersApp = createUsersApp({ db: usersDb, verifyToken, log, invitationMailer, changes });

// In one process the issuer is on PUBLIC_URL, as the token verifier above expects.
const runtimeConfig = webRuntimeConfig(config, config.publicUrl);

/** Everything that is neither the issuer nor an API: health, runtime config and the SPA. */
const web = new Hono();
web.use(
  securityHeaders({
    connectOrigins: config.posthogKey ? [config.posthogHost] : [],
    imageOrigins: config.imageOrigins,
  }),
);
// Pages load only on PUBLIC_URL's host name, where the runtime config and security policy point.
web.use(redirectToPublicHost({ publicUrl: config.publicUrl, trustProxyHops: config.trustProxyHops }));
web.get('/healthz', async (c) => {
  const answers = await Promise.all([pimApp.request('/healthz'), usersApp.request('/healthz')]);
  const healthy = answers.every((answer) => answer.ok);
  return c.json({ success: healthy, message: healthy ? 'ok' : 'unavailable' }, healthy ? 200 : 503);
});
// Read by every page load (preloaded by the page): never kept by a cache, so a changed setting shows at once.
web.get('/config.json', (c) => c.json(runtimeConfig, 200, { 'cache-control': 'no-store' }));
// The SPA's files, compressed and cached by kind, and its page for client routes (/home/..., /auth/...).
web.route(
  '/',
  createStaticAssets({
    distDir: path.resolve(import.meta.dirname, '../../web/dist'),
    notBuiltHtml: '<!doctype html><title>Lineup</title><p>The web app is not built: run npm start.</p>',
  }),
);

const apps = { users: usersApp, pim: pimApp, web };
const listener = createAuthRequestListener(auth, (request, env) =>
  apps[oneProcessTargetOf(new URL(request.url).pathname)].fetch(request, env),
);

// Stops without cutting anyone off: GET /readyz turns 503, then requests in progress finish.
const drain = createDrain({ graceMs: config.shutdownGraceMs });
const server = createServer(drain.listener(listener));
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
  console.error(`Lineup cannot listen on port ${config.port} (${error.code}): set PORT to a free port.`);
  process.exit(CONFIGURATION_ERROR_EXIT_CODE);
});
server.listen(config.port, () => {
  // A warmed reading process waits for the next uploaded line list (docs/decisions/0029-warm-reading-process.md).
  void keepFileReaderReady();
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const mail = config.smtpUrl
    ? 'the code is e-mailed through SMTP_URL'
    : 'no SMTP_URL is set, so the code is printed in this log';
  console.log(
    [
      '',
      `Lineup is running: open ${config.publicUrl}`,
      `  Sign in as ${config.seedAdminEmail}${seeded.createdAdmin ? ' (created on this first start)' : ''}: enter the e-mail, then the 6-character code (${mail}).`,
      ...(config.seedDemoData
        ? [
            `  Customer portal: ${config.publicUrl}/portal; sign in as a demo buyer (${DEMO_BUYER_EMAILS.join(' or ')}) the same way.`,
          ]
        : []),
      `  Database: ${database}`,
      '',
    ].join('\n'),
  );
});

onStopSignals(
  async () => {
    const { cut } = await drain.stop(server);
    if (cut > 0)
      log.warn({ cut, graceMs: config.shutdownGraceMs }, 'requests still running when the grace ran out were cut off');
    await auth.close();
    stopKeepingFileReaderReady();
    await stopUploadJanitor();
    await changes.close();
    await connection.close();
  },
  { log, hardLimitMs: config.shutdownGraceMs + 10_000 },
);
