import type { User } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { peopleQueryKeys } from '@/features/people/api/people-query-keys';

/** GET {usersUrl}/api/users. */
export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return apiGet<User[]>('users', '/api/users', { signal });
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: peopleQueryKeys.list(), queryFn: ({ signal }) => getUsers(signal) });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
