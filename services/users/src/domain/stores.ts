import { errorMessages, failureToasts, internalErrors } from '@lineup/contracts/messages';
import {
  type AccountManager,
  type BrandFocusType,
  type BusinessStore,
  type createStoreSchema,
  STORE_LOGO_PLACEHOLDER_URL,
  type storeAddAddressSchema,
  type storeAddressesUpdateSchema,
  type storeBasicInfoSchema,
  type storeBrandFocusSchema,
  type storeStatusSchema,
  storeTypeFor,
} from '@lineup/contracts/stores';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { badRequest, conflict, notFound } from '@lineup/server-kit/errors';
import { lockUntilTransactionEnds } from '@lineup/server-kit/transaction-lock';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx, UsersDb } from '../db/database';
import { businessStores, organizationMemberships, organizations, storeUsers, users } from '../db/schema';
import { accountManagersByStore } from './account-manager-reads';
import { isUuid } from './ids';

type StoreRow = typeof businessStores.$inferSelect;

/**
 * The focus as it is kept and answered: the type follows the brand count, and every brand names
 * its catalog segment (null when none is set).
 */
function storedFocus(segmentation: BrandFocusType['brandSegmentation']): BrandFocusType {
  const brandSegmentation = segmentation.map(({ brandId, segmentation: level, catalogSegment }) => ({
    brandId,
    segmentation: level,
    catalogSegment: catalogSegment ?? null,
  }));
  return { storeType: storeTypeFor(brandSegmentation.length), brandSegmentation };
}

function toStore(row: StoreRow, userIds: string[], accountManagers: AccountManager[]): BusinessStore {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    description: row.description,
    addresses: row.addresses,
    mainContactUserId: row.mainContactUserId,
    brandFocusType: storedFocus(row.brandFocusType.brandSegmentation),
    ownership: row.ownership,
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

/**
 * A store's name is its organization's only one of that name, whatever its case: the buyers pick
 * their store by name. Checked under a lock on the organization and name, as organization names
 * are (docs/decisions/0024-unique-organization-names.md), so two writes cannot both pass.
 */
async function assertStoreNameFree(tx: Tx, organizationId: string, name: string, exceptId?: string): Promise<void> {
  const key = name.trim().toLowerCase();
  await lockUntilTransactionEnds(tx, `store name: ${organizationId} ${key}`);
  const [taken] = await tx
    .select({ id: businessStores.id })
    .from(businessStores)
    .where(
      and(
        eq(businessStores.organizationId, organizationId),
        sql`lower(trim(${businessStores.name})) = ${key}`,
        exceptId ? ne(businessStores.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(userServiceMessages.storeNameTaken);
}

/**
 * Inserts a store (inside the caller's transaction); the focus type follows the brand count. Who
 * buys for it is the caller's to say (assignStoreAccounts).
 */
export async function insertStore(tx: Tx, input: z.output<typeof createStoreSchema>): Promise<string> {
  const [organization] = isUuid(input.organizationId)
    ? await tx.select().from(organizations).where(eq(organizations.id, input.organizationId))
    : [];
  if (!organization) throw notFound(internalErrors.organizationNotFound);
  if (organization.type !== 'external') throw badRequest(userServiceMessages.storeOrganizationNotCustomer);
  await assertMemberOf(tx, organization.id, input.mainContactUserId);
  await assertStoreNameFree(tx, organization.id, input.name);
  const [created] = await tx
    .insert(businessStores)
    .values({
      organizationId: organization.id,
      name: input.name,
      description: input.description || null,
      addresses: input.addresses,
      mainContactUserId: input.mainContactUserId ?? null,
      brandFocusType: storedFocus(input.brandFocusType.brandSegmentation),
      ownership: input.ownership ?? null,
      logoUrl: input.logoUrl || STORE_LOGO_PLACEHOLDER_URL,
      status: 'active',
    })
    .returning({ id: businessStores.id });
  return created!.id;
}

/** Customer accounts who buy for a new store (inside the caller's transaction). */
export async function assignStoreAccounts(tx: Tx, storeId: string, userIds: string[]) {
  if (userIds.length > 0) await tx.insert(storeUsers).values(userIds.map((userId) => ({ storeId, userId })));
}

/** A new store: its main contact, when a customer account, buys for it. */
export async function createStore(db: UsersDb, input: z.output<typeof createStoreSchema>): Promise<BusinessStore> {
  const id = await db.transaction(async (tx) => {
    const storeId = await insertStore(tx, input);
    const [contact] = input.mainContactUserId
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, input.mainContactUserId), eq(users.type, 'external')))
      : [];
    if (contact) await assignStoreAccounts(tx, storeId, [contact.id]);
    return storeId;
  });
  return getStore(db, id);
}

type StoreChanges = Partial<
  Pick<
    typeof businessStores.$inferInsert,
    'name' | 'description' | 'mainContactUserId' | 'addresses' | 'status' | 'brandFocusType' | 'ownership'
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
    await assertStoreNameFree(tx, current.organizationId, input.newName, current.id);
    return {
      name: input.newName,
      description: input.newDescription || null,
      mainContactUserId: input.newMainContactUserId ?? null,
      ...(input.newOwnership === undefined ? {} : { ownership: input.newOwnership }),
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
  updateStore(db, id, input._revision, () => ({
    brandFocusType: storedFocus(input.newBrandFocusType.brandSegmentation),
  }));
