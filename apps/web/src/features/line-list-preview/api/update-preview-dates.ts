import type { LineList } from '@lineup/contracts/pim';
import type { PreviewResponse, UpdatePreviewDatesRequest } from '@lineup/contracts/line-list-preview';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { lineListPreviewKeys } from '@/api/line-lists/line-lists-keys';

/** PATCH {pimUrl}/api/crocs/preview/{lineListId}: the preview's date pickers. */
export async function updatePreviewDates(lineListId: number, body: UpdatePreviewDatesRequest): Promise<LineList> {
  return (await apiRequest<LineList>('pim', `/api/crocs/preview/${lineListId}`, { method: 'PATCH', body })).data;
}

/** The answer is the line list: it replaces the cached one, so the 5,000 parents are not fetched again. */
export function useUpdatePreviewDates(lineListId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePreviewDatesRequest) => updatePreviewDates(lineListId, body),
    onSuccess: (lineList) => {
      queryClient.setQueryData<PreviewResponse>(lineListPreviewKeys.detail(lineListId), (current) =>
        current ? { ...current, lineList } : current,
      );
    },
    onError: (error) => toast.error(error.message),
  });
}
