import { createTokenVerifier } from '@lineup/server-kit/access-token';
import { silentLogger } from '@lineup/server-kit/logger';
import { openSmtpMailbox } from '@lineup/server-kit/test-support/smtp-mailbox';
import { userDirectories } from '@lineup/users/directories';
import { eq } from 'drizzle-orm';
import { errors } from 'oidc-provider';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createAuthService } from './app';
import { codeRequests, loginCodes, oidcPayloads, rateLimitHits, serviceSecrets } from './db/schema';
import { deleteOldCodeRequests } from './domain/code-requests';
import { deleteExpiredLoginCodes } from './domain/login-codes';
import { deleteOldRateLimitHits } from './domain/rate-limits';
import { DEFAULT_SIGN_IN_LIMITS } from './domain/sign-in-limits';
import { createLoginCodeMailer } from './mailer';
import { createOidcAdapter, deleteExpiredOidcRows } from './oidc/adapter';
import { clientSettingsFor } from './oidc/clients';
import { loadServiceSecrets } from './oidc/secrets';
import { ADMIN_EMAIL, openTestDatabase, startAuthServer, type TestDatabase } from './test-support/auth-server';
import { Browser, redirectTarget, refresh } from './test-support/browser';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});
afterEach(() => {
  vi.useRealTimers();
});

