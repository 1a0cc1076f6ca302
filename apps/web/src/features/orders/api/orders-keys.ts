import { createQueryKeys } from '@/lib/query-keys';

/** Every orders query sits under this factory: lists(filters), detail(id), and the dashboard. */
export const ordersKeys = {
  ...createQueryKeys('orders'),
  dashboard: () => ['orders', 'dashboard'] as const,
  /** New Order: the catalogs a store sees, and a catalog's items matching a search. */
  storeCatalogs: (storeId: string) => ['orders', 'stores', storeId, 'catalogs'] as const,
  storeCatalogItems: (storeId: string, lineListId: number, search: string) =>
    ['orders', 'stores', storeId, 'catalogs', lineListId, 'items', search] as const,
  /** New Order: the store's shipping addresses the order may ship to. */
  storeShipTo: (storeId: string) => ['orders', 'stores', storeId, 'ship-to'] as const,
};
