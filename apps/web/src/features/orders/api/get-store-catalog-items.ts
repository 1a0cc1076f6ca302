import { type PlaceOrderItems, placeOrderItemsSchema } from '@lineup/contracts/orders-place';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import { apiGet } from '@/lib/api-client';

/**
 * GET {pimUrl}/api/orders/stores/{storeId}/catalogs/{lineListId}/items?search: the catalog's first
 * matching items with their SKUs, and how many match (New Order).
 */
export function getStoreCatalogItems(
  storeId: string,
  lineListId: number,
  search: string,
  signal?: AbortSignal,
): Promise<PlaceOrderItems> {
  return apiGet<PlaceOrderItems>('pim', `/api/orders/stores/${storeId}/catalogs/${lineListId}/items`, {
    query: { search: search.trim() || undefined },
    signal,
    schema: placeOrderItemsSchema,
  });
}

export function storeCatalogItemsQueryOptions(storeId: string, lineListId: number, search: string) {
  return queryOptions({
    queryKey: ordersKeys.storeCatalogItems(storeId, lineListId, search.trim()),
    queryFn: ({ signal }) => getStoreCatalogItems(storeId, lineListId, search, signal),
  });
}

/** Asked once a catalog is chosen; the previous results stay shown while the search changes. */
export function useStoreCatalogItems(storeId: string, lineListId: number | null, search: string) {
  return useQuery({
    ...storeCatalogItemsQueryOptions(storeId, lineListId ?? 0, search),
    enabled: storeId !== '' && lineListId !== null,
    placeholderData: keepPreviousData,
  });
}
