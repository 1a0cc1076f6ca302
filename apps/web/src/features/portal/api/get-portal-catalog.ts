import type { PortalCatalogDetail } from '@lineup/contracts/portal';
import { type PortalAccess, portalRequest } from '@/features/portal/api/portal-access';
import { catalogAnswer } from '@/features/portal/api/portal-answers';
import { portalStorePath } from '@/features/portal/api/portal-store-path';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/portal/stores/{storeId}/catalogs/{lineListId}: the catalog and every one of its items, at once. */
export function getPortalCatalog(
  access: PortalAccess,
  storeId: string,
  lineListId: number,
  signal?: AbortSignal,
): Promise<PortalCatalogDetail> {
  return apiGet<PortalCatalogDetail>('pim', portalStorePath(storeId, `/catalogs/${lineListId}`), {
    ...portalRequest(access, signal),
    schema: catalogAnswer,
  });
}
