import type { PreviewResponse } from '@lineup/contracts/uploads';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

/**
 * GET {pimUrl}/api/crocs/preview/{lineListId}: the staged (or saved) line list, its parents with
 * their SKUs and the new / old / changed counts. Shared by two areas: the upload dialog fetches it
 * while it shows 'Rendering preview', and the preview page reads it from the cache.
 */
export const lineListPreviewQueryKeys = createQueryKeys('line-list-preview');

export function getLineListPreview(lineListId: number, signal?: AbortSignal): Promise<PreviewResponse> {
  return apiGet<PreviewResponse>('pim', `/api/crocs/preview/${lineListId}`, { signal });
}

export function lineListPreviewQueryOptions(lineListId: number) {
  return queryOptions({
    queryKey: lineListPreviewQueryKeys.detail(lineListId),
    queryFn: ({ signal }) => getLineListPreview(lineListId, signal),
  });
}
