import { authMessages } from '@lineup/contracts/auth-messages';
import {
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_PATTERN,
  LOGIN_CODE_TTL_SECONDS,
} from '@lineup/contracts/constants';
import { platformMessages, validationMessages } from '@lineup/contracts/messages';
import { users } from '@lineup/users/db/schema';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { codeRequests, loginCodes, oidcPayloads, rateLimitHits } from './db/schema';
import { ADMIN_EMAIL, accessTokenVerifier, addUser } from './test-support/auth-server';
import { Browser, redirectTarget } from './test-support/browser';
import { signInSuite } from './test-support/sign-in-suite';

const suite = signInSuite({ server: {} });

/** The e-mail's login codes, newest first. */
const rowsFor = (email: string) =>
  suite.database.db.select().from(loginCodes).where(eq(loginCodes.email, email)).orderBy(desc(loginCodes.createdAt));
/** The e-mail's codes that could still be typed. */
const liveRowsFor = async (email: string) =>
  (await rowsFor(email)).filter((row) => !row.consumedAt && row.expiresAt.getTime() > suite.clock.now());

describe('the happy path', () => {
  test('e-mail, code, callback with code, state and iss, then tokens an API accepts', async () => {
    const browser = new Browser(suite.server);
    const started = await browser.authorize();
    expect(started.response.status).toBe(303);
    expect(started.location).toBe(`${suite.server.baseUrl}/auth/start`);

    const requested = await browser.requestCode(ADMIN_EMAIL);
    expect(requested.status).toBe(303);
    expect(redirectTarget(requested)).toMatchObject({
      path: '/auth/code',
      params: { email: ADMIN_EMAIL },
    });
    const mail = suite.server.mailer.sent.at(-1)!;
    expect(mail.email).toBe(ADMIN_EMAIL);
    expect(mail.firstName).toBe('Ada');
    expect(mail.code).toHaveLength(LOGIN_CODE_LENGTH);
    expect(mail.code).toMatch(LOGIN_CODE_PATTERN);

    const verified = await browser.verifyCode(ADMIN_EMAIL, mail.code);
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toMatch(new RegExp(`^${suite.server.config.issuer}/auth/`));

    const callback = redirectTarget(await browser.follow(verified));
    expect(callback.path).toBe('/auth/callback');
    expect(callback.params.state).toBe(started.state);
    expect(callback.params.iss).toBe(suite.server.config.issuer);
    expect(callback.params.code).toBeTruthy();

    const tokens = await browser.exchangeCode(callback.params.code!, started.verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body.token_type).toBe('Bearer');
    expect(tokens.body.expires_in).toBe(15 * 60);
    expect(tokens.body.refresh_token).toBeTruthy();

    const verify = await accessTokenVerifier(suite.server);
    const verified2 = await verify(tokens.body.access_token);
    expect(verified2.subject).toBe(suite.database.seed.adminUserId);
    expect(verified2.claims).toMatchObject({
      aud: suite.server.config.clients.web.apiResource,
      iss: suite.server.config.issuer,
      email: ADMIN_EMAIL,
      firstName: 'Ada',
      lastName: 'Admin',
      kind: 'staff',
      scope: 'api',
      client_id: 'lineup-web',
    });
    expect(Number(verified2.claims.exp) - Number(verified2.claims.iat)).toBe(15 * 60);

    // The audience is checked: a verifier for another API refuses the token.
    const otherApi = await accessTokenVerifier(suite.server, `${suite.server.baseUrl}/other`);
    await expect(otherApi(tokens.body.access_token)).rejects.toThrow();
  });

  test('a login_hint pre-fills the e-mail on the login page', async () => {
    const started = await new Browser(suite.server).authorize({ login_hint: ADMIN_EMAIL });
    expect(redirectTarget(started.response)).toMatchObject({ path: '/auth/start', params: { email: ADMIN_EMAIL } });
  });

  test('the e-mail is matched without regard to case and spaces; the code in either case', async () => {
    const browser = new Browser(suite.server);
    await browser.authorize();
    const requested = await browser.requestCode(`  ${ADMIN_EMAIL.toUpperCase()} `);
    expect(redirectTarget(requested).params.email).toBe(ADMIN_EMAIL);
    const code = suite.server.mailer.sent.at(-1)!.code;
    const verified = await browser.verifyCode(ADMIN_EMAIL, code.toLowerCase());
    expect(redirectTarget(await browser.follow(verified)).path).toBe('/auth/callback');
  });

  test('every authorization request asks for a fresh sign-in, even with a live browser session', async () => {
    const browser = new Browser(suite.server);
    await browser.signIn(ADMIN_EMAIL);
    expect(browser.jar.has('_session')).toBe(true);
    for (const prompt of ['login', undefined]) {
      const again = await browser.authorize({ prompt });
      expect(redirectTarget(again.response).path).toBe('/auth/start');
    }
  });

  test('a second person signing in on the same browser gets their own tokens', async () => {
    const secondId = await addUser(suite.database.usersDb, suite.database.seed, {
      email: 'grace@lineup.test',
      firstName: 'Grace',
    });
    const browser = new Browser(suite.server);
    await browser.signIn(ADMIN_EMAIL);

    const started = await browser.authorize();
    await browser.requestCode('grace@lineup.test');
    // One redirect at a time, as far as the provider's page that first ends the earlier person's
    // browser session with an auto-submitted form; its one inline script is allowed by a hash in the CSP.
    let response = await browser.verifyCode('grace@lineup.test', suite.server.mailer.sent.at(-1)!.code);
    while (response.status >= 300 && response.status < 400) {
      response = await browser.get(new URL(response.headers.get('location')!, suite.server.baseUrl).href);
    }
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    const form = await browser.selfPostingForm(response);
    expect(form?.action).toBe(`${suite.server.config.issuer}/session/end/confirm`);
    response = await browser.follow(await browser.post(form!.action, form!.inputs));
    const callback = redirectTarget(response);
    expect(callback.path).toBe('/auth/callback');
    const tokens = await browser.exchangeCode(callback.params.code!, started.verifier);
    const verify = await accessTokenVerifier(suite.server);
    expect((await verify(tokens.body.access_token)).subject).toBe(secondId);
  });
});

