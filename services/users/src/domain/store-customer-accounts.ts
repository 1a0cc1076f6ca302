import { errorMessages } from '@lineup/contracts/messages';
import type { BusinessStore, storeCustomerAccountsSchema } from '@lineup/contracts/stores';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { badRequest, conflict, notFound } from '@lineup/server-kit/errors';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx, UsersDb } from '../db/database';
import { businessStores, organizationMemberships, storeUsers, users } from '../db/schema';
import { isUuid } from './ids';
import { assignStoreAccounts, getStore } from './stores';

const difference = (from: string[], minus: string[]) => from.filter((id) => !minus.includes(id));

/** Only active customer users (external) who are members of the store's organization can buy for it. */
async function assertActiveCustomersOf(tx: Tx, organizationId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  if (!userIds.every(isUuid)) throw badRequest(userServiceMessages.customerAccountsNotMembers);
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(
      organizationMemberships,
      and(eq(organizationMemberships.userId, users.id), eq(organizationMemberships.organizationId, organizationId)),
    )
    .where(and(inArray(users.id, userIds), eq(users.type, 'external'), eq(users.status, 'active')));
  if (found.length !== userIds.length) throw badRequest(userServiceMessages.customerAccountsNotMembers);
}

/**
 * Replaces the customer accounts who buy for a store with `userIds`, in one transaction. A newly
 * named account must be an active external member of the store's organization; one already
 * assigned stays after deactivation until removed (deactivation loses no reference). An older
 * `_revision` changes nothing (409).
 */
export async function replaceStoreCustomerAccounts(
  db: UsersDb,
  storeId: string,
  input: z.output<typeof storeCustomerAccountsSchema>,
): Promise<BusinessStore> {
  if (!isUuid(storeId)) throw notFound(errorMessages.businessStores[404]);
  await db.transaction(async (tx) => {
    const [store] = await tx.select().from(businessStores).where(eq(businessStores.id, storeId)).for('update');
    if (!store) throw notFound(errorMessages.businessStores[404]);
    if (store.revision !== input._revision) throw conflict(userServiceMessages.staleRevision);
    const current = (
      await tx.select({ userId: storeUsers.userId }).from(storeUsers).where(eq(storeUsers.storeId, storeId))
    ).map((row) => row.userId);
    const added = difference(input.userIds, current);
    const removed = difference(current, input.userIds);
    await assertActiveCustomersOf(tx, store.organizationId, added);
    if (removed.length > 0) {
      await tx.delete(storeUsers).where(and(eq(storeUsers.storeId, storeId), inArray(storeUsers.userId, removed)));
    }
    await assignStoreAccounts(tx, storeId, added);
    await tx
      .update(businessStores)
      .set({ revision: sql`${businessStores.revision} + 1`, updatedAt: new Date() })
      .where(eq(businessStores.id, storeId));
  });
  return getStore(db, storeId);
}
