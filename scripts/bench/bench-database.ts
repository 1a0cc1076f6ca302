import { randomUUID } from 'node:crypto';
import { openSqlConnection, type SqlConnection } from '@lineup/server-kit/db';
import pg from 'pg';

/** The PostgreSQL server the benchmarks make their databases on: DATABASE_URL's, else the machine's test one. */
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export type BenchDatabase = {
  connection: SqlConnection;
  /** The database's address on PostgreSQL; undefined on the embedded database. */
  url?: string;
  /** Closes the connection and drops the database (the embedded one's folder is the caller's). */
  close: () => Promise<void>;
};

/**
 * A benchmark's own database: on PostgreSQL a fresh one made for the run and dropped after it, so
 * runs never meet each other's rows; else the embedded database in `dataDir`.
 */
export async function openBenchDatabase(kind: 'pglite' | 'postgres', dataDir: string): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const connection = await openSqlConnection({ dataDir });
    return { connection, close: () => connection.close() };
  }
  const name = `lineup_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const connection = await openSqlConnection({ databaseUrl: url.toString() });
  return {
    connection,
    url: url.toString(),
    close: async () => {
      await connection.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
