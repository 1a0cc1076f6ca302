/**
 * The one-process product (decision 0002): the SPA's static build, the PIM and
 * users APIs and the auth issuer on one port. `npm start` runs this after install, build and
 * migrations; each service also has its own entry point (services/<s>/src/server.ts).
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { openAuthDatabase } from '@lineup/auth/db/database';
import { createAuthRequestListener } from '@lineup/auth/node-listener';
import { createConfiguredAuthService } from '@lineup/auth/service';
import { CROCS_BRAND_NAME, PORTAL_API_RESOURCE_PATH } from '@lineup/contracts/constants';
import { listBrands } from '@lineup/pim/modules/brands/domain/brands';
import { seedDemoCatalogs } from '@lineup/pim/modules/catalogs/domain/catalogs-seed';
import { seedDemoPictures } from '@lineup/pim/modules/images/domain/demo-pictures';
import { seedDemoOrders } from '@lineup/pim/modules/orders/domain/orders-seed';
import { createPimService, preparePimDatabase } from '@lineup/pim/service';
import { createObjectStorage } from '@lineup/pim/storage/create-storage';
import { createTokenVerifier } from '@lineup/server-kit/access-token';
import { createChangeNotifier } from '@lineup/server-kit/change-notifier';
import { openConfiguredConnection, runExclusively } from '@lineup/server-kit/db';
import { readConfig } from '@lineup/server-kit/env';
import { createLogger } from '@lineup/server-kit/logger';
import { securityHeaders } from '@lineup/server-kit/response-headers';
import { createDrain, onStopSignals } from '@lineup/server-kit/shutdown';
import { userDirectories } from '@lineup/users/directories';
import { DEMO_BUYER_EMAILS, seedDemoCustomers } from '@lineup/users/domain/demo-seed';
import { createUsersService, prepareUsersDatabase } from '@lineup/users/service';
import { Hono } from 'hono';
import { CONFIGURATION_ERROR_EXIT_CODE } from './exit-codes.mjs';
import { oneProcessTargetOf } from './one-process-routing';
import { redirectToPublicHost } from './public-host';
import { createStaticAssets } from './static-assets';
import { webRuntimeConfig } from './web-runtime-config';

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  // A configuration the server cannot run with: `npm start` does not restart it until it changes.
  console.error(`Lineup cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(CONFIGURATION_ERROR_EXIT_CODE);
}
const log = createLogger(config.logLevel, 'lineup');

const connection = await openConfiguredConnection(config);
const storage = createObjectStorage(config);
// Instances started together on one PostgreSQL database migrate and seed one after the other.
const { usersDb, pimDb, authDb, seeded } = await runExclusively(connection, async () => {
  const { db: usersDb, seeded } = await prepareUsersDatabase(connection, config);
  const pimDb = await preparePimDatabase(connection, { config, storage });
  const authDb = await openAuthDatabase(connection);
  if (config.seedDemoData) {
    // A first start gets two Crocs line lists from samples/ through the real pipeline.
    const brands = await listBrands(pimDb);
    const crocs = brands.find((brand) => brand.name === CROCS_BRAND_NAME);
    if (crocs) {
      const samples = path.resolve(import.meta.dirname, '../../../samples');
      const created = await seedDemoCatalogs({ db: pimDb, storage }, samples, crocs.id);
      // ...with pictures of their items, resized by the pictures' job once the server runs.
      if (created.length > 0) await seedDemoPictures({ db: pimDb, storage }, crocs.id);
    }
    // ...and two customer organizations with stores, addresses and accounts.
    await seedDemoCustomers(usersDb, { roleId: seeded.customerRoleId, brands });
    // ...whose buyers place a few orders, some already moved along by the admin.
    await seedDemoOrders({ db: pimDb, directories: userDirectories(usersDb), staffUserId: seeded.adminUserId });
  }
  return { usersDb, pimDb, authDb, seeded };
});
// Every instance's read caches empty when any instance writes (docs/decisions/0015-scale-out.md).
const changes = await createChangeNotifier(connection, { log });

const directories = userDirectories(usersDb);
const issuer = `${config.publicUrl}/oidc`;
const apiResource = `${config.publicUrl}/api`;
const auth = await createConfiguredAuthService({ config, db: authDb, directory: directories.signIn, issuer, log });
// In one process the APIs verify tokens with the issuer's public keys directly, no HTTP round trip.
const verifyToken = createTokenVerifier({
  issuer,
  audience: apiResource,
  portalAudience: `${config.publicUrl}${PORTAL_API_RESOURCE_PATH}`,
  jwks: await auth.publicJwks(),
});
const pim = createPimService({ config, connection, db: pimDb, storage, log, verifyToken, directories, changes });
const pimApp = pim.app;
const usersApp = createUsersService({ config, db: usersDb, log, verifyToken, changes });

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
  pim.onListening();
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
    await pim.close();
    await changes.close();
    await connection.close();
  },
  { log, hardLimitMs: config.shutdownGraceMs + 10_000 },
);
