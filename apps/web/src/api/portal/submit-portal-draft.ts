import type { PortalOrder } from '@lineup/contracts/portal-orders';
import { useMutation } from '@tanstack/react-query';
import { type PortalAccess, portalRequest } from '@/api/portal/portal-access';
import { orderAnswer } from '@/api/portal/portal-answers';
import { portalQueryKeys } from '@/api/portal/portal-keys';
import { portalStorePath } from '@/api/portal/portal-store-path';
import { apiRequest } from '@/lib/api-client';
import { getQueryClient } from '@/lib/query-client';

/** POST {pimUrl}/api/portal/stores/{storeId}/cart/{orderId}/submit: the draft becomes a Pending order. */
async function submitPortalDraft(access: PortalAccess, storeId: string, orderId: number) {
  const envelope = await apiRequest<PortalOrder>('pim', portalStorePath(storeId, `/cart/${orderId}/submit`), {
    ...portalRequest(access),
    method: 'POST',
    schema: orderAnswer,
  });
  return envelope.data;
}

/**
 * The submitted order leaves the cart (done once `reloadCart` has brought it up to date) and joins
 * the history; its page is known at once.
 */
export function useSubmitPortalDraft(access: PortalAccess, storeId: string, reloadCart: () => Promise<void>) {
  const queryClient = getQueryClient();
  return useMutation(
    {
      mutationFn: (orderId: number) => submitPortalDraft(access, storeId, orderId),
      onSuccess: async (order) => {
        await Promise.all([
          reloadCart(),
          queryClient.invalidateQueries({ queryKey: portalQueryKeys.orders(access, storeId) }),
        ]);
        queryClient.setQueryData(portalQueryKeys.order(access, storeId, order.id), order);
      },
    },
    queryClient,
  );
}
