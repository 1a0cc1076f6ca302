import type { UserWithMemberships } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { peopleQueryKeys } from '@/features/people/api/people-query-keys';

/** GET {usersUrl}/api/users/with-memberships. */
export function getUsersWithMemberships(signal?: AbortSignal): Promise<UserWithMemberships[]> {
  return apiGet<UserWithMemberships[]>('users', '/api/users/with-memberships', { signal });
}

export function usersWithMembershipsQueryOptions() {
  return queryOptions({
    queryKey: peopleQueryKeys.list({ withMemberships: true }),
    queryFn: ({ signal }) => getUsersWithMemberships(signal),
  });
}

export function useUsersWithMemberships() {
  return useQuery(usersWithMembershipsQueryOptions());
}
