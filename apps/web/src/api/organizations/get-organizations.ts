import type { Organization } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationsKeys } from '@/api/organizations/organizations-keys';
import { apiGet } from '@/lib/api-client';

/** The answer's contract, checked in development only (lib/api-client.ts): none in production builds. */
const organizationsAnswer = import.meta.env.DEV
  ? () => import('@/api/users/users-answer-schemas').then((schemas) => schemas.organizationsAnswer)
  : undefined;

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

export function useOrganizations(options: { enabled?: boolean } = {}) {
  return useQuery({ ...organizationsQueryOptions(), enabled: options.enabled ?? true });
}
