import { fileURLToPath } from 'node:url';
import {
  applyMigrations,
  createDatabase,
  type Database,
  type SqlConnection,
  type Transaction,
} from '@lineup/server-kit/db';
import * as schema from './schema';

export type UsersDb = Database<typeof schema>;
export type Tx = Transaction<typeof schema>;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the users service's checked-in migrations and returns its Drizzle handle. */
export async function openUsersDatabase(connection: SqlConnection): Promise<UsersDb> {
  await applyMigrations(connection, migrationsFolder, 'users');
  return createDatabase(connection, schema);
}
