import type { PortalAddToCartRequest, PortalDraft } from '@lineup/contracts/portal-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PortalAccess, portalRequest } from '@/api/portal/portal-access';
import { draftAnswer } from '@/api/portal/portal-answers';
import { putDraftInCart } from '@/api/portal/portal-cart-cache';
import { portalStorePath } from '@/api/portal/portal-store-path';
import { apiRequest } from '@/lib/api-client';

/** POST {pimUrl}/api/portal/stores/{storeId}/cart: SKUs of a catalog into the store's draft of it. */
export async function addToPortalCart(access: PortalAccess, storeId: string, body: PortalAddToCartRequest) {
  const envelope = await apiRequest<PortalDraft>('pim', portalStorePath(storeId, '/cart'), {
    ...portalRequest(access),
    method: 'POST',
    body,
    schema: draftAnswer,
  });
  return envelope.data;
}

/** The page says what was added, or why not (the portal loads no toaster). */
export function useAddToPortalCart(access: PortalAccess, storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalAddToCartRequest) => addToPortalCart(access, storeId, body),
    onSuccess: (draft) => putDraftInCart(queryClient, access, storeId, draft),
  });
}
