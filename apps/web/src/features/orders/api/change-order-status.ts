import { type OrderDetail, orderDetailSchema } from '@lineup/contracts/orders-responses';
import type { ChangeOrderStatusRequest } from '@lineup/contracts/orders-staff';
import { orderPageTexts } from '@lineup/contracts/texts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import { apiRequest } from '@/lib/api-client';

/** POST {pimUrl}/api/orders/{orderId}/status: one step along the workflow, or cancelled. */
export async function changeOrderStatus(orderId: number, body: ChangeOrderStatusRequest) {
  return apiRequest<OrderDetail>('pim', `/api/orders/${orderId}/status`, {
    method: 'POST',
    body,
    schema: orderDetailSchema,
  });
}

/**
 * The answer is the changed order: its page shows it at once; the lists and dashboard reload. A
 * refusal (another tab or person moved the order first) reloads the order, so the page shows
 * where it stands and offers the next step from there.
 */
export function useChangeOrderStatus(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeOrderStatusRequest) => changeOrderStatus(orderId, body),
    onSuccess: async (envelope) => {
      toast.success(envelope.message);
      queryClient.setQueryData(ordersKeys.detail(orderId), envelope.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.dashboard() }),
      ]);
    },
    onError: async (error) => {
      toast.error(error.message || orderPageTexts.statusFailed);
      await queryClient.invalidateQueries({ queryKey: ordersKeys.detail(orderId) });
    },
  });
}
