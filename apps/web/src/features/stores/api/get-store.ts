import type { BusinessStore } from '@lineup/contracts/stores';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storesKeys } from '@/api/stores/stores-keys';
import { apiGet } from '@/lib/api-client';

/** GET {usersUrl}/api/stores/{id}. */
export function getStore(id: string, signal?: AbortSignal): Promise<BusinessStore> {
  return apiGet<BusinessStore>('users', `/api/stores/${encodeURIComponent(id)}`, { signal });
}

export function storeQueryOptions(id: string) {
  return queryOptions({ queryKey: storesKeys.detail(id), queryFn: ({ signal }) => getStore(id, signal) });
}

export function useStore(id: string) {
  return useQuery(storeQueryOptions(id));
}
