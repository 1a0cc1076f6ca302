import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PortalAccess, portalRequest } from '@/api/portal/portal-access';
import { draftAnswer } from '@/api/portal/portal-answers';
import { putDraftInCart } from '@/api/portal/portal-cart-cache';
import { portalStorePath } from '@/api/portal/portal-store-path';
import { apiRequest } from '@/lib/api-client';

/** POST {pimUrl}/api/portal/stores/{storeId}/orders/{orderId}/reorder: a new draft with the order's lines. */
async function reorderPortalOrder(access: PortalAccess, storeId: string, orderId: number) {
  const envelope = await apiRequest<PortalDraft>('pim', portalStorePath(storeId, `/orders/${orderId}/reorder`), {
    ...portalRequest(access),
    method: 'POST',
    schema: draftAnswer,
  });
  return envelope.data;
}

/** The new draft joins the cart. */
export function useReorderPortalOrder(access: PortalAccess, storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => reorderPortalOrder(access, storeId, orderId),
    onSuccess: (draft) => putDraftInCart(queryClient, access, storeId, draft),
  });
}
