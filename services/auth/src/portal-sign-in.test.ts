import { authMessages } from '@lineup/contracts/auth-messages';
import { PORTAL_CLIENT_ID } from '@lineup/contracts/constants';
import { platformMessages } from '@lineup/contracts/messages';
import { organizations } from '@lineup/users/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { CLIENT_IDS } from './oidc/clients';
import { ADMIN_EMAIL, addCustomer } from './test-support/auth-server';
import { Browser, redirectTarget, refresh } from './test-support/browser';
import { signInSuite } from './test-support/sign-in-suite';

// The customer portal's sign-in: the same forms and rules as the back office's, its own pages,
// and only customers (active external users of an active organization) may use it.

const CUSTOMER_EMAIL = 'bea@sole-traders.test';
const CLOSED_CUSTOMER_EMAIL = 'carl@closed-shop.test';
const suite = signInSuite({ server: {} }, async (database) => {
  await addCustomer(database, { email: CUSTOMER_EMAIL, firstName: 'Bea' });
  await addCustomer(database, { email: CLOSED_CUSTOMER_EMAIL, organizationStatus: 'inactive' });
});

const portalBrowser = () => new Browser(suite.server, { client: 'portal' });

describe('the portal sign-in', () => {
  test('goes through the portal’s own pages, up to its callback', async () => {
    const browser = portalBrowser();
    const started = await browser.authorize({ login_hint: CUSTOMER_EMAIL });
    expect(started.response.status).toBe(303);
    expect(redirectTarget(started.response)).toMatchObject({
      path: '/portal/auth/start',
      params: { email: CUSTOMER_EMAIL },
    });
    expect(started.location.startsWith(`${suite.server.baseUrl}/portal/auth/start?`)).toBe(true);

    const requested = await browser.requestCode(CUSTOMER_EMAIL);
    expect(redirectTarget(requested)).toMatchObject({
      path: '/portal/auth/code',
      params: { email: CUSTOMER_EMAIL },
    });
    const mail = suite.server.mailer.sent.at(-1)!;
    expect(mail).toMatchObject({ email: CUSTOMER_EMAIL, firstName: 'Bea' });

    const callback = redirectTarget(await browser.follow(await browser.verifyCode(CUSTOMER_EMAIL, mail.code)));
    expect(callback.url.href.startsWith(`${suite.server.baseUrl}/portal/auth/callback?`)).toBe(true);
    expect(callback.params).toMatchObject({ state: started.state, iss: suite.server.config.issuer });
    expect((await browser.exchangeCode(callback.params.code!, started.verifier)).status).toBe(200);
  });

  test('requires PKCE, and answers its errors on the portal’s callback', async () => {
    const browser = portalBrowser();
    const { response } = await browser.authorize({ code_challenge: undefined, code_challenge_method: undefined });
    expect(redirectTarget(response)).toMatchObject({
      path: '/portal/auth/callback',
      params: { error: 'invalid_request' },
    });
    expect(browser.jar.has('_interaction')).toBe(false);
  });

  test('refusals of the code step go back to the portal’s pages', async () => {
    const browser = portalBrowser();
    await browser.authorize();
    await browser.requestCode(CUSTOMER_EMAIL);
    const code = suite.server.mailer.sent.at(-1)!.code;
    expect(redirectTarget(await browser.verifyCode(CUSTOMER_EMAIL, code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'))).toEqual(
      expect.objectContaining({
        path: '/portal/auth/code',
        params: {
          email: CUSTOMER_EMAIL,
          error: 'invalid_code',
          error_description: platformMessages.codeIncorrect,
        },
      }),
    );
    const unknownAction = await browser.post(`${suite.server.baseUrl}/code/authorize`, { action: 'steal' });
    expect(redirectTarget(unknownAction)).toMatchObject({
      path: '/portal/auth/start',
      params: { error: 'invalid_request' },
    });
  });

  test('without a sign-in in progress, the form’s client_id picks the pages of the expired answer', async () => {
    const expired = { error: 'session_expired', error_description: platformMessages.signInSessionExpired };
    const post = (form: Record<string, string>) =>
      new Browser(suite.server).post(`${suite.server.baseUrl}/code/authorize`, { action: 'request', ...form });
    const cases: [Record<string, string>, string][] = [
      [{ client_id: PORTAL_CLIENT_ID, email: CUSTOMER_EMAIL }, '/portal/auth/start'],
      [{ email: CUSTOMER_EMAIL }, '/auth/start'],
      [{ client_id: 'someone-else', email: CUSTOMER_EMAIL }, '/auth/start'],
    ];
    for (const [form, path] of cases) {
      expect(redirectTarget(await post(form))).toEqual(expect.objectContaining({ path, params: expired }));
    }
  });

  test('a form of one site posted into a sign-in the other site started answers expired on its own pages', async () => {
    const expired = { error: 'session_expired', error_description: platformMessages.signInSessionExpired };
    // The portal opened first, then the back office's login page used in the same browser; and the reverse.
    const cases = [
      { started: 'portal', form: 'web', email: ADMIN_EMAIL, path: '/auth/start' },
      { started: 'web', form: 'portal', email: CUSTOMER_EMAIL, path: '/portal/auth/start' },
    ] as const;
    for (const { started, form, email, path } of cases) {
      const browser = new Browser(suite.server, { client: started });
      await browser.authorize();
      const mails = suite.server.mailer.sent.length;
      const clientId = CLIENT_IDS[form];
      const forms: Record<string, string>[] = [
        { action: 'request', email },
        { action: 'verify', email, code: 'AAAAAA' },
      ];
      for (const action of forms) {
        const answer = await browser.post(`${suite.server.baseUrl}/code/authorize`, { ...action, client_id: clientId });
        expect(redirectTarget(answer)).toEqual(expect.objectContaining({ path, params: expired }));
      }
      expect(suite.server.mailer.sent.length).toBe(mails);
      // The form's own site then signs in as usual, in the same browser.
      const own = new Browser(suite.server, { client: form, jar: browser.jar });
      await own.authorize();
      expect(redirectTarget(await own.requestCode(email)).path).toBe(path.replace('/start', '/code'));
    }
  });

  test('staff and a buyer signed in in one browser both refresh, whichever signed in first', async () => {
    const signInWithTokens = async (browser: Browser, email: string) => {
      const { code, verifier } = await browser.signIn(email);
      const tokens = await browser.exchangeCode(code, verifier);
      expect(tokens.status).toBe(200);
      return tokens.body.refresh_token!;
    };
    for (const order of [['web', 'portal'] as const, ['portal', 'web'] as const]) {
      const jar = new Browser(suite.server).jar;
      const emails = { web: ADMIN_EMAIL, portal: CUSTOMER_EMAIL };
      const refreshTokens: Partial<Record<'web' | 'portal', string>> = {};
      // The second sign-in replaces the browser's login session at the issuer.
      for (const client of order) {
        refreshTokens[client] = await signInWithTokens(new Browser(suite.server, { client, jar }), emails[client]);
      }
      for (const client of order) {
        const refreshed = await refresh(suite.server, refreshTokens[client]!, client);
        expect(refreshed.status, `${client} signed in ${order.indexOf(client) === 0 ? 'first' : 'second'}`).toBe(200);
        expect(refreshed.body.access_token).toBeTruthy();
      }
    }
  });

  test('an error page of the provider leads back to the portal', async () => {
    const { response } = await portalBrowser().authorize({ redirect_uri: 'https://evil.example/portal/auth/callback' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain(authMessages.errorPageTitle);
    expect(html).toContain(`href="${suite.server.baseUrl}/portal"`);
  });
});

describe('who may sign in where', () => {
  /** The login page's answer to a code request (the e-mail left out), and whether a code was mailed. */
  async function askAs(client: 'web' | 'portal', email: string) {
    const browser = new Browser(suite.server, { client });
    await browser.authorize();
    const before = suite.server.mailer.sent.length;
    const { path, params } = redirectTarget(await browser.requestCode(email));
    const { email: _email, ...rest } = params;
    return { path, params: rest, mailed: suite.server.mailer.sent.length > before };
  }
  // Every address gets the code page, naming no one; only who may sign in at that site gets the mail.
  const answered = (path: string, mailed: boolean) => ({ path, params: {}, mailed });

  test('staff, a customer of an inactive organization and an unknown address get a customer’s answer at the portal, and no mail', async () => {
    expect(await askAs('portal', CUSTOMER_EMAIL)).toEqual(answered('/portal/auth/code', true));
    for (const email of [ADMIN_EMAIL, CLOSED_CUSTOMER_EMAIL, 'nobody@elsewhere.test']) {
      expect(await askAs('portal', email)).toEqual(answered('/portal/auth/code', false));
    }
  });

  test('a customer gets the unknown address’s answer at the back office, and no mail', async () => {
    expect(await askAs('web', CUSTOMER_EMAIL)).toEqual(await askAs('web', 'nobody@elsewhere.test'));
    expect(await askAs('web', CUSTOMER_EMAIL)).toEqual(answered('/auth/code', false));
    expect(await askAs('web', ADMIN_EMAIL)).toEqual(answered('/auth/code', true));
  });

  test('a customer whose organization is deactivated after asking for a code cannot use it', async () => {
    const { organizationId } = await addCustomer(suite.database, { email: 'dora@closing.test' });
    const browser = portalBrowser();
    await browser.authorize();
    await browser.requestCode('dora@closing.test');
    const code = suite.server.mailer.sent.at(-1)!.code;
    await suite.database.usersDb
      .update(organizations)
      .set({ status: 'inactive' })
      .where(eq(organizations.id, organizationId));
    expect(redirectTarget(await browser.verifyCode('dora@closing.test', code))).toMatchObject({
      path: '/portal/auth/start',
      params: { error: 'unknown_email', error_description: authMessages.unknownCustomerEmail },
    });
  });
});
