import type { BusinessStore } from '@lineup/contracts/stores';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { storesKeys } from '@/api/stores/stores-keys';
import { ApiError, apiRequest } from '@/lib/api-client';

/** After a store update: the fresh store (with its new _revision) in the cache, then both refetched. */
async function refreshStore(queryClient: QueryClient, store: BusinessStore) {
  queryClient.setQueryData(storesKeys.detail(store.id), store);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: storesKeys.detail(store.id) }),
    queryClient.invalidateQueries({ queryKey: storesKeys.lists() }),
  ]);
}

/** Sends one store update; the body names the store's current `_revision` (an older one gets 409). */
export async function sendStoreUpdate(
  method: 'PATCH' | 'PUT' | 'POST',
  path: string,
  body: Record<string, unknown>,
): Promise<BusinessStore> {
  return (await apiRequest<BusinessStore>('users', path, { method, body })).data;
}

/**
 * The shape every store update shares (each with its own toasts): on success the toast and
 * a refetch; on failure the toast `failureMessage` chooses and a refetch (a 409 means the store
 * changed meanwhile: the screen then shows the current revision).
 */
export function useStoreUpdate<TVariables>({
  storeId,
  send,
  successMessage,
  failureMessage,
  alsoRefresh = [],
}: {
  storeId: string;
  send: (variables: TVariables) => Promise<BusinessStore>;
  successMessage: string;
  failureMessage: (error: unknown) => { title: string; description?: string };
  /** Other lists the update changes (refetched after a success). */
  alsoRefresh?: QueryKey[];
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (store) => {
      toast.success(successMessage);
      await Promise.all([
        refreshStore(queryClient, store),
        ...alsoRefresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
    onError: async (error) => {
      const { title, description } = failureMessage(error);
      toast.error(title, description ? { description } : undefined);
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: storesKeys.detail(storeId) });
      }
    },
  });
}

/** The server's message as the toast's description when it says more than the fixed title. */
export function fixedFailure(title: string) {
  return (error: unknown) => {
    const detail = error instanceof ApiError && error.status > 0 ? error.message : undefined;
    return detail && detail !== title ? { title, description: detail } : { title };
  };
}
