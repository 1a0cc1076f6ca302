import { eq, sql } from 'drizzle-orm';
import type { UsersDb } from '../db/database';
import { organizations, users } from '../db/schema';
import { isUuid } from './ids';

/** What the auth service needs to know about a person to let them sign in. */
export type SignInAccount = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  type: 'internal' | 'external';
  status: 'active' | 'inactive';
  organizationId: string;
  /** The person's organization's status: a customer of an inactive organization may not sign in. */
  organizationStatus: string;
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
  organizationId: users.organizationId,
  organizationStatus: organizations.status,
};

/** Only active internal users may sign in to the back office. */
export function mayUseBackOffice(account: SignInAccount | null): account is SignInAccount {
  return account !== null && account.type === 'internal' && account.status === 'active';
}

/** Only active external users of an active organization may sign in to the customer portal. */
export function mayUsePortal(account: SignInAccount | null): account is SignInAccount {
  return (
    account !== null &&
    account.type === 'external' &&
    account.status === 'active' &&
    account.organizationStatus === 'active'
  );
}

export function createSignInDirectory(db: UsersDb): SignInDirectory {
  const accounts = () =>
    db.select(accountColumns).from(users).innerJoin(organizations, eq(organizations.id, users.organizationId));
  return {
    async findByEmail(email) {
      const [row] = await accounts()
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
        .limit(1);
      return row ?? null;
    },
    async findById(id) {
      if (!isUuid(id)) return null;
      const [row] = await accounts().where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
  };
}
