import { successToasts } from '@lineup/contracts/messages';
import type { BusinessStore, CreateStoreInput } from '@lineup/contracts/stores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { organizationsKeys } from '@/api/organizations/organizations-keys';
import { storesKeys } from '@/api/stores/stores-keys';
import { apiRequest } from '@/lib/api-client';

/** POST {usersUrl}/api/stores. */
export async function createStore(body: CreateStoreInput): Promise<BusinessStore> {
  return (await apiRequest<BusinessStore>('users', '/api/stores', { method: 'POST', body })).data;
}

/** 'Store created successfully', or the server's message. Stores and organizations (their counts) refresh. */
export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: async () => {
      toast.success(successToasts.storeCreated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storesKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: organizationsKeys.lists() }),
      ]);
    },
    onError: (error) => toast.error(error.message),
  });
}
