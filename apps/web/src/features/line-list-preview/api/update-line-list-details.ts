import type { LineListDetails, UpdateLineListRequest } from '@lineup/contracts/line-list-details';
import { lineListDetailsMessages } from '@lineup/contracts/line-list-details';
import type { PreviewResponse } from '@lineup/contracts/line-list-preview';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { toast } from 'sonner';
import { invalidateLineListCatalogs } from '@/api/catalogs/catalogs-keys';
import { lineListPreviewKeys } from '@/api/line-lists/line-lists-keys';
import { apiRequest } from '@/lib/api-client';

/** PUT {pimUrl}/api/line-lists/{lineListId}: name, description, dates and delivery windows (what is absent stays). */
export async function updateLineListDetails(lineListId: number, body: UpdateLineListRequest): Promise<LineListDetails> {
  return (await apiRequest<LineListDetails>('pim', `/api/line-lists/${lineListId}`, { method: 'PUT', body })).data;
}

/**
 * The answer replaces the cached line list of the page; the brand's table, the catalog cards, the
 * segmentation header and the crumbs read it again, so every screen shows the same name and dates.
 */
export function useUpdateLineListDetails(lineListId: number) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: (body: UpdateLineListRequest) => updateLineListDetails(lineListId, body),
    onSuccess: async (lineList) => {
      queryClient.setQueryData<PreviewResponse>(lineListPreviewKeys.detail(lineListId), (current) =>
        current ? { ...current, lineList } : current,
      );
      toast.success(lineListDetailsMessages.updated);
      await Promise.all([
        invalidateLineListCatalogs(queryClient, lineListId),
        // The crumbs name the line list: this page's loader reads the new name (the others keep theirs).
        router.invalidate({ filter: (match) => match.routeId === '/home/line-list/preview/$lineListId' }),
      ]);
    },
    onError: (error) => toast.error(error.message),
  });
}
