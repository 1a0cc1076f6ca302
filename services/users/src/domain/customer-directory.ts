import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { CATALOG_SEGMENTS } from '@lineup/contracts/constants';
import type { Address, BrandFocusType } from '@lineup/contracts/users';
import type { UsersDb } from '../db/database';
import { businessStores, organizations, storeUsers, users } from '../db/schema';
import { isUuid } from './ids';

type CatalogSegment = (typeof CATALOG_SEGMENTS)[number];

/** A store as the customer portal sees it. */
export type DirectoryStore = {
  id: string;
  name: string;
  organizationId: string;
  /** The city of its shipping (else first) address. */
  city: string | null;
  logoUrl: string;
  /** Per brand of its focus that has a catalog segment (once per brand, in the focus's order). */
  segments: { brandId: number; catalogSegment: CatalogSegment }[];
};
export type DirectoryPerson = { id: string; firstName: string; lastName: string; email: string };

/**
 * What the customer portal (served by the PIM) reads of the users' data, on the same database:
 * the stores an account buys for, a store staff preview, and names. Only active stores of active
 * organizations are ever answered; the users service stays the only writer of these tables.
 */
export type CustomerDirectory = {
  /** The account's active stores of its organization (assigned to it), by name. */
  accountStores(userId: string, organizationId: string): Promise<DirectoryStore[]>;
  /** One of those, or null (another organization's, not assigned, inactive, unknown). */
  accountStore(userId: string, organizationId: string, storeId: string): Promise<DirectoryStore | null>;
  /** An active store of an active organization, for staff previewing it; else null. */
  activeStore(storeId: string): Promise<DirectoryStore | null>;
  person(userId: string): Promise<DirectoryPerson | null>;
  organization(organizationId: string): Promise<{ id: string; name: string } | null>;
  /** How many stores (of any status) have the brand in their brand focus: a brand they name stays. */
  storesWithBrand(brandId: number): Promise<number>;
};

const isSegment = (value: unknown): value is CatalogSegment => CATALOG_SEGMENTS.includes(value as CatalogSegment);

function segmentsOf(focus: BrandFocusType | null): DirectoryStore['segments'] {
  const segments: DirectoryStore['segments'] = [];
  for (const { brandId, catalogSegment } of focus?.brandSegmentation ?? []) {
    if (isSegment(catalogSegment) && !segments.some((segment) => segment.brandId === brandId))
      segments.push({ brandId, catalogSegment });
  }
  return segments;
}

function cityOf(addresses: Address[]): string | null {
  const address = addresses.find((candidate) => candidate.type === 'shipping') ?? addresses[0];
  return address?.city ?? null;
}

const storeColumns = {
  id: businessStores.id,
  name: businessStores.name,
  organizationId: businessStores.organizationId,
  addresses: businessStores.addresses,
  logoUrl: businessStores.logoUrl,
  brandFocusType: businessStores.brandFocusType,
};
type StoreRow = Pick<typeof businessStores.$inferSelect, keyof typeof storeColumns>;

const toStore = (row: StoreRow): DirectoryStore => ({
  id: row.id,
  name: row.name,
  organizationId: row.organizationId,
  city: cityOf(row.addresses),
  logoUrl: row.logoUrl,
  segments: segmentsOf(row.brandFocusType),
});

export function createCustomerDirectory(db: UsersDb): CustomerDirectory {
  const visible = and(eq(businessStores.status, 'active'), eq(organizations.status, 'active'));

  async function storesOfAccount(userId: string, organizationId: string, only?: SQL) {
    if (!isUuid(userId) || !isUuid(organizationId)) return [];
    const rows = await db
      .select(storeColumns)
      .from(storeUsers)
      .innerJoin(businessStores, eq(businessStores.id, storeUsers.storeId))
      .innerJoin(organizations, eq(organizations.id, businessStores.organizationId))
      .where(and(eq(storeUsers.userId, userId), eq(businessStores.organizationId, organizationId), visible, only))
      .orderBy(asc(businessStores.name), asc(businessStores.id));
    return rows.map(toStore);
  }

  return {
    accountStores: (userId, organizationId) => storesOfAccount(userId, organizationId),
    async accountStore(userId, organizationId, storeId) {
      if (!isUuid(storeId)) return null;
      const [store] = await storesOfAccount(userId, organizationId, eq(businessStores.id, storeId));
      return store ?? null;
    },
    async activeStore(storeId) {
      if (!isUuid(storeId)) return null;
      const [row] = await db
        .select(storeColumns)
        .from(businessStores)
        .innerJoin(organizations, eq(organizations.id, businessStores.organizationId))
        .where(and(eq(businessStores.id, storeId), visible));
      return row ? toStore(row) : null;
    },
    async person(userId) {
      if (!isUuid(userId)) return null;
      const [row] = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
    async organization(organizationId) {
      if (!isUuid(organizationId)) return null;
      const [row] = await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row ?? null;
    },
    async storesWithBrand(brandId) {
      const focusNames = sql`${businessStores.brandFocusType} -> 'brandSegmentation' @> ${JSON.stringify([{ brandId }])}::jsonb`;
      const [row] = await db.select({ n: count() }).from(businessStores).where(focusNames);
      return row?.n ?? 0;
    },
  };
}
