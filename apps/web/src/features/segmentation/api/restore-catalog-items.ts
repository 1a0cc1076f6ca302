import type { CatalogChangeResult } from '@lineup/contracts/catalogs';
import type { RestoreItemsRequest } from '@lineup/contracts/catalogs-restore';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { populatedCatalogsKeys } from '@/api/catalogs/catalogs-keys';
import { afterCatalogChange } from '@/features/segmentation/api/change-catalog-items';
import { apiRequest } from '@/lib/api-client';

/**
 * POST {pimUrl}/api/crocs/catalogs/restore-items (ours): the Undo of a change. The server puts the
 * items back only while they still hold what the change left; otherwise 409 and nothing changes.
 */
export async function restoreCatalogItems(body: RestoreItemsRequest): Promise<CatalogChangeResult> {
  return (await apiRequest<CatalogChangeResult>('pim', '/api/crocs/catalogs/restore-items', { method: 'POST', body }))
    .data;
}

/** The screen shows the toasts; a refused Undo means the lists on screen are stale, so they are read again. */
export function useRestoreCatalogItems(lineListId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCatalogItems,
    onSuccess: (result) => afterCatalogChange(queryClient, lineListId, result),
    onError: () => queryClient.invalidateQueries({ queryKey: populatedCatalogsKeys.detail(lineListId) }),
  });
}
