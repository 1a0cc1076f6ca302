import { failureToasts, successToasts } from '@lineup/contracts/messages';
import type { Address } from '@lineup/contracts/users';
import { fixedFailure, sendStoreUpdate, useStoreUpdate } from '@/features/stores/api/store-mutation';

export type StoreAddresses = { addresses: (Address & { type: 'billing' | 'shipping' })[]; _revision: number };

/** PUT {usersUrl}/api/stores/{id}/addresses: the whole list, billing and shipping. */
export function updateStoreAddresses(storeId: string, body: StoreAddresses) {
  return sendStoreUpdate('PUT', `/api/stores/${encodeURIComponent(storeId)}/addresses`, body);
}

/** 'Store addresses updated successfully.' or the fixed 'Failed to update store addresses.' */
export function useUpdateStoreAddresses(storeId: string) {
  return useStoreUpdate({
    storeId,
    send: (body: StoreAddresses) => updateStoreAddresses(storeId, body),
    successMessage: successToasts.storeAddressesUpdated,
    failureMessage: fixedFailure(failureToasts.storeAddresses),
  });
}
