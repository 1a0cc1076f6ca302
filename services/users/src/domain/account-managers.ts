import { errorMessages } from '@lineup/contracts/messages';
import {
  accountManagerMessages,
  type BusinessStore,
  type storeAccountManagersSchema,
  type userManagedStoresSchema,
} from '@lineup/contracts/stores';
import type { UserWithMemberships } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { badRequest, conflict, notFound } from '@lineup/server-kit/errors';
import { lockUntilTransactionEnds } from '@lineup/server-kit/transaction-lock';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx, UsersDb } from '../db/database';
import { businessStores, storeAccountManagers, users } from '../db/schema';
import { isUuid } from './ids';
import { getStore } from './stores';
import { getUserWithMemberships } from './users';

/**
 * Assignments change rows of both stores and users (each side's `_revision`); one assignment at a
 * time, so two of them never wait on each other's rows and every revision check sees the last one.
 */
async function oneAssignmentAtATime(tx: Tx) {
  await lockUntilTransactionEnds(tx, 'users.store_account_managers');
}

function difference(from: string[], minus: string[]): string[] {
  const removed = new Set(minus);
  return from.filter((id) => !removed.has(id));
}

/** Only active team members (internal users) can be made account managers. */
async function assertActiveTeamMembers(tx: Tx, userIds: string[]) {
  if (userIds.length === 0) return;
  if (!userIds.every(isUuid)) throw badRequest(accountManagerMessages.notActiveTeamMember);
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.type, 'internal'), eq(users.status, 'active')));
  if (found.length !== userIds.length) throw badRequest(accountManagerMessages.notActiveTeamMember);
}

/** A change of who manages what is a change of each store and user it touches: their revisions move on. */
async function touch(tx: Tx, table: typeof businessStores | typeof users, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .update(table)
    .set({ revision: sql`${table.revision} + 1`, updatedAt: new Date() })
    .where(inArray(table.id, ids));
}

/**
 * Replaces a store's account managers with `userIds`, in one transaction. A newly named manager must
 * be an active team member; one already assigned stays assigned after deactivation (deactivation
 * loses no reference) until removed. An older `_revision` changes nothing (409).
 */
export async function replaceStoreAccountManagers(
  db: UsersDb,
  storeId: string,
  input: z.output<typeof storeAccountManagersSchema>,
): Promise<BusinessStore> {
  if (!isUuid(storeId)) throw notFound(errorMessages.businessStores[404]);
  await db.transaction(async (tx) => {
    await oneAssignmentAtATime(tx);
    const [store] = await tx.select().from(businessStores).where(eq(businessStores.id, storeId)).for('update');
    if (!store) throw notFound(errorMessages.businessStores[404]);
    if (store.revision !== input._revision) throw conflict(userServiceMessages.staleRevision);
    const current = (
      await tx
        .select({ userId: storeAccountManagers.userId })
        .from(storeAccountManagers)
        .where(eq(storeAccountManagers.storeId, storeId))
    ).map((row) => row.userId);
    const added = difference(input.userIds, current);
    const removed = difference(current, input.userIds);
    await assertActiveTeamMembers(tx, added);
    if (removed.length > 0) {
      await tx
        .delete(storeAccountManagers)
        .where(and(eq(storeAccountManagers.storeId, storeId), inArray(storeAccountManagers.userId, removed)));
    }
    if (added.length > 0) await tx.insert(storeAccountManagers).values(added.map((userId) => ({ storeId, userId })));
    await touch(tx, businessStores, [storeId]);
    await touch(tx, users, [...added, ...removed]);
  });
  return getStore(db, storeId);
}

/**
 * Replaces the stores a team member looks after with `storeIds`, in one transaction: the same rule
 * seen from the user (a customer or deactivated user cannot be given a store; unknown stores are
 * refused). An older `_revision` of the user changes nothing (409).
 */
export async function replaceManagedStores(
  db: UsersDb,
  userId: string,
  input: z.output<typeof userManagedStoresSchema>,
): Promise<UserWithMemberships> {
  if (!isUuid(userId)) throw notFound(errorMessages.users[404]);
  await db.transaction(async (tx) => {
    await oneAssignmentAtATime(tx);
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound(errorMessages.users[404]);
    if (user.revision !== input._revision) throw conflict(userServiceMessages.staleRevision);
    const current = (
      await tx
        .select({ storeId: storeAccountManagers.storeId })
        .from(storeAccountManagers)
        .where(eq(storeAccountManagers.userId, userId))
    ).map((row) => row.storeId);
    const added = difference(input.storeIds, current);
    const removed = difference(current, input.storeIds);
    if (added.length > 0) {
      if (user.type !== 'internal' || user.status !== 'active') {
        throw badRequest(accountManagerMessages.notActiveTeamMember);
      }
      const found = added.every(isUuid)
        ? await tx.select({ id: businessStores.id }).from(businessStores).where(inArray(businessStores.id, added))
        : [];
      if (found.length !== added.length) throw badRequest(accountManagerMessages.storeMissing);
    }
    if (removed.length > 0) {
      await tx
        .delete(storeAccountManagers)
        .where(and(eq(storeAccountManagers.userId, userId), inArray(storeAccountManagers.storeId, removed)));
    }
    if (added.length > 0) await tx.insert(storeAccountManagers).values(added.map((storeId) => ({ storeId, userId })));
    await touch(tx, users, [userId]);
    await touch(tx, businessStores, [...added, ...removed]);
  });
  return getUserWithMemberships(db, userId);
}
