import type { PreviewResponse, SavePreviewResponse } from '@lineup/contracts/line-list-preview';
import { failureToasts, successToasts } from '@lineup/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { lineListPreviewKeys, lineListsKeys } from '@/api/line-lists/line-lists-keys';
import { apiRequest } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/server-message';

/** POST {pimUrl}/api/crocs/preview/{lineListId}/save: one transaction, the staged items become the brand's. */
export async function savePreview(lineListId: number): Promise<SavePreviewResponse> {
  return (await apiRequest<SavePreviewResponse>('pim', `/api/crocs/preview/${lineListId}/save`, { method: 'POST' }))
    .data;
}

export function useSavePreview(lineListId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => savePreview(lineListId),
    onSuccess: async () => {
      toast.success(successToasts.previewSaved, { description: successToasts.previewSavedDescription });
      // Not refetched: in update mode the staged line list is gone once saved (its items went to the replaced one).
      queryClient.setQueryData<PreviewResponse>(lineListPreviewKeys.detail(lineListId), (current) =>
        current ? { ...current, lineList: { ...current.lineList, status: 'saved' } } : current,
      );
      // The brand's line-list table and the catalogs page list the saved line list.
      await queryClient.invalidateQueries({ queryKey: lineListsKeys.lists() });
    },
    onError: (error) =>
      toast.error(failureToasts.savePreview, { description: serverMessageOr(error, failureToasts.savePreview) }),
  });
}
