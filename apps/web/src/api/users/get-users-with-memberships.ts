import type { UserWithMemberships } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersKeys } from '@/api/users/users-keys';
import { apiGet } from '@/lib/api-client';
import { z } from 'zod';
import { userWithMembershipsSchema } from '@lineup/contracts/users-responses';

/** The answer's contract, checked in development (lib/api-client.ts). */
const usersAnswer = z.array(userWithMembershipsSchema);

/** GET {usersUrl}/api/users/with-memberships: the team list, and who may be a store's main contact. */
export function getUsersWithMemberships(signal?: AbortSignal): Promise<UserWithMemberships[]> {
  return apiGet<UserWithMemberships[]>('users', '/api/users/with-memberships', { signal, schema: usersAnswer });
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
