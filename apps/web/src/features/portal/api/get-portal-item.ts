import type { PortalItem } from '@lineup/contracts/portal';
import { type PortalAccess, portalRequest } from '@/features/portal/api/portal-access';
import { itemAnswer } from '@/features/portal/api/portal-answers';
import { portalStorePath } from '@/features/portal/api/portal-store-path';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/portal/stores/{storeId}/catalogs/{lineListId}/items/{modelCode}: one item, every size and image. */
export function getPortalItem(
  access: PortalAccess,
  storeId: string,
  lineListId: number,
  modelCode: string,
  signal?: AbortSignal,
): Promise<PortalItem> {
  const path = portalStorePath(storeId, `/catalogs/${lineListId}/items/${encodeURIComponent(modelCode)}`);
  return apiGet<PortalItem>('pim', path, { ...portalRequest(access, signal), schema: itemAnswer });
}
