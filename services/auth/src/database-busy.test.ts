import { WEB_CLIENT_ID } from '@lineup/contracts/constants';
import { platformMessages } from '@lineup/contracts/error-messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuthDb } from './db/database';
import {
  GENEROUS_SIGN_IN_LIMITS,
  openTestDatabase,
  startAuthServer,
  type TestDatabase,
  type TestServer,
} from './test-support/auth-server';
import { Browser } from './test-support/browser';

// An overloaded database answers 503 (try again) on every path of the auth service, the
// provider's included, never 500.

/** PostgreSQL's "statement cancelled" (57014), as a statement past DATABASE_STATEMENT_TIMEOUT_MS fails. */
function statementCancelled() {
  return Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
}

/** The auth database, whose every query fails as an overloaded database's while `busy` is set. */
function overloadable(db: AuthDb) {
  const state = { busy: false };
  const queries = new Set(['select', 'insert', 'update', 'delete', 'execute', 'transaction']);
  const proxied = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !queries.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (state.busy) throw statementCancelled();
        return value.apply(target, args);
      };
    },
  });
  return { db: proxied, state };
}

describe('the auth service with an overloaded database', () => {
  let database: TestDatabase;
  let server: TestServer;
  let overload: ReturnType<typeof overloadable>;

  beforeAll(async () => {
    database = await openTestDatabase();
    overload = overloadable(database.db);
    server = await startAuthServer(
      { db: overload.db, usersDb: database.usersDb },
      { config: { limits: GENEROUS_SIGN_IN_LIMITS } },
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  test('the provider answers 503 with Retry-After, and works again once the database does', async () => {
    overload.state.busy = true;
    const busy = await new Browser(server).authorize();
    expect(busy.response.status).toBe(503);
    expect(busy.response.headers.get('retry-after')).toBe('1');

    overload.state.busy = false;
    const calm = await new Browser(server).authorize();
    expect(calm.response.status).toBe(303);
    expect(calm.location).toContain('/auth/start');
  });

  test('the e-mail code step sends the form back to the sign-in page saying the server is busy', async () => {
    const browser = new Browser(server);
    await browser.authorize();
    overload.state.busy = true;
    try {
      const response = await browser.requestCode('admin@lineup.test');
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location') ?? '', server.baseUrl);
      expect(location.pathname).toBe('/auth/start');
      expect(location.searchParams.get('error')).toBe('server_error');
      expect(location.searchParams.get('error_description')).toBe(platformMessages.databaseBusy);
    } finally {
      overload.state.busy = false;
    }
  });

  test('the token endpoint answers 503 when the provider itself meets the overloaded database', async () => {
    overload.state.busy = true;
    try {
      const response = await fetch(`${server.baseUrl}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: 'x'.repeat(43),
          client_id: WEB_CLIENT_ID,
        }),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
    } finally {
      overload.state.busy = false;
    }
  });
});
