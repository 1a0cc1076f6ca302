import type { DiscardResponse } from '@lineup/contracts/line-list-preview';
import { failureToasts } from '@lineup/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { lineListPreviewKeys } from '@/api/line-lists/line-lists-keys';
import { apiRequest } from '@/lib/api-client';

/** DELETE {pimUrl}/api/crocs/discard-uploaded-data/{lineListId}: Back or cancel on the preview. */
export async function discardPreview(lineListId: number): Promise<DiscardResponse> {
  return (
    await apiRequest<DiscardResponse>('pim', `/api/crocs/discard-uploaded-data/${lineListId}`, { method: 'DELETE' })
  ).data;
}

/**
 * Deletes the upload. The cached preview stays until the page that shows it is gone (the page
 * removes it then): nothing may fetch a preview that no longer exists while it is on screen.
 */
export function useDiscardPreview(lineListId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => discardPreview(lineListId),
    onSuccess: () => queryClient.cancelQueries({ queryKey: lineListPreviewKeys.detail(lineListId) }),
    onError: () => toast.error(failureToasts.cancelPreview),
  });
}
