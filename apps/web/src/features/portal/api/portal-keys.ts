import type { PortalAccess } from '@/features/portal/api/portal-access';

/**
 * The portal's queries (its order history and orders, the cart's ship-to: the pages that keep
 * TanStack Query), keyed by who asks (a customer, or staff previewing a store) so a preview and a
 * customer's session in one browser never share an answer. The portal's other reads are its
 * routes' loaders.
 */
const asked = (access: PortalAccess) => access.previewStoreId ?? 'customer';

/** Every order query of a store (its history's pages and single orders), for a submit or reorder to refresh. */
const storeOrders = (access: PortalAccess, storeId: string) => ['portal', 'orders', asked(access), storeId] as const;

export const portalQueryKeys = {
  orders: storeOrders,
  ordersPage: (access: PortalAccess, storeId: string, page: number) =>
    [...storeOrders(access, storeId), 'page', page] as const,
  order: (access: PortalAccess, storeId: string, orderId: number) =>
    [...storeOrders(access, storeId), 'order', orderId] as const,
  /** The store's shipping addresses the cart's orders ship to. */
  shipTo: (access: PortalAccess, storeId: string) => ['portal', 'ship-to', asked(access), storeId] as const,
};
