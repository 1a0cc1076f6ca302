import type { User } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

/** The users list the /home layout loads (same key, same cache). */
const usersKeys = createQueryKeys('users');

/** GET {usersUrl}/api/users: main contacts' names and the saved-user search. */
export function getCustomerUsers(signal?: AbortSignal): Promise<User[]> {
  return apiGet<User[]>('users', '/api/users', { signal });
}

export function customerUsersQueryOptions() {
  return queryOptions({ queryKey: usersKeys.list(), queryFn: ({ signal }) => getCustomerUsers(signal) });
}

export function useCustomerUsers() {
  return useQuery(customerUsersQueryOptions());
}
