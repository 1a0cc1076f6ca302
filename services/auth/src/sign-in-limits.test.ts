import { authMessages } from '@lineup/contracts/auth-messages';
import { platformMessages } from '@lineup/contracts/messages';
import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { oidcPayloads } from './db/schema';
import { DEFAULT_SIGN_IN_LIMITS, mailBackoffSeconds } from './domain/sign-in-limits';
import { ADMIN_EMAIL } from './test-support/auth-server';
import { Browser, redirectTarget } from './test-support/browser';
import { MINUTE, signInSuite } from './test-support/sign-in-suite';

const suite = signInSuite({
  /** Clients reach it directly: the socket's address counts (TRUST_PROXY_HOPS=0). */
  direct: {},
  /** Behind one proxy of ours (TRUST_PROXY_HOPS=1): each Browser's X-Forwarded-For is its address. */
  proxied: { trustProxyHops: 1 },
});
let nextAddress = 1;
/** A client at an address no other test used. */
const client = () => new Browser(suite.proxied, { forwardedFor: `198.51.100.${nextAddress++}` });

const tooMany = (description: string) => ({ error: 'too_many_requests', error_description: description });
const lastCode = () => suite.proxied.mailer.sent.at(-1)!.code;

describe('a stranger cannot lock anyone out', () => {
  test('codes asked for a staff e-mail in other sign-ins do not void the code its owner is about to type', async () => {
    const staff = client();
    await staff.authorize();
    expect(redirectTarget(await staff.requestCode(ADMIN_EMAIL)).path).toBe('/auth/code');
    const code = lastCode();

    const stranger = client();
    const answers = [];
    for (let i = 0; i < 6; i++) {
      await stranger.authorize();
      answers.push(redirectTarget(await stranger.requestCode(ADMIN_EMAIL)));
    }
    // Two more mails go out; then the address's backoff refuses, and the stranger has no code page.
    expect(answers.map((a) => a.path)).toEqual([
      '/auth/code',
      '/auth/code',
      '/auth/start',
      '/auth/start',
      '/auth/start',
      '/auth/start',
    ]);
    expect(answers[2]!.params).toMatchObject(tooMany(authMessages.codeMailBackoff(1)));

    expect(redirectTarget(await staff.follow(await staff.verifyCode(ADMIN_EMAIL, code))).path).toBe('/auth/callback');
  });

  test('the owner can still ask for their own code: after the backoff’s wait, within their own quota', async () => {
    const staff = client();
    await staff.authorize();
    await staff.requestCode(ADMIN_EMAIL);
    const first = lastCode();
    const stranger = client();
    for (let i = 0; i < 4; i++) {
      await stranger.authorize();
      await stranger.requestCode(ADMIN_EMAIL);
    }
    // Asked too soon: the page of the code they hold, with the wait; that code still works.
    const refused = redirectTarget(await staff.requestCode(ADMIN_EMAIL));
    expect(refused).toMatchObject({
      path: '/auth/code',
      params: { email: ADMIN_EMAIL, ...tooMany(authMessages.codeMailBackoff(1)) },
    });
    suite.clock.advance(1 * MINUTE);
    expect(redirectTarget(await staff.requestCode(ADMIN_EMAIL)).params).toEqual({ email: ADMIN_EMAIL });
    const second = lastCode();
    if (first !== second) {
      expect(redirectTarget(await staff.verifyCode(ADMIN_EMAIL, first)).params.error).toBe('invalid_code');
    }
    expect(redirectTarget(await staff.follow(await staff.verifyCode(ADMIN_EMAIL, second))).path).toBe('/auth/callback');
  });

  test('one sign-in gets five codes; a new sign-in may ask again', async () => {
    const browser = client();
    await browser.authorize();
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.codesPerSignIn; i++) {
      suite.clock.advance(2 * MINUTE); // past the backoff's wait (0, 0, 0, 1, 2 minutes)
      expect(redirectTarget(await browser.requestCode(ADMIN_EMAIL)).path).toBe('/auth/code');
    }
    suite.clock.advance(5 * MINUTE);
    const sent = suite.proxied.mailer.sent.length;
    expect(redirectTarget(await browser.requestCode(ADMIN_EMAIL))).toMatchObject({
      path: '/auth/code',
      params: tooMany(authMessages.signInCodeQuota),
    });
    expect(suite.proxied.mailer.sent.length).toBe(sent);

    await browser.authorize();
    expect(redirectTarget(await browser.requestCode(ADMIN_EMAIL)).path).toBe('/auth/code');
  });
});

