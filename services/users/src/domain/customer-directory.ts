import { CATALOG_SEGMENTS } from '@lineup/contracts/constants';
import type { BrandFocusType } from '@lineup/contracts/stores';
import type { Address } from '@lineup/contracts/users';
import { and, asc, count, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { UsersDb } from '../db/database';
import { businessStores, organizationMemberships, organizations, storeUsers, users } from '../db/schema';
import { isUuid } from './ids';

type CatalogSegment = (typeof CATALOG_SEGMENTS)[number];

/** A store as the customer portal sees it. */
export type DirectoryStore = {
  id: string;
  name: string;
  organizationId: string;
  organizationName: string;
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
  /**
   * The active stores the account buys for, by name: assigned to it, of an active organization it
   * is a member of. A customer account may belong to several organizations (the main contact of a
   * new customer can be a saved account), and buys for its stores in each.
   */
  accountStores(userId: string): Promise<DirectoryStore[]>;
  /** One of those, or null (not assigned, of an organization it no longer belongs to, inactive, unknown). */
  accountStore(userId: string, storeId: string): Promise<DirectoryStore | null>;
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
  organizationName: organizations.name,
  addresses: businessStores.addresses,
  logoUrl: businessStores.logoUrl,
  brandFocusType: businessStores.brandFocusType,
};
type StoreRow = Pick<typeof businessStores.$inferSelect, Exclude<keyof typeof storeColumns, 'organizationName'>> & {
  organizationName: string;
};

const toStore = (row: StoreRow): DirectoryStore => ({
  id: row.id,
  name: row.name,
  organizationId: row.organizationId,
  organizationName: row.organizationName,
  city: cityOf(row.addresses),
  logoUrl: row.logoUrl,
  segments: segmentsOf(row.brandFocusType),
});

export function createCustomerDirectory(db: UsersDb): CustomerDirectory {
  const visible = and(eq(businessStores.status, 'active'), eq(organizations.status, 'active'));

  // The account's own organization, or one it joined (a membership).
  const belongsToStoreOrganization = or(
    eq(users.organizationId, businessStores.organizationId),
    exists(
      db
        .select({ one: sql`1` })
        .from(organizationMemberships)
        .where(
          and(
            eq(organizationMemberships.userId, storeUsers.userId),
            eq(organizationMemberships.organizationId, businessStores.organizationId),
          ),
        ),
    ),
  );

  async function storesOfAccount(userId: string, only?: SQL) {
    if (!isUuid(userId)) return [];
    const rows = await db
      .select(storeColumns)
      .from(storeUsers)
      .innerJoin(businessStores, eq(businessStores.id, storeUsers.storeId))
      .innerJoin(organizations, eq(organizations.id, businessStores.organizationId))
      .innerJoin(users, eq(users.id, storeUsers.userId))
      .where(and(eq(storeUsers.userId, userId), visible, belongsToStoreOrganization, only))
      .orderBy(asc(businessStores.name), asc(businessStores.id));
    return rows.map(toStore);
  }

  return {
    accountStores: (userId) => storesOfAccount(userId),
    async accountStore(userId, storeId) {
      if (!isUuid(storeId)) return null;
      const [store] = await storesOfAccount(userId, eq(businessStores.id, storeId));
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
