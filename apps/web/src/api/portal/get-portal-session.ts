import type { PortalSession } from '@lineup/contracts/portal';
import { queryOptions } from '@tanstack/react-query';
import { sessionAnswer } from '@/api/portal/portal-answers';
import { type PortalAccess, portalRequest } from '@/api/portal/portal-access';
import { portalQueryKeys } from '@/api/portal/portal-keys';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/portal/me: the account, its organization and the stores it buys for (in a preview, the one store). */
export function getPortalSession(access: PortalAccess, signal?: AbortSignal): Promise<PortalSession> {
  return apiGet<PortalSession>('pim', '/api/portal/me', { ...portalRequest(access, signal), schema: sessionAnswer });
}

export function portalSessionQueryOptions(access: PortalAccess) {
  return queryOptions({
    queryKey: portalQueryKeys.session(access),
    queryFn: ({ signal }) => getPortalSession(access, signal),
    staleTime: 5 * 60_000,
  });
}
