import { errorMessages, successToasts } from '@lineup/contracts/messages';
import type { CatalogOverview } from '@lineup/contracts/pim';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { catalogsQueryKeys } from '@/features/catalogs/api/catalogs-query-keys';
import { apiRequest } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

// The segmentation screen's root key: a published line list opened with Manage must say it is live.
const segmentationKeys = createQueryKeys('segmentation');

/** POST {pimUrl}/api/crocs/catalogs/publish (spec point 7); idempotent on the server. */
export async function publishCatalog(lineListId: number): Promise<CatalogOverview> {
  return (
    await apiRequest<CatalogOverview>('pim', '/api/crocs/catalogs/publish', { method: 'POST', body: { lineListId } })
  ).data;
}

/** Publishes one catalog; the toasts of point 8, and the catalogs list is loaded again either way. */
export function usePublishCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishCatalog,
    onSuccess: () => {
      toast.success(successToasts.catalogPublished);
    },
    onError: () => {
      toast.error(errorMessages.failedToPublishCatalog);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogsQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: segmentationKeys.all }),
      ]),
  });
}
