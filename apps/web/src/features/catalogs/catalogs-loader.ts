import type { QueryClient } from '@tanstack/react-query';
import { latestCatalogsQueryOptions } from '@/features/catalogs/api/get-latest-catalogs';
import { lineListsWithoutCatalogsQueryOptions } from '@/features/catalogs/api/get-saved-line-lists';
import { getQueryClient } from '@/lib/query-client';

/**
 * The catalogs page's load: its two lists are asked for at once, alongside the /home layout's
 * current user rather than after it (the page shows them as soon as they arrive, its skeleton
 * until then). Not waited for: the page renders its skeleton while they load.
 */
export function prefetchCatalogs(queryClient: QueryClient = getQueryClient()): void {
  void queryClient.prefetchQuery(latestCatalogsQueryOptions());
  void queryClient.prefetchQuery(lineListsWithoutCatalogsQueryOptions());
}
