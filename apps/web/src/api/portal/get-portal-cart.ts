import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PortalAccess, portalRequest } from '@/api/portal/portal-access';
import { cartAnswer } from '@/api/portal/portal-answers';
import { portalQueryKeys } from '@/api/portal/portal-keys';
import { portalStorePath } from '@/api/portal/portal-store-path';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/portal/stores/{storeId}/cart: the store's drafts that hold lines, newest first. */
export function getPortalCart(access: PortalAccess, storeId: string, signal?: AbortSignal): Promise<PortalDraft[]> {
  return apiGet<PortalDraft[]>('pim', portalStorePath(storeId, '/cart'), {
    ...portalRequest(access, signal),
    schema: cartAnswer,
  });
}

export function portalCartQueryOptions(access: PortalAccess, storeId: string) {
  return queryOptions({
    queryKey: portalQueryKeys.cart(access, storeId),
    queryFn: ({ signal }) => getPortalCart(access, storeId, signal),
  });
}

export function usePortalCart(access: PortalAccess, storeId: string) {
  return useQuery(portalCartQueryOptions(access, storeId));
}

/** Units in the cart, for the header's count. */
export const cartUnits = (drafts: PortalDraft[]) => drafts.reduce((sum, draft) => sum + draft.unitsCount, 0);
