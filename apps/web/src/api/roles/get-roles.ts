import type { Role } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rolesKeys } from '@/api/roles/roles-keys';
import { rolesAnswer } from '@/api/users/users-answers';
import { apiGet } from '@/lib/api-client';

/** GET {usersUrl}/api/roles: the roles page and the roles a new user or customer account can have. */
export function getRoles(signal?: AbortSignal): Promise<Role[]> {
  return apiGet<Role[]>('users', '/api/roles', { signal, schema: rolesAnswer });
}

export function rolesQueryOptions() {
  return queryOptions({ queryKey: rolesKeys.list(), queryFn: ({ signal }) => getRoles(signal) });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
