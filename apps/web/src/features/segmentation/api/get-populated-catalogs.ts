import type { PopulatedCatalogs } from '@lineup/contracts/catalogs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { populatedCatalogsKeys } from '@/api/catalogs/catalogs-keys';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/crocs/catalogs/populated/{lineListId}: the four groups with their items. */
export function getPopulatedCatalogs(lineListId: number, signal?: AbortSignal): Promise<PopulatedCatalogs> {
  return apiGet<PopulatedCatalogs>('pim', `/api/crocs/catalogs/populated/${lineListId}`, { signal });
}

export function populatedCatalogsQueryOptions(lineListId: number) {
  return queryOptions({
    queryKey: populatedCatalogsKeys.detail(lineListId),
    queryFn: ({ signal }) => getPopulatedCatalogs(lineListId, signal),
  });
}

export function usePopulatedCatalogs(lineListId: number) {
  return useQuery(populatedCatalogsQueryOptions(lineListId));
}
