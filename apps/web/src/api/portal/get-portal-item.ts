import type { PortalItem } from '@lineup/contracts/portal';
import { queryOptions } from '@tanstack/react-query';
import { itemAnswer } from '@/api/portal/portal-answers';
import { type PortalAccess, portalRequest } from '@/api/portal/portal-access';
import { portalQueryKeys } from '@/api/portal/portal-keys';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/portal/stores/{storeId}/catalogs/{lineListId}/items/{modelCode}: one item, every size and image. */
export function getPortalItem(
  access: PortalAccess,
  storeId: string,
  lineListId: number,
  modelCode: string,
  signal?: AbortSignal,
): Promise<PortalItem> {
  const path = `/api/portal/stores/${encodeURIComponent(storeId)}/catalogs/${lineListId}/items/${encodeURIComponent(modelCode)}`;
  return apiGet<PortalItem>('pim', path, { ...portalRequest(access, signal), schema: itemAnswer });
}

export function portalItemQueryOptions(access: PortalAccess, storeId: string, lineListId: number, modelCode: string) {
  return queryOptions({
    queryKey: portalQueryKeys.item(access, storeId, lineListId, modelCode),
    queryFn: ({ signal }) => getPortalItem(access, storeId, lineListId, modelCode, signal),
  });
}
