import type { PortalDraft, PortalOrder } from '@lineup/contracts/portal-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PortalAccess, portalRequest } from '@/api/portal/portal-access';
import { orderAnswer } from '@/api/portal/portal-answers';
import { portalQueryKeys } from '@/api/portal/portal-keys';
import { portalStorePath } from '@/api/portal/portal-store-path';
import { apiRequest } from '@/lib/api-client';

/** POST {pimUrl}/api/portal/stores/{storeId}/cart/{orderId}/submit: the draft becomes a Pending order. */
async function submitPortalDraft(access: PortalAccess, storeId: string, orderId: number) {
  const envelope = await apiRequest<PortalOrder>('pim', portalStorePath(storeId, `/cart/${orderId}/submit`), {
    ...portalRequest(access),
    method: 'POST',
    schema: orderAnswer,
  });
  return envelope.data;
}

/** The submitted order leaves the cart and joins the history; its page is known at once. */
export function useSubmitPortalDraft(access: PortalAccess, storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => submitPortalDraft(access, storeId, orderId),
    onSuccess: async (order) => {
      queryClient.setQueryData<PortalDraft[]>(portalQueryKeys.cart(access, storeId), (drafts) =>
        drafts?.filter((draft) => draft.id !== order.id),
      );
      await queryClient.invalidateQueries({ queryKey: portalQueryKeys.orders(access, storeId) });
      queryClient.setQueryData(portalQueryKeys.order(access, storeId, order.id), order);
    },
  });
}
