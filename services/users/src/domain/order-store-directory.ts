import { createHash } from 'node:crypto';
import { INTERNAL_ORGANIZATION_NAME } from '@lineup/contracts/constants';
import type { OrderStoreType } from '@lineup/contracts/order-statuses';
import type { OrderContact } from '@lineup/contracts/orders-responses';
import type { ShipToOption } from '@lineup/contracts/orders-ship-to';
import type { Address } from '@lineup/contracts/users';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UsersDb } from '../db/database';
import { businessStores, organizations, users } from '../db/schema';
import { isUuid } from './ids';

/**
 * What orders (served by the PIM) read of the users' stores and organizations, on the same
 * database: a store with its organization, type, addresses (its shipping addresses with the ids an
 * order's ship-to names them by), main contact, the organization's discount per brand and the
 * wholesaler's name; and the active customer organizations (the dashboard's Inactive Accounts).
 * The PIM copies what an order shows into the order; the users service stays the only writer here.
 */
export type OrderingStore = {
  storeId: string;
  storeName: string;
  storeType: OrderStoreType;
  storeStatus: 'active' | 'inactive';
  organizationId: string;
  organizationName: string;
  /** Only an active organization's stores may order. */
  organizationStatus: string;
  addresses: Address[];
  /**
   * The store's shipping addresses, each with the id a submit names it by (the ship-to copied into
   * the order); none: the store cannot order.
   */
  shippingAddresses: ShipToOption[];
  /** The business's own (internal) organization's name: whom a customer asks to change a store's addresses. */
  wholesalerName: string;
  mainContact: OrderContact | null;
  /** The organization's discount for the brand in percent (its `discounts`, keyed by brand id); 0 without one. */
  discountPercent(brandId: number): number;
};

/** An active customer organization, for the dashboard's Inactive Accounts (since when it is a customer). */
export type CustomerOrganization = { organizationId: string; organizationName: string; createdAt: Date };

/** What orders read of the users' stores and organizations (the PIM is given one; tests give their own). */
export type OrderStoreDirectory = {
  /** The store with its organization, or null when there is no such store. */
  findStore(storeId: string): Promise<OrderingStore | null>;
  /** Every active customer (external) organization. */
  listActiveCustomerOrganizations(): Promise<CustomerOrganization[]>;
};

/**
 * The id an order's ship-to names a shipping address by: a digest of what the address says. A
 * store keeps its addresses as one list without ids; a digest also means that an address edited
 * after a buyer was shown it is no longer the one the buyer named, so that submit is refused
 * rather than shipped somewhere the buyer never saw.
 */
export function shippingAddressId(address: Address): string {
  const fields = [address.line1, address.line2, address.city, address.state, address.postalCode, address.country];
  return createHash('sha256')
    .update(JSON.stringify(fields.map((field) => field || '')))
    .digest('hex')
    .slice(0, 16);
}

/** The store's shipping addresses as an order's ship-to copies them (empty optional lines left out), with their ids. */
export function shippingAddressesOf(addresses: Address[]): ShipToOption[] {
  return addresses
    .filter((address) => address.type === 'shipping')
    .map((address) => ({
      id: shippingAddressId(address),
      line1: address.line1,
      ...(address.line2 ? { line2: address.line2 } : {}),
      city: address.city,
      state: address.state,
      ...(address.postalCode ? { postalCode: address.postalCode } : {}),
      country: address.country,
    }));
}

const wholesaler = alias(organizations, 'wholesaler');

export function createOrderStoreDirectory(db: UsersDb): OrderStoreDirectory {
  /** The oldest internal organization's name: the business itself (seeded as INTERNAL_ORGANIZATION_NAME). */
  const wholesalerName = db
    .select({ name: wholesaler.name })
    .from(wholesaler)
    .where(eq(wholesaler.type, 'internal'))
    .orderBy(asc(wholesaler.createdAt))
    .limit(1);

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
          wholesalerName: sql<string | null>`(${wholesalerName})`,
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
        shippingAddresses: shippingAddressesOf(row.addresses),
        wholesalerName: row.wholesalerName ?? INTERNAL_ORGANIZATION_NAME,
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
