import type { Pagination } from '@lineup/contracts/envelope';
import type { PortalOrderRow } from '@lineup/contracts/portal-orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PortalAccess, portalRequest } from '@/features/portal/api/portal-access';
import { orderRowsAnswer } from '@/features/portal/api/portal-answers';
import { portalQueryKeys } from '@/features/portal/api/portal-keys';
import { portalStorePath } from '@/features/portal/api/portal-store-path';
import { apiRequest } from '@/lib/api-client';
import { getQueryClient } from '@/lib/query-client';

export type PortalOrdersPage = { orders: PortalOrderRow[]; pagination: Pagination };

/** GET {pimUrl}/api/portal/stores/{storeId}/orders?page=: one page of the store's submitted orders. */
export async function getPortalOrders(
  access: PortalAccess,
  storeId: string,
  page: number,
  signal?: AbortSignal,
): Promise<PortalOrdersPage> {
  const request = portalRequest(access, signal);
  const envelope = await apiRequest<PortalOrderRow[]>('pim', portalStorePath(storeId, '/orders'), {
    ...request,
    query: { ...request.query, page },
    schema: orderRowsAnswer,
  });
  const orders = envelope.data;
  return { orders, pagination: envelope.pagination ?? { page, pageSize: orders.length, total: orders.length } };
}

export function portalOrdersQueryOptions(access: PortalAccess, storeId: string, page: number) {
  return queryOptions({
    queryKey: portalQueryKeys.ordersPage(access, storeId, page),
    queryFn: ({ signal }) => getPortalOrders(access, storeId, page, signal),
    // Staff move orders along at any time: each visit asks again (what was seen shows meanwhile).
    staleTime: 0,
  });
}

/** The page shown stays while the next one loads. */
export function usePortalOrders(access: PortalAccess, storeId: string, page: number) {
  return useQuery(
    { ...portalOrdersQueryOptions(access, storeId, page), placeholderData: keepPreviousData },
    getQueryClient(),
  );
}
