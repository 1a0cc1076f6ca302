import type { Brand } from '@lineup/contracts/pim';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

// The brands list the /home layout loads: same key and answer, so the dialog reads it from the cache.
const brandsKeys = createQueryKeys('brands');
const filters = { orderDir: 'asc' } as const;

/** GET {pimUrl}/api/brands?orderDir=asc (spec point 7): the dialog's brand choices. */
export function getUploadBrands(signal?: AbortSignal): Promise<Brand[]> {
  return apiGet<Brand[]>('pim', '/api/brands', { query: filters, signal });
}

export function uploadBrandsQueryOptions() {
  return queryOptions({ queryKey: brandsKeys.list(filters), queryFn: ({ signal }) => getUploadBrands(signal) });
}

export function useUploadBrands(options: { enabled?: boolean } = {}) {
  return useQuery({ ...uploadBrandsQueryOptions(), enabled: options.enabled ?? true });
}
