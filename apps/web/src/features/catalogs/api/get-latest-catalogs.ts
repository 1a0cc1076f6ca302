import type { CatalogOverview } from '@lineup/contracts/pim';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogsKeys } from '@/api/catalogs/catalogs-keys';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/crocs/catalogs/latest: one catalog overview per line list. */
export function getLatestCatalogs(signal?: AbortSignal): Promise<CatalogOverview[]> {
  return apiGet<CatalogOverview[]>('pim', '/api/crocs/catalogs/latest', { signal });
}

export function latestCatalogsQueryOptions() {
  return queryOptions({
    queryKey: catalogsKeys.list({ latest: true }),
    queryFn: ({ signal }) => getLatestCatalogs(signal),
  });
}

export function useLatestCatalogs() {
  return useQuery(latestCatalogsQueryOptions());
}
