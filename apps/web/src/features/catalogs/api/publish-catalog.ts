import { errorMessages } from '@lineup/contracts/error-messages';
import { successToasts } from '@lineup/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { invalidateLineListCatalogs } from '@/api/catalogs/catalogs-keys';
import { publishCatalogs } from '@/api/catalogs/publish-catalogs';

/** Publishes one catalog with a success or failure toast; the catalogs list is loaded again either way. */
export function usePublishCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishCatalogs,
    onSuccess: () => {
      toast.success(successToasts.catalogPublished);
    },
    onError: () => {
      toast.error(errorMessages.failedToPublishCatalog);
    },
    // The segmentation screen too: a published line list opened with Manage must say it is live.
    onSettled: (_overview, _error, lineListId) => invalidateLineListCatalogs(queryClient, lineListId),
  });
}
