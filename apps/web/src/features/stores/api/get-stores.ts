import type { BusinessStore } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { storesQueryKeys } from '@/features/stores/api/stores-query-keys';

/** GET {usersUrl}/api/stores. */
export function getStores(signal?: AbortSignal): Promise<BusinessStore[]> {
  return apiGet<BusinessStore[]>('users', '/api/stores', { signal });
}

export function storesQueryOptions() {
  return queryOptions({ queryKey: storesQueryKeys.list(), queryFn: ({ signal }) => getStores(signal) });
}

export function useStores() {
  return useQuery(storesQueryOptions());
}
