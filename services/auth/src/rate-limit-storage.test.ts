import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reserveCodeMail } from './domain/code-requests';
import { admitRateLimitedHit } from './domain/rate-limits';
import { DEFAULT_SIGN_IN_LIMITS } from './domain/sign-in-limits';
import { openTestDatabase, type TestDatabase } from './test-support/auth-server';

// The limits are shared by every instance through the database: parallel requests, as from
// several instances at once, cannot get past them together.

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe('limits under parallel requests', () => {
  test('of 12 hits at once from one address with a limit of 5, exactly 5 get in; another address is apart', async () => {
    const now = Date.now();
    const hit = (clientAddress: string) =>
      admitRateLimitedHit(database.db, { action: 'code_verify', clientAddress, now, limit: 5, windowSeconds: 600 });
    const results = await Promise.all(Array.from({ length: 12 }, () => hit('192.0.2.1')));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await hit('192.0.2.2')).toBe(true);
    // The same address for another action is counted apart too.
    expect(
      await admitRateLimitedHit(database.db, {
        action: 'authorize',
        clientAddress: '192.0.2.1',
        now,
        limit: 5,
        windowSeconds: 600,
      }),
    ).toBe(true);
  });

  test('of 8 code mails booked at once for one e-mail in different sign-ins, only the free 3 go', async () => {
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        reserveCodeMail(database.db, {
          email: 'parallel@lineup.test',
          interactionUid: `sign-in-${i}`,
          clientAddress: `192.0.2.${i}`,
          now,
          limits: DEFAULT_SIGN_IN_LIMITS,
        }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(DEFAULT_SIGN_IN_LIMITS.mailBackoff.freeMails);
    expect(results.filter((result) => !result.ok && result.reason === 'mail_backoff')).toHaveLength(5);
  });
});
