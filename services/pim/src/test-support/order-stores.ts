import { randomUUID } from 'node:crypto';
import type { OrderStoreType } from '@lineup/contracts/order-statuses';
import type { OrderContact } from '@lineup/contracts/orders-responses';
import type { Address } from '@lineup/contracts/users';
import { shippingAddressesOf } from '@lineup/users/directories';
import type { OrderStore, OrderStoreDirectory } from '../modules/orders/domain/order-store-directory';

/**
 * An in-memory stand-in for the users service's stores and organizations, for order tests. Its
 * stores' shipping addresses carry the ids the users schema's directory gives them.
 */

type FakeOrganization = {
  organizationId: string;
  organizationName: string;
  status: string;
  type: 'internal' | 'external';
  /** Percent by brand id, as users.organizations.discounts keeps them. */
  discounts: Record<string, number>;
  createdAt: Date;
};

type FakeStore = {
  storeId: string;
  storeName: string;
  storeType: OrderStoreType;
  storeStatus: 'active' | 'inactive';
  organizationId: string;
  addresses: Address[];
  mainContact: OrderContact | null;
};

export const testAddresses: Address[] = [
  { type: 'billing', line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '73301', country: 'US' },
  { type: 'shipping', line1: '9 Dock Rd', line2: 'Unit 4', city: 'Houston', state: 'TX', country: 'US' },
];

/** The business's own organization's name, as the fake directory answers it. */
export const TEST_WHOLESALER_NAME = 'Lineup Test Wholesale';

export function createFakeOrderStores() {
  const organizations = new Map<string, FakeOrganization>();
  const stores = new Map<string, FakeStore>();
  let counter = 0;

  const directory: OrderStoreDirectory = {
    async findStore(storeId) {
      const store = stores.get(storeId);
      const organization = store && organizations.get(store.organizationId);
      if (!store || !organization) return null;
      return {
        ...structuredClone(store),
        shippingAddresses: shippingAddressesOf(store.addresses),
        wholesalerName: TEST_WHOLESALER_NAME,
        organizationName: organization.organizationName,
        organizationStatus: organization.status,
        discountPercent: (brandId) => organization.discounts[String(brandId)] ?? 0,
      } satisfies OrderStore;
    },
    async listActiveCustomerOrganizations() {
      return [...organizations.values()]
        .filter((organization) => organization.status === 'active' && organization.type === 'external')
        .map(({ organizationId, organizationName, createdAt }) => ({ organizationId, organizationName, createdAt }));
    },
  };

  function addOrganization(changes: Partial<FakeOrganization> = {}): FakeOrganization {
    counter += 1;
    const organization: FakeOrganization = {
      organizationId: randomUUID(),
      organizationName: `Customer ${counter}`,
      status: 'active',
      type: 'external',
      discounts: {},
      createdAt: new Date('2020-01-01T00:00:00Z'),
      ...changes,
    };
    organizations.set(organization.organizationId, organization);
    return organization;
  }

  function addStore(organizationId: string, changes: Partial<Omit<FakeStore, 'organizationId'>> = {}): FakeStore {
    counter += 1;
    const store: FakeStore = {
      storeId: randomUUID(),
      storeName: `Store ${counter}`,
      storeType: 'monobrand',
      storeStatus: 'active',
      organizationId,
      addresses: testAddresses,
      mainContact: { email: `buyer${counter}@example.com`, firstName: 'Bea' },
      ...changes,
    };
    stores.set(store.storeId, store);
    return store;
  }

  return {
    directory,
    addOrganization,
    addStore,
    /** A new organization with one store: the ids an order names. */
    addCustomer(
      options: { organization?: Partial<FakeOrganization>; store?: Partial<Omit<FakeStore, 'organizationId'>> } = {},
    ) {
      const organization = addOrganization(options.organization);
      const store = addStore(organization.organizationId, options.store);
      return { organizationId: organization.organizationId, storeId: store.storeId };
    },
    updateOrganization(organizationId: string, changes: Partial<FakeOrganization>) {
      Object.assign(organizations.get(organizationId)!, changes);
    },
    updateStore(storeId: string, changes: Partial<FakeStore>) {
      Object.assign(stores.get(storeId)!, changes);
    },
  };
}
