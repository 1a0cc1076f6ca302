import type { PortalCatalog } from '@lineup/contracts/portal';
import { type PortalAccess, portalRequest } from '@/features/portal/api/portal-access';
import { catalogsAnswer } from '@/features/portal/api/portal-answers';
import { portalStorePath } from '@/features/portal/api/portal-store-path';
import { ApiError, apiGet } from '@/lib/api-client';

/**
 * The catalogs of a store, or why it has none to show: a store the PIM will not list catalogs for
 * (no catalog segments yet, say) answers a 4xx whose message the page shows in place of the list.
 */
export type PortalCatalogsAnswer = { catalogs: PortalCatalog[] } | { refusal: string };

/** GET {pimUrl}/api/portal/stores/{storeId}/catalogs: the store's published catalogs, newest first. */
export async function getPortalCatalogs(
  access: PortalAccess,
  storeId: string,
  signal?: AbortSignal,
): Promise<PortalCatalogsAnswer> {
  try {
    const catalogs = await apiGet<PortalCatalog[]>('pim', portalStorePath(storeId, '/catalogs'), {
      ...portalRequest(access, signal),
      schema: catalogsAnswer,
    });
    return { catalogs };
  } catch (error) {
    // 401 has ended the session already; anything else but a refusal is a failed load (Try again).
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
      return { refusal: error.message };
    }
    throw error;
  }
}
