import { failureToasts, successToasts } from '@lineup/contracts/messages';
import { sendStoreUpdate, useStoreUpdate } from '@/features/stores/api/store-mutation';
import { serverMessageOr } from '@/lib/server-message';

export type StoreBasicInfo = {
  newName: string;
  newDescription?: string;
  newMainContactUserId: string | null;
  _revision: number;
};

/** PATCH {usersUrl}/api/stores/{id}/basic-info. */
export function updateStoreBasicInfo(storeId: string, body: StoreBasicInfo) {
  return sendStoreUpdate('PATCH', `/api/stores/${encodeURIComponent(storeId)}/basic-info`, body);
}

/** 'Store basic info updated successfully.', or the server's message ('Failed to update store basic info.'). */
export function useUpdateStoreBasicInfo(storeId: string) {
  return useStoreUpdate({
    storeId,
    send: (body: StoreBasicInfo) => updateStoreBasicInfo(storeId, body),
    successMessage: successToasts.storeBasicInfoUpdated,
    failureMessage: (error) => ({ title: serverMessageOr(error, failureToasts.storeBasicInfoFallback) }),
  });
}
