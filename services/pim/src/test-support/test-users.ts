import type { SqlConnection } from '@lineup/server-kit/db';
import { everyoneIsStaff } from '@lineup/server-kit/test-support/test-tokens';
import { openUsersDatabase } from '@lineup/users/db/database';
import { userDirectories } from '@lineup/users/directories';

/**
 * The users' side of a PIM under test, as the one-process server wires it: the users schema on the
 * same connection (migrated), the customer directory over it, and a principal lookup: the real one
 * when `realPrincipals` is set (access tests), else every subject is staff (tests of other things,
 * whose tokens name no real user).
 */
export async function openTestUsers(connection: SqlConnection, options: { realPrincipals?: boolean } = {}) {
  const usersDb = await openUsersDatabase(connection);
  const directories = userDirectories(usersDb);
  return {
    usersDb,
    customers: directories.customers,
    principals: options.realPrincipals ? directories.principals : everyoneIsStaff,
  };
}
