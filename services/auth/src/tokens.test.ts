import { authMessages } from '@lineup/contracts/auth-messages';
import { WEB_CLIENT_ID } from '@lineup/contracts/constants';
import { createTokenVerifier } from '@lineup/server-kit/access-token';
import { users } from '@lineup/users/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN_EMAIL,
  addUser,
  GENEROUS_SIGN_IN_LIMITS,
  openTestDatabase,
  startAuthServer,
  type TestDatabase,
  type TestServer,
} from './test-support/auth-server';
import { Browser, pkcePair, redirectTarget, refresh } from './test-support/browser';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await openTestDatabase();
  // Rate limits are covered in sign-in.test.ts; here one person signs in many times.
  server = await startAuthServer(database, {
    config: { limits: GENEROUS_SIGN_IN_LIMITS },
  });
});
afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

async function verifier() {
  return createTokenVerifier({
    issuer: server.config.issuer,
    audience: server.config.clients.web.apiResource,
    jwks: await server.auth.publicJwks(),
  });
}

/** A full sign-in of one browser, up to the tokens. */
async function signedIn(email = ADMIN_EMAIL) {
  const browser = new Browser(server);
  const { code, verifier: codeVerifier } = await browser.signIn(email);
  const tokens = await browser.exchangeCode(code, codeVerifier);
  expect(tokens.status).toBe(200);
  return { browser, tokens: tokens.body };
}

describe('discovery and keys', () => {
  test('the issuer is exactly the configured one and every endpoint is under /oidc', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document.issuer).toBe(server.config.issuer);
    expect(document.authorization_endpoint).toBe(`${server.config.issuer}/auth`);
    expect(document.token_endpoint).toBe(`${server.config.issuer}/token`);
    expect(document.jwks_uri).toBe(`${server.config.issuer}/jwks`);
    expect(document.code_challenge_methods_supported).toEqual(['S256']);
    expect(document.token_endpoint_auth_methods_supported).toEqual(['none']);

    const jwks = (await (await fetch(String(document.jwks_uri))).json()) as { keys: Record<string, unknown>[] };
    const published = await server.auth.publicJwks();
    expect(jwks.keys.map((key) => key.kid)).toEqual(published.keys.map((key) => key.kid));
    for (const key of [...jwks.keys, ...published.keys]) expect(key).not.toHaveProperty('d');
  });

  test('requests outside /oidc and /code/authorize go to the fallback', async () => {
    const response = await fetch(`${server.baseUrl}/api/brands`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('fallback');
  });
});

