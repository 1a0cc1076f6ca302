import { fileURLToPath } from 'node:url';
import { applyMigrations, createDatabase, type Database, type SqlConnection } from '@lineup/server-kit/db';
import * as schema from './schema';

export type AuthDb = Database<typeof schema>;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the auth service's checked-in migrations and returns its Drizzle handle. */
export async function openAuthDatabase(connection: SqlConnection): Promise<AuthDb> {
  await applyMigrations(connection, migrationsFolder, 'auth');
  return createDatabase(connection, schema);
}
