import type { PlaceOrderRequest } from '@lineup/contracts/orders-place';
import { type OrderDetail, orderDetailSchema } from '@lineup/contracts/orders-responses';
import { newOrderTexts } from '@lineup/contracts/texts/new-order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import { apiRequest } from '@/lib/api-client';

/** POST {pimUrl}/api/orders/place: the store's order of one catalog, Pending at once (New Order). */
export async function placeOrder(body: PlaceOrderRequest) {
  return apiRequest<OrderDetail>('pim', '/api/orders/place', { method: 'POST', body, schema: orderDetailSchema });
}

/** The answer is the new order: its page has it at once; the lists and dashboard reload. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: async (envelope) => {
      toast.success(envelope.message);
      queryClient.setQueryData(ordersKeys.detail(envelope.data.id), envelope.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.dashboard() }),
      ]);
    },
    onError: (error) => toast.error(error.message || newOrderTexts.placeFailed),
  });
}
