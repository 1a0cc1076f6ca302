import { placeOrderCatalogsSchema } from '@lineup/contracts/orders-place';
import type { PortalCatalog } from '@lineup/contracts/portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/orders/stores/{storeId}/catalogs: the catalogs the store sees, newest first (New Order). */
export function getStoreCatalogs(storeId: string, signal?: AbortSignal): Promise<PortalCatalog[]> {
  return apiGet<PortalCatalog[]>('pim', `/api/orders/stores/${storeId}/catalogs`, {
    signal,
    schema: placeOrderCatalogsSchema,
  });
}

export function storeCatalogsQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: ordersKeys.storeCatalogs(storeId),
    queryFn: ({ signal }) => getStoreCatalogs(storeId, signal),
  });
}

/** Asked once a store is chosen. */
export function useStoreCatalogs(storeId: string) {
  return useQuery({ ...storeCatalogsQueryOptions(storeId), enabled: storeId !== '' });
}
