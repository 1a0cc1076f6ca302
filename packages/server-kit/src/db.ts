import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabasePoolSettings, RuntimeConfig } from './env';

/**
 * One SQL connection shared by the services of a process: the embedded PGlite (under DATA_DIR)
 * or a pool to a PostgreSQL server (DATABASE_URL). Each service builds its own Drizzle handle
 * over it with its own schema (pim, users, auth).
 */
export type SqlConnection =
  | { kind: 'pglite'; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; pool: pg.Pool; close: () => Promise<void> };

// biome-ignore lint/suspicious/noExplicitAny: Drizzle's schema generic is any record of tables and relations.
export type Database<TSchema extends Record<string, unknown> = Record<string, any>> = PgDatabase<
  PgQueryResultHKT,
  TSchema
>;

/** The handle a transaction's callback gets: what it writes commits or rolls back together. */
export type Transaction<TSchema extends Record<string, unknown>> = Parameters<
  Parameters<Database<TSchema>['transaction']>[0]
>[0];

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** The PostgreSQL pool's size and bounds (readConfig().databasePool); ignored by the embedded database. */
  pool?: Partial<DatabasePoolSettings>;
};

export async function openSqlConnection(options: OpenOptions): Promise<SqlConnection> {
  if (options.databaseUrl) {
    const { size = 10, statementTimeoutMs = 0, waitMs = 0 } = options.pool ?? {};
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: size,
      // A request that cannot get a connection in time is refused (503, database-busy.ts) rather
      // than queued without end; a statement past the limit is cancelled by PostgreSQL.
      connectionTimeoutMillis: waitMs,
      statement_timeout: statementTimeoutMs || undefined,
      // A session whose instance died (kill -9) while a statement ran or waited on a lock would
      // otherwise keep its locks until that statement ends: PostgreSQL checks the client every 5 s.
      options: '-c client_connection_check_interval=5000',
    });
    // An idle client that loses its connection emits 'error' on the pool; without a listener that
    // would end the process. The pool replaces the client; the next query reports any real outage.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    // Fail at start, with a clear message, rather than at the first request.
    const probe = await pool.connect();
    probe.release();
    return { kind: 'postgres', pool, close: () => pool.end() };
  }
  let client: PGlite;
  if (options.inMemory || !options.dataDir) {
    client = new PGlite();
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    // PGlite does not create missing parent directories.
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  return { kind: 'pglite', client, close: () => client.close() };
}

export function createDatabase<TSchema extends Record<string, unknown>>(
  connection: SqlConnection,
  schema: TSchema,
): Database<TSchema> {
  if (connection.kind === 'postgres') {
    return drizzlePg(connection.pool, { schema }) as unknown as Database<TSchema>;
  }
  return drizzlePglite(connection.client, { schema }) as unknown as Database<TSchema>;
}

/**
 * Applies a service's checked-in SQL migrations. Each service keeps its own journal table in its
 * own schema so the three can be migrated (and deployed) independently.
 */
export async function applyMigrations(
  connection: SqlConnection,
  migrationsFolder: string,
  service: string,
): Promise<void> {
  const config = { migrationsFolder, migrationsSchema: 'drizzle', migrationsTable: `${service}_migrations` };
  if (connection.kind === 'postgres') {
    await migratePg(drizzlePg(connection.pool), config);
  } else {
    await migratePglite(drizzlePglite(connection.client), config);
  }
}

/** One number for every Lineup process on a database: the key of the start-up advisory lock. */
const STARTUP_LOCK_KEY = 7_046_201_517;

/**
 * Runs `work` (migrations, seeding) while no other process on the same PostgreSQL database runs
 * its own: instances started together take turns, and each later one finds the work done. The
 * lock is a session-level advisory lock held by a connection of its own (not one of the pool's,
 * which `work` needs); a process that dies holding it loses its session and so the lock. The
 * embedded database belongs to one process, so there `work` just runs.
 */
export async function runExclusively<T>(connection: SqlConnection, work: () => Promise<T>): Promise<T> {
  if (connection.kind === 'pglite') return work();
  const { connectionString } = connection.pool.options;
  const lock = new pg.Client({ connectionString });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock whatever state the work left it in.
    await lock.end();
  }
}

/** Resolves once the database answers a query: the services' health checks. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** A server's connection as its configuration says: DATABASE_URL's PostgreSQL, else the embedded database in DATA_DIR. */
export function openConfiguredConnection(
  config: Pick<RuntimeConfig, 'databaseUrl' | 'dataDir' | 'databasePool'>,
): Promise<SqlConnection> {
  return openSqlConnection({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pool: config.databasePool });
}

/** A service's database: its checked-in migrations (the folder at `migrations`) applied, then its Drizzle handle. */
export async function openMigratedDatabase<TSchema extends Record<string, unknown>>(
  connection: SqlConnection,
  { schema, migrations, service }: { schema: TSchema; migrations: URL; service: string },
): Promise<Database<TSchema>> {
  await applyMigrations(connection, fileURLToPath(migrations), service);
  return createDatabase(connection, schema);
}
