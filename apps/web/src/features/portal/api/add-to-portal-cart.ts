import type { PortalAddToCartRequest, PortalDraft } from '@lineup/contracts/portal-orders';
import { useMutation } from '@tanstack/react-query';
import { type PortalAccess, portalRequest } from '@/features/portal/api/portal-access';
import { draftAnswer } from '@/features/portal/api/portal-answers';
import { portalStorePath } from '@/features/portal/api/portal-store-path';
import { apiRequest } from '@/lib/api-client';
import { getQueryClient } from '@/lib/query-client';

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

/**
 * The page says what was added, or why not (the portal loads no toaster), once `reloadCart` has
 * brought the cart the header counts up to date.
 */
export function useAddToPortalCart(access: PortalAccess, storeId: string, reloadCart: () => Promise<void>) {
  return useMutation(
    {
      mutationFn: (body: PortalAddToCartRequest) => addToPortalCart(access, storeId, body),
      onSuccess: reloadCart,
    },
    getQueryClient(),
  );
}
