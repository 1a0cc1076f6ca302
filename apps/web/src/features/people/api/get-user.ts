import type { User } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersKeys } from '@/api/users/users-keys';
import { ApiError, apiGet } from '@/lib/api-client';

/** GET {usersUrl}/api/users/{id}. */
export function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return apiGet<User>('users', `/api/users/${encodeURIComponent(id)}`, { signal });
}

/**
 * One user, fresh for editing (its `_revision` guards the update). An unknown id (404) is data, not a
 * failure: `null`, so the screen says 'User not found' itself and returns to the list.
 */
export function userQueryOptions(id: string) {
  return queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: async ({ signal }) => {
      try {
        return await getUser(id, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
  });
}

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
