import type { Role } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

/** The roles list the /home layout loads (same key, same cache). */
const rolesKeys = createQueryKeys('roles');

/** GET {usersUrl}/api/roles: the roles a customer account can have. */
export function getCustomerRoles(signal?: AbortSignal): Promise<Role[]> {
  return apiGet<Role[]>('users', '/api/roles', { signal });
}

export function customerRolesQueryOptions() {
  return queryOptions({ queryKey: rolesKeys.list(), queryFn: ({ signal }) => getCustomerRoles(signal) });
}

export function useCustomerRoles() {
  return useQuery(customerRolesQueryOptions());
}
