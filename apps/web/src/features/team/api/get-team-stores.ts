import type { BusinessStore, Organization } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

/** The stores and organizations lists the /home layout loads (same keys, same cache). */
const storesKeys = createQueryKeys('stores');
const organizationsKeys = createQueryKeys('organizations');

/** GET {usersUrl}/api/stores: the stores a team member can be given to look after. */
export function getTeamStores(signal?: AbortSignal): Promise<BusinessStore[]> {
  return apiGet<BusinessStore[]>('users', '/api/stores', { signal });
}

export function teamStoresQueryOptions() {
  return queryOptions({ queryKey: storesKeys.list(), queryFn: ({ signal }) => getTeamStores(signal) });
}

export function useTeamStores(enabled = true) {
  return useQuery({ ...teamStoresQueryOptions(), enabled });
}

/** GET {usersUrl}/api/organizations: each store is listed with its organization's name. */
export function getTeamOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  return apiGet<Organization[]>('users', '/api/organizations', { signal });
}

export function teamOrganizationsQueryOptions() {
  return queryOptions({
    queryKey: organizationsKeys.list(),
    queryFn: ({ signal }) => getTeamOrganizations(signal),
  });
}

export function useTeamOrganizations(enabled = true) {
  return useQuery({ ...teamOrganizationsQueryOptions(), enabled });
}
