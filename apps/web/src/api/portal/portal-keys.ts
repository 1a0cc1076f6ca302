import type { PortalAccess } from '@/api/portal/portal-access';
import { createQueryKeys } from '@/lib/query-keys';

/**
 * The portal's queries, keyed by who asks (a customer, or staff previewing a store) so a preview
 * and a customer's session in one browser never share an answer.
 */
export const portalKeys = createQueryKeys('portal');

const asked = (access: PortalAccess) => access.previewStoreId ?? 'customer';

/** Every order query of a store (its history's pages and single orders), for a submit or reorder to refresh. */
const storeOrders = (access: PortalAccess, storeId: string) =>
  [...portalKeys.all, 'orders', asked(access), storeId] as const;

export const portalQueryKeys = {
  session: (access: PortalAccess) => [...portalKeys.all, 'session', asked(access)] as const,
  catalogs: (access: PortalAccess, storeId: string) => [...portalKeys.lists(), asked(access), storeId] as const,
  catalog: (access: PortalAccess, storeId: string, lineListId: number) =>
    [...portalKeys.details(), asked(access), storeId, lineListId] as const,
  item: (access: PortalAccess, storeId: string, lineListId: number, modelCode: string) =>
    [...portalKeys.details(), asked(access), storeId, lineListId, 'item', modelCode] as const,
  /** The store's drafts: the cart page and the header's count share it. */
  cart: (access: PortalAccess, storeId: string) => [...portalKeys.all, 'cart', asked(access), storeId] as const,
  orders: storeOrders,
  ordersPage: (access: PortalAccess, storeId: string, page: number) =>
    [...storeOrders(access, storeId), 'page', page] as const,
  order: (access: PortalAccess, storeId: string, orderId: number) =>
    [...storeOrders(access, storeId), 'order', orderId] as const,
};
