import type { Role } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rolesKeys } from '@/api/roles/roles-keys';
import { apiGet } from '@/lib/api-client';

/** The answer's contract, checked in development only (lib/api-client.ts): none in production builds. */
const rolesAnswer = import.meta.env.DEV
  ? () => import('@/api/users/users-answer-schemas').then((schemas) => schemas.rolesAnswer)
  : undefined;

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
