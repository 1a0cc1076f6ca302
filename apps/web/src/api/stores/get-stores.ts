import type { BusinessStore } from '@lineup/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storesKeys } from '@/api/stores/stores-keys';
import { apiGet } from '@/lib/api-client';
import { z } from 'zod';
import { businessStoreSchema } from '@lineup/contracts/users-responses';

/** The answer's contract, checked in development (lib/api-client.ts). */
const storesAnswer = z.array(businessStoreSchema);

/** GET {usersUrl}/api/stores: the stores page, an organization's stores, the stores a team member looks after. */
export function getStores(signal?: AbortSignal): Promise<BusinessStore[]> {
  return apiGet<BusinessStore[]>('users', '/api/stores', { signal, schema: storesAnswer });
}

export function storesQueryOptions() {
  return queryOptions({ queryKey: storesKeys.list(), queryFn: ({ signal }) => getStores(signal) });
}

export function useStores(options: { enabled?: boolean } = {}) {
  return useQuery({ ...storesQueryOptions(), enabled: options.enabled ?? true });
}
