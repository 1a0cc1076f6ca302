import type { PortalOrder } from '@lineup/contracts/portal-orders';
import { queryOptions } from '@tanstack/react-query';
import { type PortalAccess, portalRequest } from '@/features/portal/api/portal-access';
import { orderAnswer } from '@/features/portal/api/portal-answers';
import { portalQueryKeys } from '@/features/portal/api/portal-keys';
import { portalStorePath } from '@/features/portal/api/portal-store-path';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/portal/stores/{storeId}/orders/{orderId}: one order, its lines and status history. */
export function getPortalOrder(
  access: PortalAccess,
  storeId: string,
  orderId: number,
  signal?: AbortSignal,
): Promise<PortalOrder> {
  return apiGet<PortalOrder>('pim', portalStorePath(storeId, `/orders/${orderId}`), {
    ...portalRequest(access, signal),
    schema: orderAnswer,
  });
}

export function portalOrderQueryOptions(access: PortalAccess, storeId: string, orderId: number) {
  return queryOptions({
    queryKey: portalQueryKeys.order(access, storeId, orderId),
    queryFn: ({ signal }) => getPortalOrder(access, storeId, orderId, signal),
    // Staff move orders along at any time: each visit asks again (what was seen shows meanwhile).
    staleTime: 0,
  });
}
