import { type Database, openMigratedDatabase, type SqlConnection } from '@lineup/server-kit/db';
import * as schema from './schema';

export type AuthDb = Database<typeof schema>;

const migrations = new URL('./migrations', import.meta.url);

/** Applies the auth service's checked-in migrations and returns its Drizzle handle. */
export function openAuthDatabase(connection: SqlConnection): Promise<AuthDb> {
  return openMigratedDatabase(connection, { schema, migrations, service: 'auth' });
}
