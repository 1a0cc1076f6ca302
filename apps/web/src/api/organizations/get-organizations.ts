import type { Organization } from '@lineup/contracts/organizations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationsKeys } from '@/api/organizations/organizations-keys';
import { organizationsAnswer } from '@/api/users/users-answers';
import { apiGet } from '@/lib/api-client';

/** GET {usersUrl}/api/organizations: the organizations page and every organization picker. */
export function getOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  return apiGet<Organization[]>('users', '/api/organizations', { signal, schema: organizationsAnswer });
}

export function organizationsQueryOptions() {
  return queryOptions({
    queryKey: organizationsKeys.list(),
    queryFn: ({ signal }) => getOrganizations(signal),
  });
}

/**
 * `refreshOnOpen`: asks the server again each time the component that uses it mounts, showing the
 * kept list meanwhile. A picker in a dialog uses it, so it offers what a colleague added since the
 * list was loaded (a shared list is otherwise taken as fresh for 30 s: lib/query-client.ts).
 */
export function useOrganizations(options: { enabled?: boolean; refreshOnOpen?: boolean } = {}) {
  return useQuery({
    ...organizationsQueryOptions(),
    enabled: options.enabled ?? true,
    ...(options.refreshOnOpen && { refetchOnMount: 'always' as const }),
  });
}
