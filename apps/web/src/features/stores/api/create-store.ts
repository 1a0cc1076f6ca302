import { successToasts } from '@lineup/contracts/messages';
import type { BusinessStore, CreateStoreInput } from '@lineup/contracts/stores';
import { organizationsKeys } from '@/api/organizations/organizations-keys';
import { storesKeys } from '@/api/stores/stores-keys';
import { apiRequest } from '@/lib/api-client';
import { useToastedMutation } from '@/lib/toasted-mutation';

/** POST {usersUrl}/api/stores. */
export async function createStore(body: CreateStoreInput): Promise<BusinessStore> {
  return (await apiRequest<BusinessStore>('users', '/api/stores', { method: 'POST', body })).data;
}

/** 'Store created successfully', or the server's message. Stores and organizations (their counts) refresh. */
export function useCreateStore() {
  return useToastedMutation({
    mutationFn: createStore,
    success: successToasts.storeCreated,
    refresh: [storesKeys.lists(), organizationsKeys.lists()],
  });
}
