import { getRequestListener } from '@hono/node-server';
import { API_RESOURCE_PATH, PORTAL_API_RESOURCE_PATH } from '@lineup/contracts/constants';
import { createTokenVerifier } from '@lineup/server-kit/access-token';
import { createChangeNotifier } from '@lineup/server-kit/change-notifier';
import { openConfiguredConnection, runExclusively } from '@lineup/server-kit/db';
import { readConfig } from '@lineup/server-kit/env';
import { createLogger } from '@lineup/server-kit/logger';
import { serveUntilStopped } from '@lineup/server-kit/shutdown';
import { openUserDirectories } from '@lineup/users/directories';
import { createPimService, preparePimDatabase } from './service';
import { createObjectStorage } from './storage/create-storage';

/**
 * Standalone entry of the PIM service (split deployment): PIM_PORT (default 3001), the shared
 * configuration for the rest. `npm start` mounts the same app in the one-process server instead.
 */
const config = readConfig();
const port = config.servicePorts.pim;
const log = createLogger(config.logLevel, 'pim');

const connection = await openConfiguredConnection(config);
const storage = createObjectStorage(config);
// Instances started together migrate and seed one after the other.
const db = await runExclusively(connection, () => preparePimDatabase(connection, { config, storage }));

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
const pim = createPimService({ config, connection, db, storage, log, verifyToken, directories, changes });

serveUntilStopped(getRequestListener(pim.app.fetch), {
  port,
  graceMs: config.shutdownGraceMs,
  log,
  onListening: () => {
    log.info({ port }, 'pim service listening');
    pim.onListening();
  },
  close: async () => {
    await pim.close();
    await changes.close();
    await connection.close();
  },
});
