import type { UserWithMemberships } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

/** The users-with-memberships list the /home layout loads (same key, same cache). */
const usersKeys = createQueryKeys('users');

/** GET {usersUrl}/api/users/with-memberships: who may be a store's main contact. */
export function getStoreMembers(signal?: AbortSignal): Promise<UserWithMemberships[]> {
  return apiGet<UserWithMemberships[]>('users', '/api/users/with-memberships', { signal });
}

export function storeMembersQueryOptions() {
  return queryOptions({
    queryKey: usersKeys.list({ withMemberships: true }),
    queryFn: ({ signal }) => getStoreMembers(signal),
  });
}

export function useStoreMembers() {
  return useQuery(storeMembersQueryOptions());
}

/** The members of one organization: a store's main contact must be one of them. */
export function membersOf(users: UserWithMemberships[], organizationId: string): UserWithMemberships[] {
  if (!organizationId) return [];
  return users.filter((user) =>
    user.organizationMemberships.some((membership) => membership.organizationId === organizationId),
  );
}
