import type { UserWithMemberships } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersWithMembershipsAnswer } from '@/api/users/users-answers';
import { usersKeys } from '@/api/users/users-keys';
import { apiGet } from '@/lib/api-client';

/** GET {usersUrl}/api/users/with-memberships: the team list, and who may be a store's main contact. */
export function getUsersWithMemberships(signal?: AbortSignal): Promise<UserWithMemberships[]> {
  return apiGet<UserWithMemberships[]>('users', '/api/users/with-memberships', {
    signal,
    schema: usersWithMembershipsAnswer,
  });
}

export function usersWithMembershipsQueryOptions() {
  return queryOptions({
    queryKey: usersKeys.list({ withMemberships: true }),
    queryFn: ({ signal }) => getUsersWithMemberships(signal),
  });
}

export function useUsersWithMemberships() {
  return useQuery(usersWithMembershipsQueryOptions());
}
