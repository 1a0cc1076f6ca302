import { type Database, openMigratedDatabase, type SqlConnection, type Transaction } from '@lineup/server-kit/db';
import * as schema from './schema';

export type UsersDb = Database<typeof schema>;
export type Tx = Transaction<typeof schema>;

const migrations = new URL('./migrations', import.meta.url);

/** Applies the users service's checked-in migrations and returns its Drizzle handle. */
export function openUsersDatabase(connection: SqlConnection): Promise<UsersDb> {
  return openMigratedDatabase(connection, { schema, migrations, service: 'users' });
}
