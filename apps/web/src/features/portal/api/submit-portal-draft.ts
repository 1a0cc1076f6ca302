import type { PortalOrder, portalSubmitRequestSchema } from '@lineup/contracts/portal-orders';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type PortalAccess, portalRequest } from '@/features/portal/api/portal-access';
import { orderAnswer } from '@/features/portal/api/portal-answers';
import { portalQueryKeys } from '@/features/portal/api/portal-keys';
import { portalStorePath } from '@/features/portal/api/portal-store-path';
import { apiRequest } from '@/lib/api-client';
import { getQueryClient } from '@/lib/query-client';

/** The submit's body: the store's shipping address and the checkout's fields (order-checkout.ts). */
export type PortalSubmitBody = z.input<typeof portalSubmitRequestSchema>;

/** A draft to submit, and its checkout. */
export type PortalSubmit = { orderId: number; body: PortalSubmitBody };

/** POST {pimUrl}/api/portal/stores/{storeId}/cart/{orderId}/submit: the draft becomes a Pending order. */
async function submitPortalDraft(access: PortalAccess, storeId: string, { orderId, body }: PortalSubmit) {
  const envelope = await apiRequest<PortalOrder>('pim', portalStorePath(storeId, `/cart/${orderId}/submit`), {
    ...portalRequest(access),
    method: 'POST',
    body,
    schema: orderAnswer,
  });
  return envelope.data;
}

/**
 * The submitted order leaves the cart (done once `reloadCart` has brought it up to date) and joins
 * the history; its page is known at once. A refused submit asks for the store's shipping addresses
 * and the cart again: an address, the draft's delivery windows or its brand's rules may have
 * changed since (the refusal says so).
 */
export function useSubmitPortalDraft(access: PortalAccess, storeId: string, reloadCart: () => Promise<void>) {
  const queryClient = getQueryClient();
  return useMutation(
    {
      mutationFn: (submit: PortalSubmit) => submitPortalDraft(access, storeId, submit),
      onSuccess: async (order) => {
        await Promise.all([
          reloadCart(),
          queryClient.invalidateQueries({ queryKey: portalQueryKeys.orders(access, storeId) }),
        ]);
        queryClient.setQueryData(portalQueryKeys.order(access, storeId, order.id), order);
      },
      onError: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: portalQueryKeys.shipTo(access, storeId) }),
          reloadCart(),
        ]),
    },
    queryClient,
  );
}
