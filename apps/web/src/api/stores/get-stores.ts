import type { BusinessStore } from '@lineup/contracts/stores';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storesKeys } from '@/api/stores/stores-keys';
import { storesAnswer } from '@/api/users/users-answers';
import { apiGet } from '@/lib/api-client';

/** GET {usersUrl}/api/stores: the stores page, an organization's stores, the stores a team member looks after. */
export function getStores(signal?: AbortSignal): Promise<BusinessStore[]> {
  return apiGet<BusinessStore[]>('users', '/api/stores', { signal, schema: storesAnswer });
}

export function storesQueryOptions() {
  return queryOptions({ queryKey: storesKeys.list(), queryFn: ({ signal }) => getStores(signal) });
}

/**
 * `refreshOnOpen`: asks the server again each time the component that uses it mounts, showing the
 * kept list meanwhile. A picker in a dialog uses it, so it offers what a colleague added since the
 * list was loaded (a shared list is otherwise taken as fresh for 30 s: lib/query-client.ts).
 */
export function useStores(options: { enabled?: boolean; refreshOnOpen?: boolean } = {}) {
  return useQuery({
    ...storesQueryOptions(),
    enabled: options.enabled ?? true,
    ...(options.refreshOnOpen && { refetchOnMount: 'always' as const }),
  });
}
