import type { CATALOG_SEGMENTS } from '@lineup/contracts/constants';
import { STORE_LOGO_PLACEHOLDER_URL } from '@lineup/contracts/stores';
import type { Address } from '@lineup/contracts/users';
import { eq } from 'drizzle-orm';
import type { UsersDb } from '../db/database';
import { businessStores, organizations, roles, storeUsers, users } from '../db/schema';

type CatalogSegment = (typeof CATALOG_SEGMENTS)[number];
type Status = 'active' | 'inactive';

/**
 * Customers as the users service keeps them (organization, accounts, stores with their catalog
 * segments and the accounts that buy for them), written straight into its tables: for the tests
 * and benchmark of what reads them (principals, the customer portal).
 */
export async function insertCustomerOrganization(db: UsersDb, name: string, status: Status = 'active') {
  const [organization] = await db
    .insert(organizations)
    .values({ name, type: 'external', status })
    .returning({ id: organizations.id });
  return organization!.id;
}

/** Deactivation (and reactivation) as the back office does it: the row stays, its status changes. */
export async function setAccountStatus(db: UsersDb, userId: string, status: Status) {
  await db.update(users).set({ status }).where(eq(users.id, userId));
}

let accounts = 0;

/** An external user of the organization (a customer account). */
export async function insertCustomerAccount(db: UsersDb, organizationId: string, status: Status = 'active') {
  accounts += 1;
  let [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.type, 'external')).limit(1);
  if (!role) [role] = await db.insert(roles).values({ name: 'Buyer', type: 'external' }).returning({ id: roles.id });
  const [user] = await db
    .insert(users)
    .values({
      email: `buyer${accounts}-${organizationId.slice(0, 8)}@customer.test`,
      firstName: 'Bea',
      lastName: `Buyer ${accounts}`,
      type: 'external',
      status,
      organizationId,
      roleId: role!.id,
    })
    .returning({ id: users.id });
  return user!.id;
}

export type StoreFixture = {
  organizationId: string;
  name: string;
  segments?: { brandId: number; catalogSegment?: CatalogSegment | null }[];
  /** The accounts that buy for it. */
  accountIds?: string[];
  status?: Status;
  addresses?: Address[];
};

export async function insertStore(db: UsersDb, fixture: StoreFixture) {
  const brandSegmentation = (fixture.segments ?? []).map(({ brandId, catalogSegment }) => ({
    brandId,
    segmentation: 'good' as const,
    catalogSegment: catalogSegment ?? null,
  }));
  const [store] = await db
    .insert(businessStores)
    .values({
      organizationId: fixture.organizationId,
      name: fixture.name,
      addresses: fixture.addresses ?? [],
      brandFocusType: { storeType: brandSegmentation.length > 1 ? 'multi-brand' : 'monobrand', brandSegmentation },
      logoUrl: STORE_LOGO_PLACEHOLDER_URL,
      status: fixture.status ?? 'active',
    })
    .returning({ id: businessStores.id });
  const accountIds = fixture.accountIds ?? [];
  if (accountIds.length)
    await db.insert(storeUsers).values(accountIds.map((userId) => ({ storeId: store!.id, userId })));
  return store!.id;
}

/** A team member (internal user) of the internal organization, e.g. an already deactivated one. */
export async function insertTeamMember(
  db: UsersDb,
  internal: { organizationId: string; roleId: string },
  status: Status = 'active',
) {
  accounts += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `member${accounts}@lineup.test`,
      firstName: 'Tess',
      lastName: `Member ${accounts}`,
      type: 'internal',
      status,
      organizationId: internal.organizationId,
      roleId: internal.roleId,
    })
    .returning({ id: users.id });
  return user!.id;
}
