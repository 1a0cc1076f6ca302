import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { platformMessages } from '@lineup/contracts/messages';
import { apiBodyLimit } from '@lineup/server-kit/body-limit';
import { refusingInactiveSubjects, requireAccessToken, type VerifyToken } from '@lineup/server-kit/access-token';
import { type AppEnv, installErrorHandling, requestLogging, securityHeaders } from '@lineup/server-kit/http';
import type { Logger } from '@lineup/server-kit/logger';
import type { UsersDb } from './db/database';
import { mayStillUseTheApis } from './domain/sign-in-directory';
import { USERS_DOCS_PATH, usersDocsRoutes } from './openapi/docs-routes';
import { organizationsRoutes, registerNewCustomerRoutes } from './routes/organizations';
import { rolesRoutes } from './routes/roles';
import { storesRoutes } from './routes/stores';
import { usersRoutes } from './routes/users';

export type UsersAppDeps = { db: UsersDb; verifyToken: VerifyToken; log: Logger };

/** The users service: users, organizations, stores, roles, new customers. */
export function createUsersApp({ db, verifyToken, log }: UsersAppDeps) {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders(), ...requestLogging(log));
  installErrorHandling(app, log, platformMessages.internalError);

  app.get('/healthz', async (c) => {
    await db.execute(sql`select 1`);
    return c.json({ success: true, message: 'ok', data: { service: 'users' } });
  });

  // The reference page and OpenAPI document are public: mounted before the token check.
  app.route(USERS_DOCS_PATH, usersDocsRoutes(log));
  // This service keeps the users: a deactivated user's unexpired token is refused here.
  app.use('/api/*', requireAccessToken(refusingInactiveSubjects(verifyToken, mayStillUseTheApis(db))));
  app.use('/api/*', apiBodyLimit());
  app.route('/api/users', usersRoutes(db));
  app.route('/api/organizations', organizationsRoutes(db));
  app.route('/api/stores', storesRoutes(db, log));
  app.route('/api/roles', rolesRoutes(db, log));
  app.route('/api/register-new-customer', registerNewCustomerRoutes(db));
  return app;
}

/** The paths this service answers under /api (the one-process server routes them here). */
export const usersApiPrefixes = [
  '/api/users',
  '/api/organizations',
  '/api/stores',
  '/api/roles',
  '/api/register-new-customer',
  USERS_DOCS_PATH,
] as const;
