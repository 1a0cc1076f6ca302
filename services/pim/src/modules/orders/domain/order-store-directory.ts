import type { OrderStoreType } from '@lineup/contracts/order-statuses';
import type { OrderContact } from '@lineup/contracts/orders-responses';
import type { ShipToOption } from '@lineup/contracts/orders-ship-to';
import type { Address } from '@lineup/contracts/users';

/**
 * What orders need of the users service's stores and organizations. The PIM does not own them, so
 * orders read them through this interface (the deployment passes an implementation reading the
 * users schema) and copy what they show into the order.
 */
export type OrderStore = {
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
  /** The wholesaler's name (the business's own organization), whom a store's buyers ask to add an address. */
  wholesalerName: string;
  mainContact: OrderContact | null;
  /**
   * The organization's discount for the brand, a percent from 0 to 100 (its `discounts` keyed by
   * brand id); 0 when it has none.
   */
  discountPercent(brandId: number): number;
};

/** An active customer organization, for the dashboard's Inactive Accounts (since when it is a customer). */
export type CustomerOrganization = { organizationId: string; organizationName: string; createdAt: Date };

export interface OrderStoreDirectory {
  /** The store with its organization, or null when there is no such store. */
  findStore(storeId: string): Promise<OrderStore | null>;
  /** Every active customer (external) organization. */
  listActiveCustomerOrganizations(): Promise<CustomerOrganization[]>;
}

/** A discount as the price rule uses it: a finite percent within 0 to 100, anything else none. */
export function discountOf(store: OrderStore, brandId: number): number {
  const percent = store.discountPercent(brandId);
  return Number.isFinite(percent) && percent >= 0 && percent <= 100 ? percent : 0;
}

/**
 * The directory of a PIM given none: it knows no store and no organization, so no order can be
 * placed and the dashboard counts no accounts. Deployments pass the users schema's.
 */
export const noOrderStores: OrderStoreDirectory = {
  findStore: async () => null,
  listActiveCustomerOrganizations: async () => [],
};
