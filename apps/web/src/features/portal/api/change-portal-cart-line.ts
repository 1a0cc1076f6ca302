import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { useMutation } from '@tanstack/react-query';
import { type PortalAccess, portalRequest } from '@/features/portal/api/portal-access';
import { draftAnswer } from '@/features/portal/api/portal-answers';
import { portalStorePath } from '@/features/portal/api/portal-store-path';
import { apiRequest } from '@/lib/api-client';
import { getQueryClient } from '@/lib/query-client';

export type CartLine = { orderId: number; itemId: number };

const linePath = (storeId: string, { orderId, itemId }: CartLine) =>
  portalStorePath(storeId, `/cart/${orderId}/items/${itemId}`);

/** PATCH {pimUrl}/api/portal/stores/{storeId}/cart/{orderId}/items/{itemId}: a draft line's new quantity. */
async function changePortalCartLine(access: PortalAccess, storeId: string, line: CartLine, quantity: number) {
  const envelope = await apiRequest<PortalDraft>('pim', linePath(storeId, line), {
    ...portalRequest(access),
    method: 'PATCH',
    body: { quantity },
    schema: draftAnswer,
  });
  return envelope.data;
}

/** DELETE {pimUrl}/api/portal/stores/{storeId}/cart/{orderId}/items/{itemId}: the line leaves the draft. */
async function removePortalCartLine(access: PortalAccess, storeId: string, line: CartLine) {
  const envelope = await apiRequest<PortalDraft>('pim', linePath(storeId, line), {
    ...portalRequest(access),
    method: 'DELETE',
    schema: draftAnswer,
  });
  return envelope.data;
}

/**
 * What the cart does with the draft the server answers a line's change with: the answer holds
 * the draft's lines and totals as they now are, so the cart needs no second request for them.
 */
export type TakeAnsweredDraft = (draft: PortalDraft) => void;

/** Changes a line's quantity; `takeDraft` gets the draft with its new totals. */
export function useChangePortalCartLine(access: PortalAccess, storeId: string, takeDraft: TakeAnsweredDraft) {
  return useMutation(
    {
      mutationFn: ({ quantity, ...line }: CartLine & { quantity: number }) =>
        changePortalCartLine(access, storeId, line, quantity),
      onSuccess: (draft) => takeDraft(draft),
    },
    getQueryClient(),
  );
}

/** Removes a line; `takeDraft` gets the draft without it (without lines, it leaves the cart). */
export function useRemovePortalCartLine(access: PortalAccess, storeId: string, takeDraft: TakeAnsweredDraft) {
  return useMutation(
    {
      mutationFn: (line: CartLine) => removePortalCartLine(access, storeId, line),
      onSuccess: (draft) => takeDraft(draft),
    },
    getQueryClient(),
  );
}
