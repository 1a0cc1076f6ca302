import { type OrdersDashboard, ordersDashboardSchema } from '@lineup/contracts/orders-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/orders/dashboard: this month's figures against last month's, and the three tables. */
export function getOrdersDashboard(signal?: AbortSignal): Promise<OrdersDashboard> {
  return apiGet<OrdersDashboard>('pim', '/api/orders/dashboard', { signal, schema: ordersDashboardSchema });
}

export function ordersDashboardQueryOptions() {
  return queryOptions({ queryKey: ordersKeys.dashboard(), queryFn: ({ signal }) => getOrdersDashboard(signal) });
}

export function useOrdersDashboard() {
  return useQuery(ordersDashboardQueryOptions());
}
