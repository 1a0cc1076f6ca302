import type { Organization } from '@lineup/contracts/organizations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationsKeys } from '@/api/organizations/organizations-keys';
import { ApiError, apiGet } from '@/lib/api-client';

/**
 * GET {usersUrl}/api/organizations/{id}. An unknown id answers null rather than
 * failing: the edit screen says 'Organization not found' itself and goes back to the list.
 */
export async function getOrganization(id: string, signal?: AbortSignal): Promise<Organization | null> {
  try {
    return await apiGet<Organization>('users', `/api/organizations/${encodeURIComponent(id)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function organizationQueryOptions(id: string) {
  return queryOptions({
    queryKey: organizationsKeys.detail(id),
    queryFn: ({ signal }) => getOrganization(id, signal),
  });
}

export function useOrganization(id: string) {
  return useQuery(organizationQueryOptions(id));
}
