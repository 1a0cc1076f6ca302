import type { OrderingStore, OrderStoreDirectory } from '@lineup/users/directories';

export type { OrderStoreDirectory };

/**
 * What orders need of a store and its organization. The PIM does not own them: orders read them
 * through the users service's directory (tests pass their own) and copy what they show into the order.
 */
export type OrderStore = OrderingStore;

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
