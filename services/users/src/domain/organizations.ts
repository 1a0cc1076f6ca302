import { internalErrors } from '@lineup/contracts/messages';
import type { Organization } from '@lineup/contracts/organizations';
import type { Address } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { badRequest, conflict, notFound } from '@lineup/server-kit/errors';
import { lockUntilTransactionEnds } from '@lineup/server-kit/transaction-lock';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Tx, UsersDb } from '../db/database';
import { businessStores, organizationMemberships, organizations } from '../db/schema';
import { isUuid } from './ids';

type OrganizationRow = typeof organizations.$inferSelect;

function toOrganization(row: OrganizationRow, storesCount: number, usersCount: number): Organization {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    address: row.address ?? null,
    discounts: row.discounts,
    mainContactUserId: row.mainContactUserId,
    storesCount,
    usersCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Stores and users counts are derived, never stored. */
async function countsByOrganization(db: UsersDb) {
  const [stores, members] = await Promise.all([
    db
      .select({ organizationId: businessStores.organizationId, n: count() })
      .from(businessStores)
      .groupBy(businessStores.organizationId),
    db
      .select({ organizationId: organizationMemberships.organizationId, n: count() })
      .from(organizationMemberships)
      .groupBy(organizationMemberships.organizationId),
  ]);
  return {
    stores: new Map(stores.map((row) => [row.organizationId, row.n])),
    users: new Map(members.map((row) => [row.organizationId, row.n])),
  };
}

export async function listOrganizations(db: UsersDb): Promise<Organization[]> {
  const rows = await db.select().from(organizations).orderBy(asc(organizations.name));
  const counts = await countsByOrganization(db);
  return rows.map((row) => toOrganization(row, counts.stores.get(row.id) ?? 0, counts.users.get(row.id) ?? 0));
}

export async function getOrganization(db: UsersDb, id: string): Promise<Organization> {
  const row = isUuid(id) ? (await db.select().from(organizations).where(eq(organizations.id, id)))[0] : undefined;
  if (!row) throw notFound(internalErrors.organizationNotFound);
  const counts = await countsByOrganization(db);
  return toOrganization(row, counts.stores.get(row.id) ?? 0, counts.users.get(row.id) ?? 0);
}

type OrganizationChanges = Partial<
  Pick<typeof organizations.$inferInsert, 'name' | 'status' | 'address' | 'discounts' | 'mainContactUserId'>
>;

async function updateOrganization(db: UsersDb, id: string, changes: OrganizationChanges): Promise<Organization> {
  if (!isUuid(id)) throw notFound(internalErrors.organizationNotFound);
  const updated = await db
    .update(organizations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning({ id: organizations.id });
  if (updated.length === 0) throw notFound(internalErrors.organizationNotFound);
  return getOrganization(db, id);
}

/** The internal organization is identified by its name and must stay active. */
async function assertNotInternal(db: UsersDb, id: string) {
  const organization = await getOrganization(db, id);
  if (organization.type === 'internal') throw badRequest(userServiceMessages.internalOrganizationProtected);
}

/**
 * Organization names are unique, whatever their case: two customers of one name could not be told
 * apart in any list or picker (orders, stores, people). The name is held until the transaction
 * ends (an advisory lock on it), so two requests cannot both take it.
 */
export async function assertOrganizationNameFree(tx: Tx, name: string, exceptId?: string): Promise<void> {
  const key = name.trim().toLowerCase();
  await lockUntilTransactionEnds(tx, `organization name: ${key}`);
  const [taken] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(sql`lower(${organizations.name}) = ${key}`, exceptId ? ne(organizations.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict(userServiceMessages.organizationNameTaken);
}

export async function renameOrganization(db: UsersDb, id: string, name: string) {
  await assertNotInternal(db, id);
  await db.transaction(async (tx) => {
    await assertOrganizationNameFree(tx, name, id);
    await tx.update(organizations).set({ name, updatedAt: new Date() }).where(eq(organizations.id, id));
  });
  return getOrganization(db, id);
}

export async function changeOrganizationStatus(db: UsersDb, id: string, status: string) {
  await assertNotInternal(db, id);
  return updateOrganization(db, id, { status });
}
export const changeOrganizationAddress = (db: UsersDb, id: string, address: Address) =>
  updateOrganization(db, id, { address });
export const changeOrganizationDiscounts = (db: UsersDb, id: string, discounts: Record<string, number>) =>
  updateOrganization(db, id, { discounts });

/** The main contact must be a member of the organization. */
export async function changeMainContact(db: UsersDb, organizationId: string, userId: string) {
  const [membership] =
    isUuid(organizationId) && isUuid(userId)
      ? await db
          .select()
          .from(organizationMemberships)
          .where(
            and(eq(organizationMemberships.organizationId, organizationId), eq(organizationMemberships.userId, userId)),
          )
      : [];
  if (!membership) {
    await getOrganization(db, organizationId);
    throw badRequest(userServiceMessages.mainContactNotMember);
  }
  return updateOrganization(db, organizationId, { mainContactUserId: userId });
}
