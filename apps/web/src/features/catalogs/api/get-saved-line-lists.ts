import type { LineListWithCatalogInfo } from '@lineup/contracts/pim';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineListsKeys } from '@/api/line-lists/line-lists-keys';
import { apiGet } from '@/lib/api-client';

const filters = { withCatalogsInfo: true, status: ['saved'] };

/**
 * GET {pimUrl}/api/line-lists/with-catalogs-info?status=saved: the saved line lists
 * whose catalogs were not created yet, newest first.
 */
export function getLineListsWithoutCatalogs(signal?: AbortSignal): Promise<LineListWithCatalogInfo[]> {
  return apiGet<LineListWithCatalogInfo[]>('pim', '/api/line-lists/with-catalogs-info', {
    query: { status: 'saved' },
    signal,
  });
}

/** A line-lists list: saving a preview or creating catalogs refreshes it too. */
export function lineListsWithoutCatalogsQueryOptions() {
  return queryOptions({
    queryKey: lineListsKeys.list(filters),
    queryFn: ({ signal }) => getLineListsWithoutCatalogs(signal),
  });
}

export function useLineListsWithoutCatalogs() {
  return useQuery(lineListsWithoutCatalogsQueryOptions());
}