function capturingLogger() {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  return { log, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('keys and restarts', () => {
  test('signing and cookie keys are created once and read back after a restart', async () => {
    const first = await loadServiceSecrets(database.db);
    const second = await loadServiceSecrets(database.db);
    expect(second).toEqual(first);
    const rows = await database.db.select({ name: serviceSecrets.name }).from(serviceSecrets);
    expect(rows.map((row) => row.name).sort()).toEqual(['cookie-keys', 'signing-keys']);
  });

  test('tokens and refresh tokens of one instance keep working on the next one', async () => {
    const before = await startAuthServer(database);
    const browser = new Browser(before);
    const { code, verifier } = await browser.signIn(ADMIN_EMAIL);
    const tokens = await browser.exchangeCode(code, verifier);
    expect(tokens.status).toBe(200);
    await before.close();

    // The next instance serves the same public address.
    const after = await startAuthServer(database, { config: before.config });
    try {
      expect(await after.auth.publicJwks()).toEqual(await before.auth.publicJwks());
      const verify = createTokenVerifier({
        issuer: before.config.issuer,
        audience: before.config.clients.web.apiResource,
        jwks: await after.auth.publicJwks(),
      });
      expect((await verify(tokens.body.access_token)).subject).toBe(database.seed.adminUserId);
      const refreshed = await refresh(after, tokens.body.refresh_token!);
      expect(refreshed.status).toBe(200);
      expect((await verify(refreshed.body.access_token)).subject).toBe(database.seed.adminUserId);
    } finally {
      await after.close();
    }
  });
});

describe('the provider storage', () => {
  const Adapter = () => createOidcAdapter(database.db);

  test('consume is atomic: of two parallel consumptions one wins, the other is a replay that revokes the grant', async () => {
    const codes = new (Adapter())('AuthorizationCode');
    const refreshTokens = new (Adapter())('RefreshToken');
    await codes.upsert('code-1', { grantId: 'grant-1', accountId: 'a' }, 60);
    await refreshTokens.upsert('rt-1', { grantId: 'grant-1' }, 600);
    const results = await Promise.allSettled([codes.consume('code-1'), codes.consume('code-1')]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(errors.InvalidGrant);
    expect(await refreshTokens.find('rt-1')).toBeUndefined();
  });

  test('find reports consumption and skips expired rows; findByUid; revokeByGrantId stays in its model', async () => {
    const codes = new (Adapter())('AuthorizationCode');
    await codes.upsert('code-2', { grantId: 'grant-2' }, 60);
    await codes.consume('code-2');
    expect((await codes.find('code-2'))?.consumed).toEqual(expect.any(Number));

    const sessions = new (Adapter())('Session');
    await sessions.upsert('session-1', { uid: 'uid-1', accountId: 'a' }, 60);
    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: 'a' });
    await database.db
      .update(oidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcPayloads.id, 'session-1'));
    expect(await sessions.find('session-1')).toBeUndefined();
    expect(await sessions.findByUid('uid-1')).toBeUndefined();

    const accessTokens = new (Adapter())('AccessToken');
    await accessTokens.upsert('at-3', { grantId: 'grant-3' }, 60);
    await codes.upsert('code-3', { grantId: 'grant-3' }, 60);
    await accessTokens.revokeByGrantId('grant-3');
    expect(await accessTokens.find('at-3')).toBeUndefined();
    expect(await codes.find('code-3')).toBeDefined();

    await deleteExpiredOidcRows(database.db, Date.now());
    const left = await database.db.select().from(oidcPayloads).where(eq(oidcPayloads.id, 'session-1'));
    expect(left).toEqual([]);
  });

  test('the periodic clean-up runs every ten minutes until close()', async () => {
    const email = 'cleanup@lineup.test';
    const past = new Date(Date.now() - 60_000);
    await database.db
      .insert(loginCodes)
      .values({ email, codeHash: 'x', interactionUid: 'gone', expiresAt: past, createdAt: past });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const auth = await createAuthService({
      db: database.db,
      directory: userDirectories(database.usersDb).signIn,
      config: {
        publicUrl: 'http://localhost:3000',
        issuer: 'http://localhost:3000/oidc',
        clients: clientSettingsFor('http://localhost:3000'),
      },
      mailer: { sendLoginCode: async () => {} },
      log: silentLogger(),
    });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(10 * 60 * 1000);
    await vi.waitFor(async () => {
      expect(await database.db.select().from(loginCodes).where(eq(loginCodes.email, email))).toEqual([]);
    });
    await auth.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('an https issuer without a trusted proxy hop is refused at start, with the setting to change', async () => {
    const start = (trustProxyHops?: number) =>
      createAuthService({
        db: database.db,
        directory: userDirectories(database.usersDb).signIn,
        config: {
          publicUrl: 'https://lineup.example.com',
          issuer: 'https://lineup.example.com/oidc',
          clients: clientSettingsFor('https://lineup.example.com'),
          trustProxyHops,
        },
        mailer: { sendLoginCode: async () => {} },
        log: silentLogger(),
      });
    await expect(start()).rejects.toThrow(/set trustProxyHops \(TRUST_PROXY_HOPS\)/);
    const behindProxy = await start(1);
    await behindProxy.close();
  });

  test('code mails are kept for the hour of the mail backoff, rate-limit hits for their window', async () => {
    const now = Date.now();
    await database.db.insert(codeRequests).values([
      { email: 'old@lineup.test', clientAddress: 'x', createdAt: new Date(now - 61 * 60_000) },
      { email: 'new@lineup.test', clientAddress: 'x', createdAt: new Date(now - 59 * 60_000) },
    ]);
    await database.db.insert(rateLimitHits).values([
      { action: 'code_verify', clientAddress: 'old', createdAt: new Date(now - 11 * 60_000) },
      { action: 'code_verify', clientAddress: 'new', createdAt: new Date(now - 9 * 60_000) },
    ]);
    await deleteOldCodeRequests(database.db, now, DEFAULT_SIGN_IN_LIMITS);
    await deleteOldRateLimitHits(database.db, now, DEFAULT_SIGN_IN_LIMITS.addressWindowSeconds);
    await deleteExpiredLoginCodes(database.db, now);
    const left = await database.db.select({ email: codeRequests.email }).from(codeRequests);
    expect(left.map((row) => row.email)).toContain('new@lineup.test');
    expect(left.map((row) => row.email)).not.toContain('old@lineup.test');
    const hits = await database.db.select({ clientAddress: rateLimitHits.clientAddress }).from(rateLimitHits);
    expect(hits.map((row) => row.clientAddress)).toContain('new');
    expect(hits.map((row) => row.clientAddress)).not.toContain('old');
  });
});

describe('mail and logs', () => {
  test('without SMTP the code is logged in one clear line', async () => {
    const { log, records } = capturingLogger();
    const mailer = createLoginCodeMailer({ from: 'Lineup <no-reply@lineup.test>', log });
    await mailer.sendLoginCode({ email: ADMIN_EMAIL, firstName: 'Ada' }, 'ABC234');
    expect(records()).toEqual([expect.objectContaining({ level: 30, msg: `Login code for ${ADMIN_EMAIL}: ABC234` })]);
  });

  test('with SMTP_URL the code arrives by mail, and signing in with it works', async () => {
    const smtp = await openSmtpMailbox();
    const { received } = smtp;
    const { log, lines } = capturingLogger();
    const mailer = createLoginCodeMailer({ smtpUrl: smtp.url, from: 'no-reply@lineup.test', log });
    const server = await startAuthServer(database, { mailer, log });
    try {
      const browser = new Browser(server);
      const started = await browser.authorize();
      expect(redirectTarget(await browser.requestCode(ADMIN_EMAIL)).path).toBe('/auth/code');
      // The mail goes after the answer.
      await vi.waitFor(() => expect(received).toHaveLength(1));
      expect(received[0]!.to).toEqual([ADMIN_EMAIL]);
      const code = /Your login code is ([A-Z0-9]{6})/.exec(received[0]!.raw)?.[1];
      expect(code).toBeTruthy();

      const callback = redirectTarget(await browser.follow(await browser.verifyCode(ADMIN_EMAIL, code!)));
      expect(callback.path).toBe('/auth/callback');
      const tokens = await browser.exchangeCode(callback.params.code!, started.verifier);
      expect(tokens.status).toBe(200);

      // One JSON line per request, with a request id; neither the login code nor the
      // authorization code ever reaches the log when mail is delivered.
      const all = lines.join('');
      expect(all).not.toContain(code!);
      expect(all).not.toContain(callback.params.code!);
      const requests = lines.map((line) => JSON.parse(line)).filter((record) => record.msg === 'request');
      expect(requests.map((record) => `${record.method} ${record.path}`)).toEqual(
        expect.arrayContaining(['POST /code/authorize', 'GET /oidc/auth', 'POST /oidc/token']),
      );
      for (const record of requests) expect(record.requestId).toEqual(expect.any(String));
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});
