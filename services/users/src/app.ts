import { platformMessages } from '@lineup/contracts/messages';
import { requireAccessToken, type VerifyToken, withPrincipals } from '@lineup/server-kit/access-token';
import { requireStaff } from '@lineup/server-kit/api-areas';
import { apiBodyLimit } from '@lineup/server-kit/body-limit';
import { type ChangeNotifier, localChangeNotifier } from '@lineup/server-kit/change-notifier';
import { pingDatabase } from '@lineup/server-kit/db';
import { installErrorHandling, requestLogging, WRITE_METHODS } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { Logger } from '@lineup/server-kit/logger';
import { API_DOCS_PATH } from '@lineup/server-kit/openapi';
import { serviceSecurityHeaders } from '@lineup/server-kit/response-headers';
import { Hono } from 'hono';
import { cachedUsersReads } from './cached-lists';
import type { UsersDb } from './db/database';
import { lookupApiPrincipal } from './domain/api-principals';
import type { InvitationMailer } from './invitations/invitation-mailer';
import { USERS_DOCS_PATH, usersDocsRoutes } from './openapi/docs-routes';
import { organizationsRoutes, registerNewCustomerRoutes } from './routes/organizations';
import { rolesRoutes } from './routes/roles';
import { storesRoutes } from './routes/stores';
import { usersRoutes } from './routes/users';

export type UsersAppDeps = {
  db: UsersDb;
  verifyToken: VerifyToken;
  log: Logger;
  /** Tells new customer accounts, when asked, where the customer portal is. */
  invitationMailer: InvitationMailer;
  /** Tells the other instances on the database about writes (their read caches empty); default: this process only. */
  changes?: ChangeNotifier;
};

/** The users service: users, organizations, stores, roles, new customers. */
export function createUsersApp({ db, verifyToken, log, invitationMailer, changes }: UsersAppDeps) {
  const invitations = { mailer: invitationMailer, log };
  const app = new Hono<AppEnv>();
  // The API reference pages (every service's, under API_DOCS_PATH) get the pages' headers.
  app.use(serviceSecurityHeaders(API_DOCS_PATH), requestLogging(log));
  installErrorHandling(app, log, platformMessages.internalError);

  app.get('/healthz', async (c) => {
    await pingDatabase(db);
    return c.json({ success: true, message: 'ok', data: { service: 'users' } });
  });

  // The reference page and OpenAPI document are public: mounted before the token check.
  app.route(USERS_DOCS_PATH, usersDocsRoutes(log, app));
  // This service keeps the users: a deactivated user's unexpired token is refused here. Every
  // route is the back office's: a customer's token gets 403 before any handler.
  app.use('/api/*', requireAccessToken(withPrincipals(verifyToken, lookupApiPrincipal(db))), requireStaff());
  app.on(WRITE_METHODS, '/api/*', apiBodyLimit());
  app.use('/api/*', cachedUsersReads(changes ?? localChangeNotifier()));
  app.route('/api/users', usersRoutes(db, invitations));
  app.route('/api/organizations', organizationsRoutes(db, invitations));
  app.route('/api/stores', storesRoutes(db, log));
  app.route('/api/roles', rolesRoutes(db, log));
  app.route('/api/register-new-customer', registerNewCustomerRoutes(db, invitations));
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
