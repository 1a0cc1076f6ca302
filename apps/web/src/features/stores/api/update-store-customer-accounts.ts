import type { StoreCustomerAccountsInput } from '@lineup/contracts/stores';
import { storeTexts } from '@lineup/contracts/texts/customers';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { usersKeys } from '@/api/users/users-keys';
import { fixedFailure, sendStoreUpdate, useStoreUpdate } from '@/features/stores/api/store-mutation';

/** PUT {usersUrl}/api/stores/{id}/users: the store's whole list of customer accounts, with its `_revision`. */
export function updateStoreCustomerAccounts(storeId: string, body: StoreCustomerAccountsInput) {
  return sendStoreUpdate('PUT', `/api/stores/${encodeURIComponent(storeId)}/users`, body);
}

/**
 * 'Customer accounts saved.', then the store and the users lists (each user's stores) are
 * refetched; a refusal shows 'Failed to save customer accounts.' with the server's reason.
 */
export function useUpdateStoreCustomerAccounts(storeId: string) {
  return useStoreUpdate({
    storeId,
    send: (body: StoreCustomerAccountsInput) => updateStoreCustomerAccounts(storeId, body),
    successMessage: userServiceMessages.customerAccountsSaved,
    failureMessage: fixedFailure(storeTexts.customerAccountsFallback),
    alsoRefresh: [usersKeys.lists()],
  });
}
