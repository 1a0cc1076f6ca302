import type { User } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersAnswer } from '@/api/users/users-answers';
import { usersKeys } from '@/api/users/users-keys';
import { apiGet } from '@/lib/api-client';

/** GET {usersUrl}/api/users: the people list, main contacts' names and the saved-user search. */
export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return apiGet<User[]>('users', '/api/users', { signal, schema: usersAnswer });
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: usersKeys.list(), queryFn: ({ signal }) => getUsers(signal) });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
