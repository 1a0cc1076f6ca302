import type { Organization } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { organizationsQueryKeys } from '@/features/organizations/api/organizations-query-keys';

/** GET {usersUrl}/api/organizations. */
export function getOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  return apiGet<Organization[]>('users', '/api/organizations', { signal });
}

export function organizationsQueryOptions() {
  return queryOptions({
    queryKey: organizationsQueryKeys.list(),
    queryFn: ({ signal }) => getOrganizations(signal),
  });
}

export function useOrganizations() {
  return useQuery(organizationsQueryOptions());
}
