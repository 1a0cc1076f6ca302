import type { CatalogOverview } from '@lineup/contracts/pim';
import { apiRequest } from '@/lib/api-client';

/**
 * POST {pimUrl}/api/crocs/catalogs/publish {lineListId}: every catalog of the line list, idempotent
 * on the server. The catalogs page and the segmentation's saved dialog each word its toasts in
 * their own mutation hook.
 */
export async function publishCatalogs(lineListId: number): Promise<CatalogOverview> {
  return (
    await apiRequest<CatalogOverview>('pim', '/api/crocs/catalogs/publish', { method: 'POST', body: { lineListId } })
  ).data;
}
