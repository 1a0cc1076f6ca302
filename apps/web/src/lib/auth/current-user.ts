import type { CurrentUser } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET {usersUrl}/api/users/me: verifies the token and names the signed-in person. */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiGet<CurrentUser>('users', '/api/users/me', { signal });
}

export const currentUserQueryKey = ['users', 'me'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}

/** The current user; the /home layout's loader has loaded it before any screen under /home renders. */
export function useCurrentUser(): CurrentUser | undefined {
  return useQuery(currentUserQueryOptions()).data;
}
