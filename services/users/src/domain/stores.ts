import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { errorMessages, failureToasts, internalErrors } from '@lineup/contracts/messages';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import {
  type AccountManager,
  type BusinessStore,
  type createStoreSchema,
  STORE_LOGO_PLACEHOLDER_URL,
  type storeAddAddressSchema,
  type storeAddressesUpdateSchema,
  type storeBasicInfoSchema,
  type storeBrandFocusSchema,
  type storeStatusSchema,
  storeTypeFor,
} from '@lineup/contracts/users';
import { badRequest, conflict, notFound } from '@lineup/server-kit/errors';
import type { UsersDb, Tx } from '../db/database';
import { businessStores, organizationMemberships, organizations, storeUsers } from '../db/schema';
import { accountManagersByStore } from './account-manager-reads';
import { isUuid } from './ids';

type StoreRow = typeof businessStores.$inferSelect;

function toStore(row: StoreRow, userIds: string[], accountManagers: AccountManager[]): BusinessStore {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    description: row.description,
    addresses: row.addresses,
    mainContactUserId: row.mainContactUserId,
    brandFocusType: row.brandFocusType,
    userIds,
    accountManagers,
    logoUrl: row.logoUrl,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    _revision: row.revision,
  };
}

async function userIdsByStore(db: UsersDb, storeIds: string[]) {
  const byStore = new Map<string, string[]>();
  if (storeIds.length === 0) return byStore;
  const rows = await db.select().from(storeUsers).where(inArray(storeUsers.storeId, storeIds));
  for (const row of rows) byStore.set(row.storeId, [...(byStore.get(row.storeId) ?? []), row.userId]);
  return byStore;
}

export async function listStores(db: UsersDb): Promise<BusinessStore[]> {
  const rows = await db.select().from(businessStores).orderBy(asc(businessStores.name));
  const ids = rows.map((row) => row.id);
  const users = await userIdsByStore(db, ids);
  const managers = await accountManagersByStore(db, ids);
  return rows.map((row) => toStore(row, users.get(row.id) ?? [], managers.get(row.id) ?? []));
}

export async function getStore(db: UsersDb, id: string): Promise<BusinessStore> {
  const row = isUuid(id) ? (await db.select().from(businessStores).where(eq(businessStores.id, id)))[0] : undefined;
  if (!row) throw notFound(errorMessages.businessStores[404]);
  const users = await userIdsByStore(db, [row.id]);
  const managers = await accountManagersByStore(db, [row.id]);
  return toStore(row, users.get(row.id) ?? [], managers.get(row.id) ?? []);
}

/** A store's main contact must be a member of the store's organization. */
async function assertMemberOf(tx: Tx | UsersDb, organizationId: string, userId: string | null | undefined) {
  if (!userId) return;
  const [member] = isUuid(userId)
    ? await tx
        .select()
        .from(organizationMemberships)
        .where(
          and(eq(organizationMemberships.organizationId, organizationId), eq(organizationMemberships.userId, userId)),
        )
    : [];
  if (!member) throw badRequest(userServiceMessages.storeMainContactNotMember);
}

/** Inserts a store (inside the caller's transaction); the focus type follows the brand count. */
export async function insertStore(tx: Tx, input: z.output<typeof createStoreSchema>): Promise<string> {
  const [organization] = isUuid(input.organizationId)
    ? await tx.select().from(organizations).where(eq(organizations.id, input.organizationId))
    : [];
  if (!organization) throw notFound(internalErrors.organizationNotFound);
  if (organization.type !== 'external') throw badRequest(userServiceMessages.storeOrganizationNotCustomer);
  await assertMemberOf(tx, organization.id, input.mainContactUserId);
  const segmentation = input.brandFocusType.brandSegmentation;
  const [created] = await tx
    .insert(businessStores)
    .values({
      organizationId: organization.id,
      name: input.name,
      description: input.description || null,
      addresses: input.addresses,
      mainContactUserId: input.mainContactUserId ?? null,
      brandFocusType: { storeType: storeTypeFor(segmentation.length), brandSegmentation: segmentation },
      logoUrl: input.logoUrl || STORE_LOGO_PLACEHOLDER_URL,
      status: 'active',
    })
    .returning({ id: businessStores.id });
  if (input.mainContactUserId) {
    await tx.insert(storeUsers).values({ storeId: created!.id, userId: input.mainContactUserId });
  }
  return created!.id;
}

export async function createStore(db: UsersDb, input: z.output<typeof createStoreSchema>): Promise<BusinessStore> {
  const id = await db.transaction((tx) => insertStore(tx, input));
  return getStore(db, id);
}

type StoreChanges = Partial<
  Pick<
    typeof businessStores.$inferInsert,
    'name' | 'description' | 'mainContactUserId' | 'addresses' | 'status' | 'brandFocusType'
  >
>;

/**
 * Every store update names the revision it was made on: an older one changes nothing (409).
 * `decide` sees the current row and returns the changes, or throws to refuse.
 */
async function updateStore(
  db: UsersDb,
  id: string,
  revision: number,
  decide: (current: StoreRow, tx: Tx) => Promise<StoreChanges> | StoreChanges,
): Promise<BusinessStore> {
  if (!isUuid(id)) throw notFound(errorMessages.businessStores[404]);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(businessStores).where(eq(businessStores.id, id)).for('update');
    if (!current) throw notFound(errorMessages.businessStores[404]);
    if (current.revision !== revision) throw conflict(userServiceMessages.staleRevision);
    const changes = await decide(current, tx);
    await tx
      .update(businessStores)
      .set({ ...changes, revision: current.revision + 1, updatedAt: new Date() })
      .where(eq(businessStores.id, id));
  });
  return getStore(db, id);
}

export const updateStoreBasicInfo = (db: UsersDb, id: string, input: z.output<typeof storeBasicInfoSchema>) =>
  updateStore(db, id, input._revision, async (current, tx) => {
    await assertMemberOf(tx, current.organizationId, input.newMainContactUserId);
    return {
      name: input.newName,
      description: input.newDescription || null,
      mainContactUserId: input.newMainContactUserId ?? null,
    };
  });

export const addStoreAddress = (db: UsersDb, id: string, input: z.output<typeof storeAddAddressSchema>) =>
  updateStore(db, id, input._revision, (current) => {
    if (current.addresses.some((address) => address.type === input.address.type)) {
      throw badRequest(errorMessages.businessStores[400]);
    }
    return { addresses: [...current.addresses, input.address] };
  });

export const replaceStoreAddresses = (db: UsersDb, id: string, input: z.output<typeof storeAddressesUpdateSchema>) =>
  updateStore(db, id, input._revision, () => ({ addresses: input.addresses }));

export const changeStoreStatus = (db: UsersDb, id: string, input: z.output<typeof storeStatusSchema>) =>
  updateStore(db, id, input._revision, (current) => {
    if (current.status === input.newStatus) throw conflict(failureToasts.storeStatusAlreadySet);
    return { status: input.newStatus };
  });

export const changeStoreBrandFocus = (db: UsersDb, id: string, input: z.output<typeof storeBrandFocusSchema>) =>
  updateStore(db, id, input._revision, () => {
    const segmentation = input.newBrandFocusType.brandSegmentation;
    return { brandFocusType: { storeType: storeTypeFor(segmentation.length), brandSegmentation: segmentation } };
  });
