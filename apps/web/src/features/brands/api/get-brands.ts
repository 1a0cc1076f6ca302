import type { Brand } from '@lineup/contracts/pim';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { brandsQueryKeys } from '@/features/brands/api/brands-query-keys';

type BrandsFilters = { orderDir: 'asc' | 'desc' };

/** GET {pimUrl}/api/brands?orderDir=asc. */
export function getBrands(filters: BrandsFilters, signal?: AbortSignal): Promise<Brand[]> {
  return apiGet<Brand[]>('pim', '/api/brands', { query: filters, signal });
}

export function brandsQueryOptions(filters: BrandsFilters = { orderDir: 'asc' }) {
  return queryOptions({
    queryKey: brandsQueryKeys.list(filters),
    queryFn: ({ signal }) => getBrands(filters, signal),
  });
}

export function useBrands(filters?: BrandsFilters) {
  return useQuery(brandsQueryOptions(filters));
}
