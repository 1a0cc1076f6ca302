import type { PreviewResponse, UpdatePreviewDatesRequest } from '@lineup/contracts/line-list-preview';
import type { LineList } from '@lineup/contracts/pim';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { lineListPreviewKeys } from '@/api/line-lists/line-lists-keys';
import { apiRequest } from '@/lib/api-client';

/** PATCH {pimUrl}/api/crocs/preview/{lineListId}: the preview's date pickers. */
export async function updatePreviewDates(lineListId: number, body: UpdatePreviewDatesRequest): Promise<LineList> {
  return (await apiRequest<LineList>('pim', `/api/crocs/preview/${lineListId}`, { method: 'PATCH', body })).data;
}

/**
 * The answer is the line list: it replaces the cached one, so the 5,000 parents are not fetched
 * again. A new Date Sent is the exception: which items ship before it is the server's to say
 * (their marks and their count), so the preview is read again, the change held pending meanwhile.
 */
export function useUpdatePreviewDates(lineListId: number) {
  const queryClient = useQueryClient();
  const key = lineListPreviewKeys.detail(lineListId);
  return useMutation({
    mutationFn: (body: UpdatePreviewDatesRequest) => updatePreviewDates(lineListId, body),
    onSuccess: async (lineList, body) => {
      // The dates' answer is the line list without its delivery windows, which the dates leave as they were.
      queryClient.setQueryData<PreviewResponse>(key, (current) =>
        current ? { ...current, lineList: { ...current.lineList, ...lineList } } : current,
      );
      if (body.dateSent !== undefined) await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error(error.message),
  });
}
