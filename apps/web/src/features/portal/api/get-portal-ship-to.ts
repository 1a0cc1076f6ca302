import type { ShipToChoice } from '@lineup/contracts/orders-ship-to';
import { queryOptions } from '@tanstack/react-query';
import { type PortalAccess, portalRequest } from '@/features/portal/api/portal-access';
import { shipToAnswer } from '@/features/portal/api/portal-answers';
import { portalQueryKeys } from '@/features/portal/api/portal-keys';
import { portalStorePath } from '@/features/portal/api/portal-store-path';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/portal/stores/{storeId}/ship-to: the store's shipping addresses, or why it has none to ship to. */
function getPortalShipTo(access: PortalAccess, storeId: string, signal?: AbortSignal): Promise<ShipToChoice> {
  return apiGet<ShipToChoice>('pim', portalStorePath(storeId, '/ship-to'), {
    ...portalRequest(access, signal),
    schema: shipToAnswer,
  });
}

export function portalShipToQueryOptions(access: PortalAccess, storeId: string) {
  return queryOptions({
    queryKey: portalQueryKeys.shipTo(access, storeId),
    queryFn: ({ signal }) => getPortalShipTo(access, storeId, signal),
    // Staff may add or change the store's addresses at any time: each visit of the cart asks again.
    staleTime: 0,
  });
}
