import { type OrderDetail, orderDetailSchema } from '@lineup/contracts/orders-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/orders/{orderId}: the order page. */
export function getOrder(orderId: number, signal?: AbortSignal): Promise<OrderDetail> {
  return apiGet<OrderDetail>('pim', `/api/orders/${orderId}`, { signal, schema: orderDetailSchema });
}

export function orderQueryOptions(orderId: number) {
  return queryOptions({ queryKey: ordersKeys.detail(orderId), queryFn: ({ signal }) => getOrder(orderId, signal) });
}

export function useOrder(orderId: number) {
  return useQuery(orderQueryOptions(orderId));
}
