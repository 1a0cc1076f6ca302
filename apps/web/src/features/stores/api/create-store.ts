import { successToasts } from '@lineup/contracts/messages';
import type { BusinessStore, CreateStoreInput } from '@lineup/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { storesQueryKeys } from '@/features/stores/api/stores-query-keys';
import { apiRequest } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

const organizationsKeys = createQueryKeys('organizations');

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
        queryClient.invalidateQueries({ queryKey: storesQueryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: organizationsKeys.all }),
      ]);
    },
    onError: (error) => toast.error(error.message),
  });
}
