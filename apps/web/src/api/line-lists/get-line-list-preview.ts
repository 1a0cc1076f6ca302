import type { PreviewResponse } from '@lineup/contracts/line-list-preview';
import { previewResponseSchema } from '@lineup/contracts/uploads-responses';
import { queryOptions } from '@tanstack/react-query';
import { lineListPreviewKeys } from '@/api/line-lists/line-lists-keys';
import { apiGet } from '@/lib/api-client';

/**
 * GET {pimUrl}/api/crocs/preview/{lineListId}: the staged (or saved) line list, its parents with
 * their SKUs and the new / old / changed counts. The upload dialog fetches it while it shows
 * 'Rendering preview', and the preview page reads it from the cache.
 */
export function getLineListPreview(lineListId: number, signal?: AbortSignal): Promise<PreviewResponse> {
  return apiGet<PreviewResponse>('pim', `/api/crocs/preview/${lineListId}`, { signal, schema: previewResponseSchema });
}

export function lineListPreviewQueryOptions(lineListId: number) {
  return queryOptions({
    queryKey: lineListPreviewKeys.detail(lineListId),
    queryFn: ({ signal }) => getLineListPreview(lineListId, signal),
  });
}
