import type { User } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersKeys } from '@/api/users/users-keys';
import { apiGet } from '@/lib/api-client';

/** The answer's contract, checked in development only (lib/api-client.ts): none in production builds. */
const usersAnswer = import.meta.env.DEV
  ? () => import('@/api/users/users-answer-schemas').then((schemas) => schemas.usersAnswer)
  : undefined;

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
