import type { ParentItemInput } from '@lineup/contracts/items';
import type { PreviewParent, PreviewResponse } from '@lineup/contracts/line-list-preview';
import { uploadMessages } from '@lineup/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { lineListPreviewKeys } from '@/api/line-lists/line-lists-keys';
import { apiRequest } from '@/lib/api-client';

/** POST {pimUrl}/api/crocs/preview/{lineListId}/items: 'Add new item' on the preview. */
export async function addPreviewItem(lineListId: number, body: ParentItemInput): Promise<PreviewParent> {
  return (await apiRequest<PreviewParent>('pim', `/api/crocs/preview/${lineListId}/items`, { method: 'POST', body }))
    .data;
}

/** The new parent goes to the end of the cached preview and into its counts (no refetch of every parent). */
export function useAddPreviewItem(lineListId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParentItemInput) => addPreviewItem(lineListId, body),
    onSuccess: (parent) => {
      toast.success(uploadMessages.previewItemAdded);
      queryClient.setQueryData<PreviewResponse>(lineListPreviewKeys.detail(lineListId), (current) =>
        current
          ? {
              ...current,
              lineList: { ...current.lineList, itemsCount: current.lineList.itemsCount + 1 },
              parents: [...current.parents, parent],
              counts: { ...current.counts, [parent.status]: current.counts[parent.status] + 1 },
              shipDateIssues: current.shipDateIssues + (parent.shipDateIssue ? 1 : 0),
            }
          : current,
      );
    },
    onError: (error) => toast.error(error.message),
  });
}
