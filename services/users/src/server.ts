/**
 * The users service alone (USERS_PORT, default 3002), for a split deployment. Tokens are verified
 * with the keys the auth service publishes at $AUTH_URL/oidc/jwks.
 */
import { serve } from '@hono/node-server';
import { createTokenVerifier } from '@lineup/server-kit/access-token';
import { openSqlConnection } from '@lineup/server-kit/db';
import { readConfig } from '@lineup/server-kit/env';
import { createLogger } from '@lineup/server-kit/logger';
import { createUsersApp } from './app';
import { openUsersDatabase } from './db/database';

const config = readConfig();
const port = config.servicePorts.users;
const log = createLogger(config.logLevel, 'users');
const connection = await openSqlConnection({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const db = await openUsersDatabase(connection);
const verifyToken = createTokenVerifier({
  issuer: `${config.authUrl}/oidc`,
  audience: `${config.publicUrl}/api`,
  jwks: new URL(`${config.authUrl}/oidc/jwks`),
});
serve({ fetch: createUsersApp({ db, verifyToken, log }).fetch, port }, () =>
  log.info({ port }, 'users service listening'),
);
