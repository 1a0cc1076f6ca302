import type { CatalogOverview } from '@lineup/contracts/pim';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { invalidateLineListCatalogs } from '@/api/catalogs/catalogs-keys';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * POST {pimUrl}/api/crocs/catalogs/archive or /unarchive {lineListId}: archives a catalog (Archive in
 * its card menu, once confirmed) or restores it; a toast either way (the server's message on a
 * refusal; Undo after archiving), and the overview, the archived list and the segmentation screen
 * are loaded again.
 */
export function useSetCatalogArchived() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ lineListId, archived }: { lineListId: number; archived: boolean }) =>
      (
        await apiRequest<CatalogOverview>('pim', `/api/crocs/catalogs/${archived ? 'archive' : 'unarchive'}`, {
          method: 'POST',
          body: { lineListId },
        })
      ).data,
    onSuccess: (overview, { lineListId, archived }) => {
      if (!archived) {
        toast.success(catalogTexts.restoredToast);
        return;
      }
      // A change of mind right after the confirmation stays cheap: the toast offers to take it back.
      toast.success(catalogTexts.archivedToast, {
        description: overview.published === 1 ? catalogTexts.archivedPublishedNote : undefined,
        action: {
          label: catalogTexts.undoArchive,
          onClick: () => mutation.mutate({ lineListId, archived: false }),
        },
      });
    },
    onError: (error, { archived }) => {
      const fallback = archived ? catalogTexts.archiveFailed : catalogTexts.restoreFailed;
      toast.error(fallback, { description: error instanceof ApiError && error.status > 0 ? error.message : undefined });
    },
    onSettled: (_overview, _error, { lineListId }) => invalidateLineListCatalogs(queryClient, lineListId),
  });
  return mutation;
}
