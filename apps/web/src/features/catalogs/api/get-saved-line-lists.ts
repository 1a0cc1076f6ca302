import type { LineListWithCatalogInfo } from '@lineup/contracts/pim';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

// Under the line lists' root key: saving a preview or creating catalogs refreshes this list too.
const lineListsKeys = createQueryKeys('line-lists');
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

export function lineListsWithoutCatalogsQueryOptions() {
  return queryOptions({
    queryKey: lineListsKeys.list(filters),
    queryFn: ({ signal }) => getLineListsWithoutCatalogs(signal),
  });
}

export function useLineListsWithoutCatalogs() {
  return useQuery(lineListsWithoutCatalogsQueryOptions());
}
