import { failureToasts, successToasts } from '@lineup/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { invalidateLineListCatalogs } from '@/api/catalogs/catalogs-keys';
import { publishCatalogs } from '@/api/catalogs/publish-catalogs';

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
