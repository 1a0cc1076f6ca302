import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { useMutation } from '@tanstack/react-query';
import { type PortalAccess, portalRequest } from '@/api/portal/portal-access';
import { draftAnswer } from '@/api/portal/portal-answers';
import { portalStorePath } from '@/api/portal/portal-store-path';
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

/** Changes a line's quantity; done once `reloadCart` has brought the cart (and its totals) up to date. */
export function useChangePortalCartLine(access: PortalAccess, storeId: string, reloadCart: () => Promise<void>) {
  return useMutation(
    {
      mutationFn: ({ quantity, ...line }: CartLine & { quantity: number }) =>
        changePortalCartLine(access, storeId, line, quantity),
      onSuccess: reloadCart,
    },
    getQueryClient(),
  );
}

/** Removes a line; done once `reloadCart` has brought the cart up to date (a draft without lines leaves it). */
export function useRemovePortalCartLine(access: PortalAccess, storeId: string, reloadCart: () => Promise<void>) {
  return useMutation(
    { mutationFn: (line: CartLine) => removePortalCartLine(access, storeId, line), onSuccess: reloadCart },
    getQueryClient(),
  );
}