describe('mails to one address slow down, whoever asks', () => {
  test('three at once, then 1, 2, 4, 8 and 15 minutes apart; asking during a wait does not lengthen it', async () => {
    const ask = async () => {
      const browser = client();
      await browser.authorize();
      return redirectTarget(await browser.requestCode(ADMIN_EMAIL));
    };
    const sentBefore = suite.proxied.mailer.sent.length;
    for (let i = 0; i < 3; i++) expect((await ask()).path).toBe('/auth/code');
    for (const waitMinutes of [1, 2, 4, 8, 15, 15]) {
      suite.clock.advance(waitMinutes * MINUTE - 1000);
      expect((await ask()).params).toMatchObject(tooMany(authMessages.codeMailBackoff(1)));
      suite.clock.advance(1000);
      expect((await ask()).path).toBe('/auth/code');
    }
    expect(suite.proxied.mailer.sent.length - sentBefore).toBe(9);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => mailBackoffSeconds(DEFAULT_SIGN_IN_LIMITS.mailBackoff, n))).toEqual([
      0, 0, 0, 60, 120, 240, 480, 900,
    ]);

    // An hour without mails, and three go at once again.
    suite.clock.advance(60 * MINUTE);
    for (let i = 0; i < 3; i++) expect((await ask()).path).toBe('/auth/code');
  });

  test('the wait is told in minutes, rounded up', async () => {
    const ask = async () => {
      const browser = client();
      await browser.authorize();
      return redirectTarget(await browser.requestCode(ADMIN_EMAIL));
    };
    for (const advance of [0, 0, 0, 1 * MINUTE, 2 * MINUTE]) {
      suite.clock.advance(advance);
      expect((await ask()).path).toBe('/auth/code');
    }
    suite.clock.advance(30_000);
    // Five mails: the next waits 4 minutes after the last; 3.5 are left, told as 4.
    expect((await ask()).params).toMatchObject(tooMany(authMessages.codeMailBackoff(4)));
  });
});

describe('per client address', () => {
  test('twenty code requests in ten minutes, whatever the e-mail; X-Forwarded-For is ignored without a trusted proxy', async () => {
    for (let i = 0; i < 20; i++) {
      const browser = new Browser(suite.direct, { forwardedFor: `203.0.113.${i}` });
      await browser.authorize();
      expect(redirectTarget(await browser.requestCode(`probe${i}@lineup.test`)).path).toBe('/auth/code');
    }
    const browser = new Browser(suite.direct, { forwardedFor: '203.0.113.99' });
    await browser.authorize();
    expect(redirectTarget(await browser.requestCode(ADMIN_EMAIL))).toMatchObject({
      path: '/auth/start',
      params: tooMany(platformMessages.tooManyRequests),
    });
    suite.clock.advance(10 * MINUTE);
    expect(redirectTarget(await browser.requestCode(ADMIN_EMAIL)).path).toBe('/auth/code');
  });

  test('thirty code tries in ten minutes; another address is not held back', async () => {
    const guesser = client();
    await guesser.authorize();
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.codeVerificationsPerAddress; i++) {
      expect(redirectTarget(await guesser.verifyCode(ADMIN_EMAIL, 'ABC234')).params.error).toBe('code_expired');
    }
    suite.clock.advance(5 * MINUTE);
    await guesser.requestCode(ADMIN_EMAIL);
    const code = lastCode();
    // Refused before the code is looked at, even the right one; the code page stays.
    expect(redirectTarget(await guesser.verifyCode(ADMIN_EMAIL, code))).toMatchObject({
      path: '/auth/code',
      params: { email: ADMIN_EMAIL, ...tooMany(platformMessages.tooManyRequests) },
    });

    const neighbour = client();
    await neighbour.authorize();
    await neighbour.requestCode(ADMIN_EMAIL);
    expect(redirectTarget(await neighbour.follow(await neighbour.verifyCode(ADMIN_EMAIL, lastCode()))).path).toBe(
      '/auth/callback',
    );

    suite.clock.advance(5 * MINUTE + 1000);
    expect(redirectTarget(await guesser.follow(await guesser.verifyCode(ADMIN_EMAIL, code))).path).toBe(
      '/auth/callback',
    );
  });

  test('sixty sign-ins started in ten minutes; the next gets a 429 page and stores nothing', async () => {
    const interactions = async () =>
      (
        await suite.database.db.select({ n: count() }).from(oidcPayloads).where(eq(oidcPayloads.model, 'Interaction'))
      )[0]!.n;
    const browser = client();
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.authorizationsPerAddress; i++) {
      expect(redirectTarget((await browser.authorize()).response).path).toBe('/auth/start');
    }
    const before = await interactions();
    const refused = (await browser.authorize()).response;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(refused.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const page = await refused.text();
    expect(page).toContain(authMessages.tooManySignInsTitle);
    expect(page).toContain(authMessages.tooManySignInsText);
    expect(page).not.toContain('<script');
    expect(await interactions()).toBe(before);

    expect((await client().authorize()).response.status).toBe(303);
    suite.clock.advance(10 * MINUTE);
    expect((await browser.authorize()).response.status).toBe(303);
  });
});
