import { eq, sql } from 'drizzle-orm';
import type { UsersDb } from '../db/database';
import { users } from '../db/schema';
import { isUuid } from './ids';

/** What the auth service needs to know about a person to let them sign in. */
export type SignInAccount = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  type: 'internal' | 'external';
  status: 'active' | 'inactive';
};

export type SignInDirectory = {
  findByEmail(email: string): Promise<SignInAccount | null>;
  findById(id: string): Promise<SignInAccount | null>;
};

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  type: users.type,
  status: users.status,
};

/** Only active internal users may sign in to the back office. */
export function mayUseBackOffice(account: SignInAccount | null): account is SignInAccount {
  return account !== null && account.type === 'internal' && account.status === 'active';
}

/**
 * Whether the holder of a token for this user id may still use the APIs: the sign-in rule again,
 * so a deactivated user's unexpired token is refused too (with `refusingInactiveSubjects`).
 */
export function mayStillUseTheApis(db: UsersDb): (userId: string) => Promise<boolean> {
  const directory = createSignInDirectory(db);
  return async (userId) => mayUseBackOffice(await directory.findById(userId));
}

export function createSignInDirectory(db: UsersDb): SignInDirectory {
  return {
    async findByEmail(email) {
      const [row] = await db
        .select(accountColumns)
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
        .limit(1);
      return row ?? null;
    },
    async findById(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
  };
}
