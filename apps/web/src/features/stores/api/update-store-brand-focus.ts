import type { BrandFocusType } from '@lineup/contracts/stores';
import { storeTexts } from '@lineup/contracts/texts/customers';
import { sendStoreUpdate, useStoreUpdate } from '@/features/stores/api/store-mutation';
import { serverMessageOr } from '@/lib/server-message';

export type StoreBrandFocus = { newBrandFocusType: BrandFocusType; _revision: number };

/** PUT {usersUrl}/api/stores/{id}/brand-focus-type. */
export function updateStoreBrandFocus(storeId: string, body: StoreBrandFocus) {
  return sendStoreUpdate('PUT', `/api/stores/${encodeURIComponent(storeId)}/brand-focus-type`, body);
}

/** The toast list (messages.ts) has none for this call: ours, in the same style as the other store updates. */
export function useUpdateStoreBrandFocus(storeId: string) {
  return useStoreUpdate({
    storeId,
    send: (body: StoreBrandFocus) => updateStoreBrandFocus(storeId, body),
    successMessage: storeTexts.brandFocusUpdated,
    failureMessage: (error) => ({ title: serverMessageOr(error, storeTexts.brandFocusFallback) }),
  });
}
