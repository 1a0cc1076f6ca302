/**
 * The users service alone (USERS_PORT, default 3002), for a split deployment. Tokens are verified
 * with the keys the auth service publishes at $AUTH_URL/oidc/jwks.
 */
import { getRequestListener } from '@hono/node-server';
import { createTokenVerifier } from '@lineup/server-kit/access-token';
import { createChangeNotifier } from '@lineup/server-kit/change-notifier';
import { openConfiguredConnection, runExclusively } from '@lineup/server-kit/db';
import { readConfig } from '@lineup/server-kit/env';
import { createLogger } from '@lineup/server-kit/logger';
import { serveUntilStopped } from '@lineup/server-kit/shutdown';
import { createUsersService, prepareUsersDatabase } from './service';

const config = readConfig();
const port = config.servicePorts.users;
const log = createLogger(config.logLevel, 'users');
const connection = await openConfiguredConnection(config);
// Instances started together migrate and seed one after the other. The users service owns the
// first internal user (SEED_ADMIN_EMAIL): without it nobody could sign in to a new deployment.
const { db, seeded } = await runExclusively(connection, () => prepareUsersDatabase(connection, config));
// Every route here is the back office's: only its audience is accepted, so a customer's portal
// token (audience $PUBLIC_URL/api/portal) is refused before any lookup.
const verifyToken = createTokenVerifier({
  issuer: `${config.authUrl}/oidc`,
  audience: `${config.publicUrl}/api`,
  jwks: new URL(`${config.authUrl}/oidc/jwks`),
});
// Every instance's read caches empty when any instance writes.
const changes = await createChangeNotifier(connection, { log });
const app = createUsersService({ config, db, log, verifyToken, changes });
serveUntilStopped(getRequestListener(app.fetch), {
  port,
  graceMs: config.shutdownGraceMs,
  log,
  onListening: () =>
    log.info(
      { port, seedAdminEmail: config.seedAdminEmail, createdAdmin: seeded.createdAdmin },
      'users service listening',
    ),
  close: async () => {
    await changes.close();
    await connection.close();
  },
});
