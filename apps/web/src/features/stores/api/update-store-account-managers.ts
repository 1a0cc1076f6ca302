import type { StoreAccountManagersInput } from '@lineup/contracts/stores';
import { storeTexts } from '@lineup/contracts/texts/customers';
import { usersKeys } from '@/api/users/users-keys';
import { fixedFailure, sendStoreUpdate, useStoreUpdate } from '@/features/stores/api/store-mutation';

/** PUT {usersUrl}/api/stores/{id}/account-managers: the store's whole list, with its `_revision`. */
export function updateStoreAccountManagers(storeId: string, body: StoreAccountManagersInput) {
  return sendStoreUpdate('PUT', `/api/stores/${encodeURIComponent(storeId)}/account-managers`, body);
}

/**
 * 'Account managers saved.', then the store and the users lists (the team's Stores column) are
 * refetched; a refusal shows 'Failed to save account managers.' with the server's reason.
 */
export function useUpdateStoreAccountManagers(storeId: string) {
  return useStoreUpdate({
    storeId,
    send: (body: StoreAccountManagersInput) => updateStoreAccountManagers(storeId, body),
    successMessage: storeTexts.accountManagersUpdated,
    failureMessage: fixedFailure(storeTexts.accountManagersFallback),
    alsoRefresh: [usersKeys.lists()],
  });
}