describe('the authorization request', () => {
  test('PKCE is required: without code_challenge the SPA gets an error and no sign-in starts', async () => {
    const browser = new Browser(server);
    const { response } = await browser.authorize({ code_challenge: undefined, code_challenge_method: undefined });
    const target = redirectTarget(response);
    expect(target.path).toBe('/auth/callback');
    expect(target.params.error).toBe('invalid_request');
    expect(target.params.error_description).toMatch(/PKCE/);
    expect(browser.jar.has('_interaction')).toBe(false);
  });

  test('plain PKCE is refused', async () => {
    const { response } = await new Browser(server).authorize({ code_challenge_method: 'plain' });
    expect(redirectTarget(response).params.error).toBe('invalid_request');
  });

  test.each([
    ['another host', 'https://evil.example/auth/callback'],
    ['another path', 'http://127.0.0.1/auth/callback/../elsewhere'],
    ['an extra query', 'CALLBACK?next=/admin'],
  ])('a redirect URI on %s gets our error page, never a redirect', async (_label, uri) => {
    const redirectUri = uri.replace('CALLBACK', server.config.clients.web.redirectUris[0]!);
    const browser = new Browser(server);
    const { response } = await browser.authorize({ redirect_uri: redirectUri });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain(authMessages.errorPageTitle);
    expect(html).toContain(`href="${server.baseUrl}/"`);
    expect(html).not.toContain('<script');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  test('an unknown client gets our error page', async () => {
    const { response } = await new Browser(server).authorize({ client_id: 'someone-else' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain(authMessages.errorPageText);
  });
});

describe('the token endpoint', () => {
  test('an authorization code works once; its replay is refused and revokes what it gave', async () => {
    const browser = new Browser(server);
    const { code, verifier: codeVerifier } = await browser.signIn(ADMIN_EMAIL);
    const first = await browser.exchangeCode(code, codeVerifier);
    expect(first.status).toBe(200);
    const replay = await browser.exchangeCode(code, codeVerifier);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    expect((await refresh(server, first.body.refresh_token!)).body.error).toBe('invalid_grant');
  });

  test('two redemptions of one code at the same moment: exactly one gets tokens', async () => {
    const browser = new Browser(server);
    const { code, verifier: codeVerifier } = await browser.signIn(ADMIN_EMAIL);
    const results = await Promise.all([
      browser.exchangeCode(code, codeVerifier),
      browser.exchangeCode(code, codeVerifier),
      browser.exchangeCode(code, codeVerifier),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400, 400]);
  });

  test('a wrong PKCE verifier is refused', async () => {
    const browser = new Browser(server);
    const { code } = await browser.signIn(ADMIN_EMAIL);
    const wrong = await browser.exchangeCode(code, pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    expect(wrong.body.access_token).toBeUndefined();
  });

  test('a missing verifier or another redirect URI is refused', async () => {
    const browser = new Browser(server);
    const { code, verifier: codeVerifier } = await browser.signIn(ADMIN_EMAIL);
    expect((await browser.exchangeCode(code, codeVerifier, { code_verifier: undefined })).status).toBe(400);
    const otherRedirect = await browser.exchangeCode(code, codeVerifier, {
      redirect_uri: `${server.baseUrl}/elsewhere`,
    });
    expect(otherRedirect.status).toBe(400);
  });

  test('CORS answers the SPA origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.baseUrl}/oidc/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight(server.baseUrl)).headers.get('access-control-allow-origin')).toBe(server.baseUrl);
    const token = await fetch(`${server.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: WEB_CLIENT_ID, refresh_token: 'x' }),
    });
    expect(token.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('refresh tokens', () => {
  test('rotate: each refresh gives a new refresh token and a new access token', async () => {
    const { tokens } = await signedIn();
    const refreshed = await refresh(server, tokens.refresh_token!);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    const verify = await verifier();
    const claims = await verify(refreshed.body.access_token);
    expect(claims.subject).toBe(database.seed.adminUserId);
    expect(claims.claims).toMatchObject({ email: ADMIN_EMAIL, aud: server.config.clients.web.apiResource });

    const again = await refresh(server, refreshed.body.refresh_token!);
    expect(again.status).toBe(200);
  });

  test('reusing an old refresh token revokes the grant: the new one stops working too', async () => {
    const { tokens } = await signedIn();
    const rotated = await refresh(server, tokens.refresh_token!);
    expect(rotated.status).toBe(200);

    const reuse = await refresh(server, tokens.refresh_token!);
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('invalid_grant');
    const afterRevocation = await refresh(server, rotated.body.refresh_token!);
    expect(afterRevocation.status).toBe(400);
    expect(afterRevocation.body.error).toBe('invalid_grant');
  });

  test('one sign-in revoked leaves another sign-in of the same person alone', async () => {
    const first = await signedIn();
    const second = await signedIn();
    await refresh(server, first.tokens.refresh_token!);
    await refresh(server, first.tokens.refresh_token!);
    expect((await refresh(server, second.tokens.refresh_token!)).status).toBe(200);
  });

  test('a deactivated user cannot refresh', async () => {
    const email = 'quitting@lineup.test';
    const id = await addUser(database.usersDb, database.seed, { email });
    const { tokens } = await signedIn(email);
    await database.usersDb.update(users).set({ status: 'inactive' }).where(eq(users.id, id));
    const refused = await refresh(server, tokens.refresh_token!);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
  });

  test('revocation (logout) ends the refresh token', async () => {
    const { tokens } = await signedIn();
    const revoked = await fetch(`${server.baseUrl}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: WEB_CLIENT_ID,
        token: tokens.refresh_token!,
        token_type_hint: 'refresh_token',
      }),
    });
    expect(revoked.status).toBe(200);
    expect((await refresh(server, tokens.refresh_token!)).status).toBe(400);
  });
});
