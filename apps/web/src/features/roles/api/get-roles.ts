import type { Role } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { rolesQueryKeys } from '@/features/roles/api/roles-query-keys';

/** GET {usersUrl}/api/roles. */
export function getRoles(signal?: AbortSignal): Promise<Role[]> {
  return apiGet<Role[]>('users', '/api/roles', { signal });
}

export function rolesQueryOptions() {
  return queryOptions({ queryKey: rolesQueryKeys.list(), queryFn: ({ signal }) => getRoles(signal) });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
