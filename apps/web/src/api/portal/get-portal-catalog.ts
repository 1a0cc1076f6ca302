import type { PortalCatalogDetail } from '@lineup/contracts/portal';
import { queryOptions } from '@tanstack/react-query';
import { catalogAnswer } from '@/api/portal/portal-answers';
import { type PortalAccess, portalRequest } from '@/api/portal/portal-access';
import { portalQueryKeys } from '@/api/portal/portal-keys';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/portal/stores/{storeId}/catalogs/{lineListId}: the catalog and every one of its items, at once. */
export function getPortalCatalog(
  access: PortalAccess,
  storeId: string,
  lineListId: number,
  signal?: AbortSignal,
): Promise<PortalCatalogDetail> {
  return apiGet<PortalCatalogDetail>(
    'pim',
    `/api/portal/stores/${encodeURIComponent(storeId)}/catalogs/${lineListId}`,
    { ...portalRequest(access, signal), schema: catalogAnswer },
  );
}

export function portalCatalogQueryOptions(access: PortalAccess, storeId: string, lineListId: number) {
  return queryOptions({
    queryKey: portalQueryKeys.catalog(access, storeId, lineListId),
    queryFn: ({ signal }) => getPortalCatalog(access, storeId, lineListId, signal),
  });
}
