import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { useMutation } from '@tanstack/react-query';
import { type PortalAccess, portalRequest } from '@/features/portal/api/portal-access';
import { draftAnswer } from '@/features/portal/api/portal-answers';
import { portalStorePath } from '@/features/portal/api/portal-store-path';
import { apiRequest } from '@/lib/api-client';
import { getQueryClient } from '@/lib/query-client';

/** POST {pimUrl}/api/portal/stores/{storeId}/orders/{orderId}/reorder: a new draft with the order's lines. */
async function reorderPortalOrder(access: PortalAccess, storeId: string, orderId: number) {
  const envelope = await apiRequest<PortalDraft>('pim', portalStorePath(storeId, `/orders/${orderId}/reorder`), {
    ...portalRequest(access),
    method: 'POST',
    schema: draftAnswer,
  });
  return envelope.data;
}

/** The new draft joins the cart: done once `reloadCart` has brought the cart the header counts up to date. */
export function useReorderPortalOrder(access: PortalAccess, storeId: string, reloadCart: () => Promise<void>) {
  return useMutation(
    { mutationFn: (orderId: number) => reorderPortalOrder(access, storeId, orderId), onSuccess: reloadCart },
    getQueryClient(),
  );
}
