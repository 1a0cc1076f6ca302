import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openSqlConnection, type SqlConnection } from '../db';

/**
 * A fresh, empty database for one test file: an in-memory PGlite by default, or a new database
 * created on the PostgreSQL server named by DATABASE_URL (dropped again by `dispose`).
 */
export async function openTestConnection(): Promise<SqlConnection & { dispose: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const connection = await openSqlConnection({ inMemory: true });
    return { ...connection, dispose: connection.close };
  }
  const name = `lineup_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openSqlConnection({ databaseUrl: url.toString() });
  return {
    ...connection,
    dispose: async () => {
      await connection.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await sessionsClosed(cleanup, name);
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Waits (up to 5 s) until no session is left on `database`. The pool's end resolves once its
 * clients are let go, before their connections have closed: a forced drop then would terminate
 * them, and each would report a lost connection in the test's output.
 */
async function sessionsClosed(admin: pg.Client, database: string) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ sessions: number }>(
      'select count(*)::int as sessions from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]?.sessions === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
