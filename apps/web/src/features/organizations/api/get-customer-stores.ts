import type { BusinessStore } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

/** The stores list the /home layout loads (same key, same cache). */
const storesKeys = createQueryKeys('stores');

/** GET {usersUrl}/api/stores: the stores an organization's edit screen lists. */
export function getCustomerStores(signal?: AbortSignal): Promise<BusinessStore[]> {
  return apiGet<BusinessStore[]>('users', '/api/stores', { signal });
}

export function customerStoresQueryOptions() {
  return queryOptions({ queryKey: storesKeys.list(), queryFn: ({ signal }) => getCustomerStores(signal) });
}

export function useCustomerStores() {
  return useQuery(customerStoresQueryOptions());
}
