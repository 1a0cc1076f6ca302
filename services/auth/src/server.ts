/**
 * The auth service on its own (split deployment): `npm start -w @lineup/auth` or `tsx src/server.ts`.
 * The combined server (`npm start`) mounts the same service through createAuthService instead.
 *
 * Who may sign in comes from the users service's sign-in directory, read directly from the users
 * schema of the same database (not over HTTP): signing in must not depend on a second service
 * being up, and the directory is a narrow read-only view (id, e-mail, names, type, status, the
 * organization and its status).
 * With the embedded database (no DATABASE_URL) only one process can open DATA_DIR, so a split
 * deployment needs DATABASE_URL.
 *
 * For the sign-in cookie to reach POST /code/authorize, the SPA and this service must be on the
 * same site (a reverse proxy serving /oidc and /code/authorize on the SPA's origin, or AUTH_URL
 * on a sibling host of the same domain).
 */

import { platformMessages } from '@lineup/contracts/messages';
import { openConfiguredConnection, pingDatabase, runExclusively } from '@lineup/server-kit/db';
import { readConfig } from '@lineup/server-kit/env';
import { installErrorHandling, ok, requestLogging } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import { createLogger } from '@lineup/server-kit/logger';
import { securityHeaders } from '@lineup/server-kit/response-headers';
import { serveUntilStopped } from '@lineup/server-kit/shutdown';
import { openUserDirectories } from '@lineup/users/directories';
import { Hono } from 'hono';
import { openAuthDatabase } from './db/database';
import { createAuthRequestListener } from './node-listener';
import { createConfiguredAuthService } from './service';

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  // A configuration the service cannot run with (e.g. https without SMTP_URL): one clear line.
  console.error(`Lineup auth cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const port = config.servicePorts.auth;
const log = createLogger(config.logLevel, 'auth');

const connection = await openConfiguredConnection(config);
// Instances started together migrate one after the other.
const { directories, db } = await runExclusively(connection, async () => ({
  directories: await openUserDirectories(connection, { migrate: true }),
  db: await openAuthDatabase(connection),
}));

const auth = await createConfiguredAuthService({
  config,
  db,
  directory: directories.signIn,
  issuer: `${config.authUrl}/oidc`,
  log,
});

// Everything that is neither /oidc nor /code/authorize: the health check, else a 404 envelope.
const rest = new Hono<AppEnv>();
rest.use('*', requestLogging(log));
rest.use('*', securityHeaders());
installErrorHandling(rest, log, platformMessages.internalError);
rest.get('/healthz', async (c) => {
  await pingDatabase(db);
  return ok(c, { service: 'auth' });
});
serveUntilStopped(createAuthRequestListener(auth, rest.fetch), {
  port,
  graceMs: config.shutdownGraceMs,
  log,
  onListening: () =>
    log.info({ port, issuer: `${config.authUrl}/oidc` }, `auth service listening on http://localhost:${port}`),
  close: async () => {
    await auth.close();
    await connection.close();
  },
});
