import { failureToasts, successToasts } from '@lineup/contracts/messages';
import type { StoreBasicInfoInput } from '@lineup/contracts/stores';
import { sendStoreUpdate, useStoreUpdate } from '@/features/stores/api/store-mutation';
import { serverMessageOr } from '@/lib/server-message';

/** PATCH {usersUrl}/api/stores/{id}/basic-info. */
export function updateStoreBasicInfo(storeId: string, body: StoreBasicInfoInput) {
  return sendStoreUpdate('PATCH', `/api/stores/${encodeURIComponent(storeId)}/basic-info`, body);
}

/** 'Store basic info updated successfully.', or the server's message ('Failed to update store basic info.'). */
export function useUpdateStoreBasicInfo(storeId: string) {
  return useStoreUpdate({
    storeId,
    send: (body: StoreBasicInfoInput) => updateStoreBasicInfo(storeId, body),
    successMessage: successToasts.storeBasicInfoUpdated,
    failureMessage: (error) => ({ title: serverMessageOr(error, failureToasts.storeBasicInfoFallback) }),
  });
}
