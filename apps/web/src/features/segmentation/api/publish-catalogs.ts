import { failureToasts, successToasts } from '@lineup/contracts/messages';
import type { CatalogOverview } from '@lineup/contracts/pim';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { invalidateLineListCatalogs } from '@/features/segmentation/api/segmentation-query-keys';
import { apiRequest } from '@/lib/api-client';

/** POST {pimUrl}/api/crocs/catalogs/publish {lineListId}: every catalog of the line list (idempotent). */
export async function publishCatalogs(lineListId: number): Promise<CatalogOverview> {
  return (
    await apiRequest<CatalogOverview>('pim', '/api/crocs/catalogs/publish', { method: 'POST', body: { lineListId } })
  ).data;
}

/** 'Publish Catalogs' in the saved dialog: 'Catalogs published successfully' or 'Failed to publish catalogs'. */
export function usePublishCatalogs(lineListId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishCatalogs(lineListId),
    onSuccess: async () => {
      toast.success(successToasts.catalogsPublished);
      await invalidateLineListCatalogs(queryClient, lineListId);
    },
    onError: () => toast.error(failureToasts.publishCatalogs),
  });
}