describe('who may ask for a code', () => {
  test('an unknown e-mail is answered as any other: the code page, without a name, and no mail', async () => {
    const browser = new Browser(suite.server);
    await browser.authorize();
    const sentBefore = suite.server.mailer.sent.length;
    expect(redirectTarget(await browser.requestCode('nobody@lineup.test'))).toMatchObject({
      path: '/auth/code',
      params: { email: 'nobody@lineup.test' },
    });
    expect(suite.server.mailer.sent.length).toBe(sentBefore);
  });

  test.each([
    ['an external (customer) user', { email: 'buyer@customer.test', type: 'external' as const }],
    ['an inactive internal user', { email: 'former@lineup.test', status: 'inactive' as const }],
  ])('%s gets no code for the back office', async (_label, user) => {
    await addUser(suite.database.usersDb, suite.database.seed, user);
    const browser = new Browser(suite.server);
    await browser.authorize();
    const sentBefore = suite.server.mailer.sent.length;
    expect(redirectTarget(await browser.requestCode(user.email))).toMatchObject({
      path: '/auth/code',
      params: { email: user.email },
    });
    expect(suite.server.mailer.sent.length).toBe(sentBefore);
  });

  test.each([
    ['not-an-address', validationMessages.emailInvalid],
    ['', validationMessages.emailRequired],
    ['admin@', validationMessages.emailInvalid],
  ])("a malformed e-mail %j is refused with the e-mail field's message and writes nothing", async (email, message) => {
    const browser = new Browser(suite.server);
    await browser.authorize();
    const written = async () => [
      await suite.database.db.select().from(codeRequests),
      await suite.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.action, 'code_request')),
    ];
    const before = await written();
    expect(redirectTarget(await browser.requestCode(email))).toMatchObject({
      path: '/auth/start',
      params: { error: 'invalid_email', error_description: message },
    });
    expect(await written()).toEqual(before);
  });

  test('without a sign-in in progress (no or forged interaction cookie) the session has expired', async () => {
    const expected = {
      path: '/auth/start',
      params: { error: 'session_expired', error_description: platformMessages.signInSessionExpired },
    };
    const stranger = new Browser(suite.server);
    expect(redirectTarget(await stranger.requestCode(ADMIN_EMAIL))).toMatchObject(expected);

    const forged = await fetch(`${suite.server.baseUrl}/code/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: '_interaction=made-up; _interaction.sig=made-up',
      },
      body: new URLSearchParams({ action: 'request', email: ADMIN_EMAIL }),
    });
    expect(redirectTarget(forged)).toMatchObject(expected);
  });

  test('an unknown action is refused', async () => {
    const browser = new Browser(suite.server);
    await browser.authorize();
    const response = await browser.post(`${suite.server.baseUrl}/code/authorize`, {
      action: 'steal',
      email: ADMIN_EMAIL,
    });
    expect(redirectTarget(response)).toMatchObject({
      path: '/auth/start',
      params: { error: 'invalid_request', error_description: platformMessages.signInFailed },
    });
  });

  test('when the mail cannot be sent, no code is left behind', async () => {
    const browser = new Browser(suite.server);
    await browser.authorize();
    suite.server.mailer.fail = true;
    try {
      // The answer goes before the mail: the person is on the code page and can ask again there.
      expect(redirectTarget(await browser.requestCode(ADMIN_EMAIL))).toMatchObject({ path: '/auth/code' });
      await vi.waitFor(async () => expect(await liveRowsFor(ADMIN_EMAIL)).toEqual([]));
    } finally {
      suite.server.mailer.fail = false;
    }
  });
});

describe('the code', () => {
  async function codeFor(browser: Browser, email = ADMIN_EMAIL) {
    await browser.authorize();
    await browser.requestCode(email);
    return suite.server.mailer.sent.at(-1)!.code;
  }
  const wrongCode = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

  test('is stored only as a hash, bound to the sign-in, expiring after ten minutes', async () => {
    const browser = new Browser(suite.server);
    const code = await codeFor(browser);
    const [row, ...others] = await liveRowsFor(ADMIN_EMAIL);
    expect(others).toEqual([]);
    expect(row!.codeHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(code.toLowerCase());
    expect(row!.expiresAt.getTime() - suite.clock.now()).toBe(LOGIN_CODE_TTL_SECONDS * 1000);
    const [interaction] = await suite.database.db
      .select()
      .from(oidcPayloads)
      .where(eq(oidcPayloads.id, row!.interactionUid));
    expect(interaction?.model).toBe('Interaction');
  });

  test('a wrong code is counted; after five wrong tries even the right code is refused', async () => {
    const browser = new Browser(suite.server);
    const code = await codeFor(browser);
    for (let i = 1; i < LOGIN_CODE_MAX_ATTEMPTS; i++) {
      expect(redirectTarget(await browser.verifyCode(ADMIN_EMAIL, wrongCode(code)))).toMatchObject({
        path: '/auth/code',
        params: { email: ADMIN_EMAIL, error: 'invalid_code', error_description: platformMessages.codeIncorrect },
      });
    }
    const tooMany = {
      path: '/auth/code',
      params: { error: 'too_many_attempts', error_description: platformMessages.codeTooManyAttempts },
    };
    expect(redirectTarget(await browser.verifyCode(ADMIN_EMAIL, wrongCode(code)))).toMatchObject(tooMany);
    expect(redirectTarget(await browser.verifyCode(ADMIN_EMAIL, code))).toMatchObject(tooMany);
    const [row] = await rowsFor(ADMIN_EMAIL);
    expect(row).toMatchObject({ attempts: LOGIN_CODE_MAX_ATTEMPTS, consumedAt: null });
  });

  test('parallel guesses cannot get more than five tries', async () => {
    const browser = new Browser(suite.server);
    const code = await codeFor(browser);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => browser.verifyCode(ADMIN_EMAIL, wrongCode(code))),
    );
    const errors = guesses.map((response) => redirectTarget(response).params.error);
    expect(errors.filter((error) => error === 'invalid_code').length).toBe(LOGIN_CODE_MAX_ATTEMPTS - 1);
    expect(errors.filter((error) => error === 'too_many_attempts').length).toBe(8 - (LOGIN_CODE_MAX_ATTEMPTS - 1));
    const [row] = await rowsFor(ADMIN_EMAIL);
    expect(row!.attempts).toBe(LOGIN_CODE_MAX_ATTEMPTS);
    expect(redirectTarget(await browser.verifyCode(ADMIN_EMAIL, code)).params.error).toBe('too_many_attempts');
  });

  test('the right code after four wrong tries still signs in', async () => {
    const browser = new Browser(suite.server);
    const code = await codeFor(browser);
    for (let i = 1; i < LOGIN_CODE_MAX_ATTEMPTS; i++) await browser.verifyCode(ADMIN_EMAIL, wrongCode(code));
    const verified = await browser.verifyCode(ADMIN_EMAIL, code);
    expect(redirectTarget(await browser.follow(verified)).path).toBe('/auth/callback');
  });

  test('a malformed code is refused without using up a try', async () => {
    const browser = new Browser(suite.server);
    await codeFor(browser);
    expect(redirectTarget(await browser.verifyCode(ADMIN_EMAIL, '12'))).toMatchObject({
      path: '/auth/code',
      params: { error: 'invalid_code' },
    });
    const [row] = await rowsFor(ADMIN_EMAIL);
    expect(row!.attempts).toBe(0);
  });

  test('expires after ten minutes', async () => {
    const browser = new Browser(suite.server);
    const code = await codeFor(browser);
    suite.clock.advance(LOGIN_CODE_TTL_SECONDS * 1000);
    expect(redirectTarget(await browser.verifyCode(ADMIN_EMAIL, code))).toMatchObject({
      path: '/auth/code',
      params: { error: 'code_expired', error_description: platformMessages.codeExpired },
    });
  });

  test('works once', async () => {
    const browser = new Browser(suite.server);
    const code = await codeFor(browser);
    const first = await browser.verifyCode(ADMIN_EMAIL, code);
    expect(redirectTarget(first).path).toMatch(/^\/oidc\/auth\//);
    expect(redirectTarget(await browser.verifyCode(ADMIN_EMAIL, code))).toMatchObject({
      path: '/auth/code',
      params: { error: 'code_used', error_description: authMessages.codeAlreadyUsed },
    });
    // Once the provider has finished the sign-in, the interaction itself is gone.
    expect(redirectTarget(await browser.follow(first)).path).toBe('/auth/callback');
    expect(redirectTarget(await browser.verifyCode(ADMIN_EMAIL, code)).params.error).toBe('session_expired');
  });

  test('a new code replaces the previous one', async () => {
    const browser = new Browser(suite.server);
    const first = await codeFor(browser);
    await browser.requestCode(ADMIN_EMAIL);
    const second = suite.server.mailer.sent.at(-1)!.code;
    if (first !== second) {
      expect(redirectTarget(await browser.verifyCode(ADMIN_EMAIL, first)).params.error).toBe('invalid_code');
    }
    expect(redirectTarget(await browser.follow(await browser.verifyCode(ADMIN_EMAIL, second))).path).toBe(
      '/auth/callback',
    );
  });

  test('is bound to the sign-in it was asked for', async () => {
    const asker = new Browser(suite.server);
    const code = await codeFor(asker);
    const other = new Browser(suite.server);
    await other.authorize();
    // The other sign-in asked for no code: it is sent back to ask for one.
    expect(redirectTarget(await other.verifyCode(ADMIN_EMAIL, code))).toMatchObject({
      path: '/auth/start',
      params: { error: 'code_expired', error_description: platformMessages.codeExpired },
    });
    expect(redirectTarget(await asker.follow(await asker.verifyCode(ADMIN_EMAIL, code))).path).toBe('/auth/callback');
  });

  test('a user deactivated after asking for a code cannot use it', async () => {
    const email = 'leaving@lineup.test';
    const id = await addUser(suite.database.usersDb, suite.database.seed, { email });
    const browser = new Browser(suite.server);
    const code = await codeFor(browser, email);
    await suite.database.usersDb.update(users).set({ status: 'inactive' }).where(eq(users.id, id));
    expect(redirectTarget(await browser.verifyCode(email, code))).toMatchObject({
      path: '/auth/start',
      params: { error: 'unknown_email' },
    });
  });
});

describe('responses', () => {
  test('carry the security headers, on the code route and on the provider', async () => {
    const browser = new Browser(suite.server);
    const started = await browser.authorize();
    const codeRoute = await browser.requestCode('nobody@lineup.test');
    for (const response of [started.response, codeRoute]) {
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
  });
});
