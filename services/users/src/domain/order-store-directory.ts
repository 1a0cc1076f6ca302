import { and, asc, eq } from 'drizzle-orm';
import type { Address } from '@lineup/contracts/users';
import type { UsersDb } from '../db/database';
import { businessStores, organizations, users } from '../db/schema';
import { isUuid } from './ids';

/**
 * What orders (served by the PIM) read of the users' stores and organizations, on the same
 * database: a store with its organization, type, addresses, main contact and the organization's
 * discount per brand; and the active customer organizations (the dashboard's Inactive Accounts).
 * The PIM copies what an order shows into the order; the users service stays the only writer here.
 */
export type OrderingStore = {
  storeId: string;
  storeName: string;
  storeType: 'monobrand' | 'multi-brand';
  storeStatus: 'active' | 'inactive';
  organizationId: string;
  organizationName: string;
  organizationStatus: string;
  addresses: Address[];
  mainContact: { email: string; firstName: string; lastName: string } | null;
  /** The organization's discount for the brand in percent (its `discounts`, keyed by brand id); 0 without one. */
  discountPercent(brandId: number): number;
};

export function createOrderStoreDirectory(db: UsersDb) {
  return {
    async findStore(storeId: string): Promise<OrderingStore | null> {
      if (!isUuid(storeId)) return null;
      const [row] = await db
        .select({
          storeId: businessStores.id,
          storeName: businessStores.name,
          brandFocusType: businessStores.brandFocusType,
          storeStatus: businessStores.status,
          organizationId: organizations.id,
          organizationName: organizations.name,
          organizationStatus: organizations.status,
          organizationType: organizations.type,
          discounts: organizations.discounts,
          addresses: businessStores.addresses,
          contactEmail: users.email,
          contactFirstName: users.firstName,
          contactLastName: users.lastName,
        })
        .from(businessStores)
        .innerJoin(organizations, eq(organizations.id, businessStores.organizationId))
        .leftJoin(users, eq(users.id, businessStores.mainContactUserId))
        .where(eq(businessStores.id, storeId));
      // Only customers' stores order: the business's own organization has none to order for.
      if (row?.organizationType !== 'external') return null;
      const discounts = row.discounts ?? {};
      return {
        storeId: row.storeId,
        storeName: row.storeName,
        storeType: row.brandFocusType?.storeType ?? 'monobrand',
        storeStatus: row.storeStatus,
        organizationId: row.organizationId,
        organizationName: row.organizationName,
        organizationStatus: row.organizationStatus,
        addresses: row.addresses,
        mainContact:
          row.contactEmail && row.contactFirstName !== null
            ? { email: row.contactEmail, firstName: row.contactFirstName, lastName: row.contactLastName ?? '' }
            : null,
        discountPercent: (brandId) => Number(discounts[String(brandId)] ?? 0),
      };
    },
    async listActiveCustomerOrganizations() {
      return db
        .select({
          organizationId: organizations.id,
          organizationName: organizations.name,
          createdAt: organizations.createdAt,
        })
        .from(organizations)
        .where(and(eq(organizations.type, 'external'), eq(organizations.status, 'active')))
        .orderBy(asc(organizations.name));
    },
  };
}
