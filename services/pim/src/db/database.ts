import { fileURLToPath } from 'node:url';
import {
  applyMigrations,
  createDatabase,
  type Database,
  type SqlConnection,
  type Transaction,
} from '@lineup/server-kit/db';
import * as orderTables from './orders-schema';
import * as catalogTables from './schema';

const schema = { ...catalogTables, ...orderTables };

export type PimDb = Database<typeof schema>;
export type Tx = Transaction<typeof schema>;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the pim service's checked-in migrations and returns its Drizzle handle. */
export async function openPimDatabase(connection: SqlConnection): Promise<PimDb> {
  await applyMigrations(connection, migrationsFolder, 'pim');
  return createDatabase(connection, schema);
}
