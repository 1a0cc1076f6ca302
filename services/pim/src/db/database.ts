import { type Database, openMigratedDatabase, type SqlConnection, type Transaction } from '@lineup/server-kit/db';
import * as imageTables from './images-schema';
import * as orderTables from './orders-schema';
import * as catalogTables from './schema';

const schema = { ...catalogTables, ...orderTables, ...imageTables };

export type PimDb = Database<typeof schema>;
export type Tx = Transaction<typeof schema>;

const migrations = new URL('./migrations', import.meta.url);

/** Applies the pim service's checked-in migrations and returns its Drizzle handle. */
export function openPimDatabase(connection: SqlConnection): Promise<PimDb> {
  return openMigratedDatabase(connection, { schema, migrations, service: 'pim' });
}
