/**
 * The set-up shared by the files of sign-in tests: one database, auth servers on a clock the tests
 * move, and rate-limit windows that never carry over from one test to the next.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AuthServiceConfig } from '../app';
import { manualClock, openTestDatabase, startAuthServer, type TestDatabase, type TestServer } from './auth-server';

export const MINUTE = 60_000;

/** The clock, the database and one running server per name; the last two are set before the first test. */
export type SignInSuite<ServerName extends string> = {
  clock: ReturnType<typeof manualClock>;
  database: TestDatabase;
} & Record<ServerName, TestServer>;

/**
 * Registers the hooks of a file of sign-in tests: before them, a fresh database (which `prepare`
 * may add to) and one auth server per name, started with its config on the suite's clock; after
 * them, all closed. Each test starts 61 minutes after the previous one, outside its rate-limit
 * windows (the longest, the mail backoff's, is an hour).
 */
export function signInSuite<ServerName extends string>(
  servers: Record<ServerName, Partial<AuthServiceConfig>>,
  prepare: (database: TestDatabase) => Promise<unknown> = async () => undefined,
): SignInSuite<ServerName> {
  const suite = { clock: manualClock() } as SignInSuite<ServerName>;
  const names = Object.keys(servers) as ServerName[];
  beforeAll(async () => {
    suite.database = await openTestDatabase();
    await prepare(suite.database);
    for (const name of names) {
      const server = await startAuthServer(suite.database, { now: suite.clock.now, config: servers[name] });
      (suite as Record<ServerName, TestServer>)[name] = server;
    }
  });
  afterAll(async () => {
    for (const name of names) await (suite as Partial<Record<ServerName, TestServer>>)[name]?.close();
    await suite.database?.dispose();
  });
  beforeEach(() => suite.clock.advance(61 * MINUTE));
  return suite;
}
