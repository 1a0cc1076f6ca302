import { platformMessages } from '@lineup/contracts/messages';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseBusy } from './database-busy';
import { createDatabase, openSqlConnection, type SqlConnection } from './db';
import { installErrorHandling } from './http';
import type { AppEnv } from './http-types';
import { silentLogger } from './logger';

describe('isDatabaseBusy', () => {
  it('is false for other failures', () => {
    expect(isDatabaseBusy(new Error('boom'))).toBe(false);
    expect(isDatabaseBusy(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseBusy('timeout exceeded when trying to connect')).toBe(false);
  });
});

// The pool's own failures, as node-postgres words them: a new version that words them otherwise fails here.
describe.skipIf(!process.env.DATABASE_URL)('a database too busy to answer in time', () => {
  let connection: SqlConnection;
  let app: Hono<AppEnv>;

  beforeAll(async () => {
    connection = await openSqlConnection({
      databaseUrl: process.env.DATABASE_URL,
      // The wait bounds opening a connection too (the pool's first, here): 100 ms was too short
      // for PostgreSQL to start a session on a busy 2-core machine.
      pool: { size: 1, waitMs: 1_000, statementTimeoutMs: 200 },
    });
    const db = createDatabase(connection, {});
    app = new Hono<AppEnv>();
    installErrorHandling(app, silentLogger(), platformMessages.internalError);
    app.get('/sleep', async (c) => {
      await db.execute(sql`select pg_sleep(1)`);
      return c.text('slept');
    });
    app.get('/quick', async (c) => {
      await db.execute(sql`select 1`);
      return c.text('quick');
    });
  });
  afterAll(() => connection.close());

  it('answers 503 when no connection comes free in time', async () => {
    if (connection.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const held = await connection.pool.connect();
    try {
      const response = await app.request('/quick');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ success: false, message: platformMessages.databaseBusy });
    } finally {
      held.release();
    }
    expect((await app.request('/quick')).status).toBe(200);
  });

  it('answers 503 when a statement runs past its limit', async () => {
    const response = await app.request('/sleep');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, message: platformMessages.databaseBusy });
  });
});
