import { platformMessages } from '@lineup/contracts/messages';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, accessTokenVerifier, addUser } from './test-support/auth-server';
import { Browser, redirectTarget } from './test-support/browser';
import { MINUTE, signInSuite } from './test-support/sign-in-suite';

// Neither asking for a code nor the code step may tell anyone whether an address belongs to a
// member of staff, nor whose.

const STAFF_EMAIL = 'grace@lineup.test';
const STRANGER_EMAIL = 'nobody@elsewhere.test';
const suite = signInSuite({ server: {} }, (database) =>
  addUser(database.usersDb, database.seed, { email: STAFF_EMAIL, firstName: 'Grace' }),
);

const wrongCode = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

async function answer(response: Response) {
  return { status: response.status, location: response.headers.get('location') };
}

describe('asking for a code reveals no one', () => {
  /** What the login page's request answers, with its own address left out so answers compare. */
  async function ask(email: string) {
    const browser = new Browser(suite.server);
    await browser.authorize();
    const response = await browser.requestCode(email);
    const target = new URL(response.headers.get('location')!);
    const params = Object.fromEntries(target.searchParams);
    expect(params.email).toBe(email);
    return { status: response.status, path: target.pathname, params: Object.keys(params) };
  }

  test('staff, a stranger and a customer get the same answer: the code page, naming no one; only staff get a mail', async () => {
    const customer = 'buyer@customer.test';
    await addUser(suite.database.usersDb, suite.database.seed, { email: customer, type: 'external' });
    const sent = () => suite.server.mailer.sent.map((mail) => mail.email);
    const before = sent().length;
    const answers = [];
    for (const email of [STAFF_EMAIL, STRANGER_EMAIL, customer]) answers.push(await ask(email));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 303, path: '/auth/code', params: ['email'] });
    expect(sent().slice(before)).toEqual([STAFF_EMAIL]);
  });

  test('the answer does not wait for the mail, so its timing tells nothing either', async () => {
    let releaseMail = () => {};
    const held = new Promise<void>((resolve) => {
      releaseMail = resolve;
    });
    const mailer = suite.server.mailer;
    const send = mailer.sendLoginCode;
    mailer.sendLoginCode = async (to, code) => {
      await held;
      return send.call(mailer, to, code);
    };
    try {
      expect(await ask(STAFF_EMAIL)).toEqual({ status: 303, path: '/auth/code', params: ['email'] });
    } finally {
      mailer.sendLoginCode = send;
      releaseMail();
    }
  });
});

describe('the code step reveals no one', () => {
  test('in a sign-in that asked for no code, a staff e-mail and a stranger’s get the same answer, naming no one', async () => {
    const answers = [];
    for (const email of [STAFF_EMAIL, ADMIN_EMAIL, STRANGER_EMAIL, '']) {
      const browser = new Browser(suite.server);
      await browser.authorize();
      answers.push(await answer(await browser.verifyCode(email, 'ABC234')));
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const [first] = answers;
    expect(first!.status).toBe(303);
    const target = new URL(first!.location!);
    expect(target.pathname).toBe('/auth/start');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      error: 'code_expired',
      error_description: platformMessages.codeExpired,
    });
  });

  test('a wrong code gets the same answer whatever e-mail the form carries, without a name', async () => {
    const browser = new Browser(suite.server);
    await browser.authorize();
    await browser.requestCode(STAFF_EMAIL);
    const code = suite.server.mailer.sent.at(-1)!.code;

    const answers = [];
    for (const email of [STAFF_EMAIL, STRANGER_EMAIL, ADMIN_EMAIL]) {
      answers.push(await answer(await browser.verifyCode(email, wrongCode(code))));
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const refused = new URL(answers[0]!.location!);
    expect(refused.pathname).toBe('/auth/code');
    expect(Object.fromEntries(refused.searchParams)).toEqual({
      email: STAFF_EMAIL,
      error: 'invalid_code',
      error_description: platformMessages.codeIncorrect,
    });
    expect(answers[0]!.location).not.toContain('Grace');
  });

  test.each([
    ['a malformed code', '12'],
    ['too many wrong codes', 'wrong'],
    ['an expired code', 'expired'],
  ])('%s: the refusal names no one', async (_label, kind) => {
    const browser = new Browser(suite.server);
    await browser.authorize();
    await browser.requestCode(STAFF_EMAIL);
    const code = suite.server.mailer.sent.at(-1)!.code;
    let response: Response;
    if (kind === 'wrong') {
      for (let i = 0; i < 5; i++) await browser.verifyCode(STAFF_EMAIL, wrongCode(code));
      response = await browser.verifyCode(STAFF_EMAIL, code);
    } else if (kind === 'expired') {
      suite.clock.advance(10 * MINUTE);
      response = await browser.verifyCode(STAFF_EMAIL, code);
    } else {
      response = await browser.verifyCode(STAFF_EMAIL, kind);
    }
    const refused = redirectTarget(response);
    expect(refused.path).toBe('/auth/code');
    expect(refused.params.name).toBeUndefined();
    expect(refused.params.error).toBeTruthy();
  });

  test('the code signs in the person it was asked for, whatever e-mail the form carries', async () => {
    const browser = new Browser(suite.server);
    const started = await browser.authorize();
    await browser.requestCode(ADMIN_EMAIL);
    const code = suite.server.mailer.sent.at(-1)!.code;
    const callback = redirectTarget(await browser.follow(await browser.verifyCode(STAFF_EMAIL, code)));
    expect(callback.path).toBe('/auth/callback');
    const tokens = await browser.exchangeCode(callback.params.code!, started.verifier);
    const verify = await accessTokenVerifier(suite.server);
    expect((await verify(tokens.body.access_token)).subject).toBe(suite.database.seed.adminUserId);
  });
});
