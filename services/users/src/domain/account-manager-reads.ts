import type { AccountManager } from '@lineup/contracts/stores';
import { asc, eq, inArray } from 'drizzle-orm';
import type { UsersDb } from '../db/database';
import { businessStores, storeAccountManagers, users } from '../db/schema';

type Reader = Pick<UsersDb, 'select'>;

/** Each store's account managers, by first and last name. */
export async function accountManagersByStore(db: Reader, storeIds: string[]) {
  const byStore = new Map<string, AccountManager[]>();
  if (storeIds.length === 0) return byStore;
  const rows = await db
    .select({
      storeId: storeAccountManagers.storeId,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
    })
    .from(storeAccountManagers)
    .innerJoin(users, eq(users.id, storeAccountManagers.userId))
    .where(inArray(storeAccountManagers.storeId, storeIds))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  for (const { storeId, ...manager } of rows) byStore.set(storeId, [...(byStore.get(storeId) ?? []), manager]);
  return byStore;
}

/** The stores each user looks after as an account manager, by store name. */
export async function managedStoresByUser(db: Reader, userIds: string[]) {
  const byUser = new Map<string, { id: string; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: storeAccountManagers.userId, id: businessStores.id, name: businessStores.name })
    .from(storeAccountManagers)
    .innerJoin(businessStores, eq(businessStores.id, storeAccountManagers.storeId))
    .where(inArray(storeAccountManagers.userId, userIds))
    .orderBy(asc(businessStores.name), asc(businessStores.id));
  for (const { userId, ...store } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), store]);
  return byUser;
}
