/**
 * Test helpers for the auth service: a fresh database, the service on a real HTTP server on
 * 127.0.0.1, a recording mailer and a clock the test moves. Imported only by *.test.ts files.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTokenVerifier } from '@lineup/server-kit/access-token';
import { type Logger, silentLogger } from '@lineup/server-kit/logger';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { openUsersDatabase, type UsersDb } from '@lineup/users/db/database';
import { organizations, users } from '@lineup/users/db/schema';
import { userDirectories } from '@lineup/users/directories';
import { type SeedResult, seedUsers } from '@lineup/users/domain/seed';
import { type AuthService, type AuthServiceConfig, createAuthService } from '../app';
import { type AuthDb, openAuthDatabase } from '../db/database';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from '../domain/sign-in-limits';
import type { LoginCodeMailer } from '../mailer';
import { createAuthRequestListener } from '../node-listener';
import { clientSettingsFor } from '../oidc/clients';

export const ADMIN_EMAIL = 'admin@lineup.test';

/** For tests where one person signs in many times: no rate limit or backoff gets in the way. */
export const GENEROUS_SIGN_IN_LIMITS: Partial<SignInLimits> = {
  authorizationsPerAddress: 10_000,
  codeRequestsPerAddress: 10_000,
  codeVerificationsPerAddress: 10_000,
  mailBackoff: { ...DEFAULT_SIGN_IN_LIMITS.mailBackoff, freeMails: 10_000 },
};

export type SentMail = { email: string; firstName: string; code: string };

export function recordingMailer(): LoginCodeMailer & { sent: SentMail[]; fail: boolean } {
  const mailer = {
    sent: [] as SentMail[],
    fail: false,
    async sendLoginCode(to: { email: string; firstName: string }, code: string) {
      if (mailer.fail) throw new Error('SMTP refused the message');
      mailer.sent.push({ email: to.email, firstName: to.firstName, code });
    },
  };
  return mailer;
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.now()) {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

/** A fresh database with the users and auth schemas and the seeded internal admin. */
export async function openTestDatabase() {
  const connection = await openTestConnection();
  const usersDb = await openUsersDatabase(connection);
  const db = await openAuthDatabase(connection);
  const seed = await seedUsers(usersDb, { email: ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin' });
  return { connection, usersDb, db, seed, dispose: () => connection.dispose() };
}

/** A user of the internal organization unless `organizationId` names another. */
export async function addUser(
  usersDb: UsersDb,
  seed: SeedResult,
  user: {
    email: string;
    firstName?: string;
    type?: 'internal' | 'external';
    status?: 'active' | 'inactive';
    organizationId?: string;
  },
) {
  const [row] = await usersDb
    .insert(users)
    .values({
      email: user.email,
      firstName: user.firstName ?? 'Test',
      lastName: 'User',
      type: user.type ?? 'internal',
      status: user.status ?? 'active',
      organizationId: user.organizationId ?? seed.organizationId,
      roleId: seed.adminRoleId,
    })
    .returning({ id: users.id });
  return row!.id;
}

/**
 * A customer: an external user of a customer organization of their own (both active unless told
 * otherwise), who may sign in at the portal.
 */
export async function addCustomer(
  database: { usersDb: UsersDb; seed: SeedResult },
  customer: { email: string; firstName?: string; status?: 'active' | 'inactive'; organizationStatus?: string },
) {
  const [organization] = await database.usersDb
    .insert(organizations)
    .values({ name: `${customer.email} Inc.`, type: 'external', status: customer.organizationStatus ?? 'active' })
    .returning({ id: organizations.id });
  const organizationId = organization!.id;
  const userId = await addUser(database.usersDb, database.seed, { ...customer, type: 'external', organizationId });
  return { userId, organizationId };
}

export type TestServer = {
  baseUrl: string;
  config: AuthServiceConfig;
  auth: AuthService;
  mailer: ReturnType<typeof recordingMailer>;
  close: () => Promise<void>;
};

/** The auth service behind createAuthRequestListener on 127.0.0.1, with a 404 fallback. */
export async function startAuthServer(
  database: { db: AuthDb; usersDb: UsersDb },
  options: { now?: () => number; mailer?: LoginCodeMailer; log?: Logger; config?: Partial<AuthServiceConfig> } = {},
): Promise<TestServer> {
  let listener: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const config: AuthServiceConfig = {
    publicUrl: baseUrl,
    issuer: `${baseUrl}/oidc`,
    clients: clientSettingsFor(baseUrl),
    ...options.config,
  };
  const mailer = recordingMailer();
  const auth = await createAuthService({
    db: database.db,
    directory: userDirectories(database.usersDb).signIn,
    config,
    mailer: options.mailer ?? mailer,
    log: options.log ?? silentLogger(),
    now: options.now,
  });
  listener = createAuthRequestListener(auth, () => new Response('fallback', { status: 404 }));
  return {
    baseUrl,
    config,
    auth,
    mailer,
    close: async () => {
      await auth.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Verifies the server's access tokens as an API of `audience` (default: the back-office API) does. */
export async function accessTokenVerifier(server: TestServer, audience = server.config.clients.web.apiResource) {
  return createTokenVerifier({ issuer: server.config.issuer, audience, jwks: await server.auth.publicJwks() });
}
