import type { CatalogPublishSummary } from '@lineup/contracts/catalogs-publish';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogsKeys } from '@/api/catalogs/catalogs-keys';
import { apiGet } from '@/lib/api-client';

/**
 * GET {pimUrl}/api/crocs/catalogs/publish-summary/{lineListId} (ours): what publishing would show
 * customers, read by the publish confirmation wherever publishing starts.
 */
export function getPublishSummary(lineListId: number, signal?: AbortSignal): Promise<CatalogPublishSummary> {
  return apiGet<CatalogPublishSummary>('pim', `/api/crocs/catalogs/publish-summary/${lineListId}`, { signal });
}

/** Under the line list's catalogs detail key, so every change to a line list's catalogs makes it stale. */
export function publishSummaryQueryOptions(lineListId: number) {
  return queryOptions({
    queryKey: [...catalogsKeys.detail(lineListId), 'publish-summary'] as const,
    queryFn: ({ signal }) => getPublishSummary(lineListId, signal),
    // The confirmation states facts: read them afresh each time it opens.
    staleTime: 0,
  });
}

/** The summary of the catalog being confirmed; nothing is read while no confirmation is open. */
export function usePublishSummary(lineListId: number | null) {
  return useQuery({ ...publishSummaryQueryOptions(lineListId ?? 0), enabled: lineListId !== null });
}
