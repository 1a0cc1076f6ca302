import { failureToasts, successToasts } from '@lineup/contracts/messages';
import { fixedFailure, sendStoreUpdate, useStoreUpdate } from '@/features/stores/api/store-mutation';
import { ApiError } from '@/lib/api-client';

export type StoreStatusChange = { newStatus: 'active' | 'inactive'; _revision: number };

/** PUT {usersUrl}/api/stores/{id}/status. */
export function updateStoreStatus(storeId: string, body: StoreStatusChange) {
  return sendStoreUpdate('PUT', `/api/stores/${encodeURIComponent(storeId)}/status`, body);
}

const otherFailure = fixedFailure(failureToasts.storeStatus);

/**
 * 'Store status updated successfully.'; choosing the status it already has gives 'Store status is
 * already set to this status.'; any other failure 'Failed to update store status.'.
 */
export function useUpdateStoreStatus(storeId: string) {
  return useStoreUpdate({
    storeId,
    send: (body: StoreStatusChange) => updateStoreStatus(storeId, body),
    successMessage: successToasts.storeStatusUpdated,
    failureMessage: (error) =>
      error instanceof ApiError && error.message === failureToasts.storeStatusAlreadySet
        ? { title: failureToasts.storeStatusAlreadySet }
        : otherFailure(error),
  });
}
