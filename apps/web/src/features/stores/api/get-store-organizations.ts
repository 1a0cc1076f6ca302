import type { Organization } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

/** The organizations list the /home layout loads (same key, same cache). */
const organizationsKeys = createQueryKeys('organizations');

/** GET {usersUrl}/api/organizations: the organizations a store can belong to. */
export function getStoreOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  return apiGet<Organization[]>('users', '/api/organizations', { signal });
}

export function storeOrganizationsQueryOptions() {
  return queryOptions({
    queryKey: organizationsKeys.list(),
    queryFn: ({ signal }) => getStoreOrganizations(signal),
  });
}

export function useStoreOrganizations() {
  return useQuery(storeOrganizationsQueryOptions());
}
