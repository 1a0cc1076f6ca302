import { PORTAL_CLIENT_ID } from '@lineup/contracts/constants';
import { organizations, users } from '@lineup/users/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { AuthClientName } from './oidc/clients';
import { ADMIN_EMAIL, accessTokenVerifier, addCustomer, GENEROUS_SIGN_IN_LIMITS } from './test-support/auth-server';
import { Browser, redirectTarget, refresh } from './test-support/browser';
import { signInSuite } from './test-support/sign-in-suite';

// Each client obtains tokens for its own API only, saying whose they are.

const CUSTOMER_EMAIL = 'bea@sole-traders.test';
let customer: { userId: string; organizationId: string };
// Rate limits are covered in sign-in-limits.test.ts; here people sign in many times.
const suite = signInSuite({ server: { limits: GENEROUS_SIGN_IN_LIMITS } }, async (database) => {
  customer = await addCustomer(database, { email: CUSTOMER_EMAIL, firstName: 'Bea' });
});

const resourceOf = (client: AuthClientName) => suite.server.config.clients[client].apiResource;
const otherThan = (client: AuthClientName): AuthClientName => (client === 'web' ? 'portal' : 'web');

/** A full sign-in of one browser at the client, up to the tokens. */
async function signedIn(client: AuthClientName, email: string) {
  const browser = new Browser(suite.server, { client });
  const { code, verifier } = await browser.signIn(email);
  const tokens = await browser.exchangeCode(code, verifier);
  expect(tokens.status).toBe(200);
  return { browser, tokens: tokens.body };
}

describe('portal tokens', () => {
  test('are for the portal API, of kind customer, naming the organization', async () => {
    const { tokens } = await signedIn('portal', CUSTOMER_EMAIL);
    expect(tokens.refresh_token).toBeTruthy();
    const verify = await accessTokenVerifier(suite.server, resourceOf('portal'));
    const verified = await verify(tokens.access_token);
    expect(verified.subject).toBe(customer.userId);
    expect(verified.claims).toMatchObject({
      aud: resourceOf('portal'),
      iss: suite.server.config.issuer,
      client_id: PORTAL_CLIENT_ID,
      scope: 'api',
      kind: 'customer',
      organizationId: customer.organizationId,
      email: CUSTOMER_EMAIL,
      firstName: 'Bea',
    });
    // The back-office API's check refuses it by its audience alone.
    await expect((await accessTokenVerifier(suite.server))(tokens.access_token)).rejects.toThrow();
  });

  test('staff tokens stay of kind staff, for the back-office API, without an organization', async () => {
    const { tokens } = await signedIn('web', ADMIN_EMAIL);
    const { claims } = await (await accessTokenVerifier(suite.server))(tokens.access_token);
    expect(claims).toMatchObject({ aud: resourceOf('web'), kind: 'staff' });
    expect(claims).not.toHaveProperty('organizationId');
    expect(claims).not.toHaveProperty('internal');
    await expect(
      (await accessTokenVerifier(suite.server, resourceOf('portal')))(tokens.access_token),
    ).rejects.toThrow();
  });

  test('refresh rotates as the back office’s do, keeping audience and claims; reuse revokes the sign-in', async () => {
    const { tokens } = await signedIn('portal', CUSTOMER_EMAIL);
    const refreshed = await refresh(suite.server, tokens.refresh_token!, 'portal');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    const verify = await accessTokenVerifier(suite.server, resourceOf('portal'));
    expect((await verify(refreshed.body.access_token)).claims).toMatchObject({
      kind: 'customer',
      organizationId: customer.organizationId,
    });

    expect((await refresh(suite.server, tokens.refresh_token!, 'portal')).body.error).toBe('invalid_grant');
    expect((await refresh(suite.server, refreshed.body.refresh_token!, 'portal')).body.error).toBe('invalid_grant');
  });

  test('a portal refresh token is no use to the back-office client', async () => {
    const { tokens } = await signedIn('portal', CUSTOMER_EMAIL);
    const refused = await refresh(suite.server, tokens.refresh_token!, 'web');
    expect(refused.status).toBe(400);
    expect(refused.body.access_token).toBeUndefined();
  });

  test.each([
    [
      'the customer is deactivated',
      'leaving@customer.test',
      (ids: typeof customer) =>
        suite.database.usersDb.update(users).set({ status: 'inactive' }).where(eq(users.id, ids.userId)),
    ],
    [
      'their organization is deactivated',
      'closing@customer.test',
      (ids: typeof customer) =>
        suite.database.usersDb
          .update(organizations)
          .set({ status: 'inactive' })
          .where(eq(organizations.id, ids.organizationId)),
    ],
  ])('refresh fails once %s', async (_label, email, deactivate) => {
    const ids = await addCustomer(suite.database, { email });
    const { tokens } = await signedIn('portal', email);
    await deactivate(ids);
    const refused = await refresh(suite.server, tokens.refresh_token!, 'portal');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
  });

  test('CORS answers the SPA origin for the portal client too', async () => {
    const response = await fetch(`${suite.server.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { origin: suite.server.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: PORTAL_CLIENT_ID, refresh_token: 'x' }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(suite.server.baseUrl);
  });
});

describe.each(['web', 'portal'] as const)('the %s client', (client) => {
  const email = () => (client === 'web' ? ADMIN_EMAIL : CUSTOMER_EMAIL);

  test('may ask for its own API by name', async () => {
    const browser = new Browser(suite.server, { client });
    const started = await browser.authorize({ resource: resourceOf(client) });
    expect(redirectTarget(started.response).path).toMatch(/\/auth\/start$/);
    await browser.requestCode(email());
    const callback = redirectTarget(
      await browser.follow(await browser.verifyCode(email(), suite.server.mailer.sent.at(-1)!.code)),
    );
    const tokens = await browser.exchangeCode(callback.params.code!, started.verifier, {
      resource: resourceOf(client),
    });
    expect(tokens.status).toBe(200);
    const verify = await accessTokenVerifier(suite.server, resourceOf(client));
    expect((await verify(tokens.body.access_token)).claims.aud).toBe(resourceOf(client));
  });

  test('cannot start a sign-in for the other API', async () => {
    const browser = new Browser(suite.server, { client });
    const { response } = await browser.authorize({ resource: resourceOf(otherThan(client)) });
    const target = redirectTarget(response);
    expect(target.url.href.startsWith(browser.redirectUri)).toBe(true);
    expect(target.params.error).toBe('invalid_target');
    expect(browser.jar.has('_interaction')).toBe(false);
  });

  test('cannot get a token for the other API, neither with its code nor on refresh', async () => {
    const browser = new Browser(suite.server, { client });
    const { code, verifier } = await browser.signIn(email());
    const other = { resource: resourceOf(otherThan(client)) };
    const exchanged = await browser.exchangeCode(code, verifier, other);
    expect(exchanged.status).toBe(400);
    expect(exchanged.body.error).toBe('invalid_target');

    const { tokens } = await signedIn(client, email());
    const refreshed = await refresh(suite.server, tokens.refresh_token!, client, other);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_target');
  });
});
