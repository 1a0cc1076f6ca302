import type { Brand } from '@lineup/contracts/pim';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

/** The brands list the /home layout loads (same key, same cache). */
const brandsKeys = createQueryKeys('brands');
const filters = { orderDir: 'asc' } as const;

/** GET {pimUrl}/api/brands?orderDir=asc: the brands of a store's brand focus. */
export function getCustomerBrands(signal?: AbortSignal): Promise<Brand[]> {
  return apiGet<Brand[]>('pim', '/api/brands', { query: filters, signal });
}

export function customerBrandsQueryOptions() {
  return queryOptions({ queryKey: brandsKeys.list(filters), queryFn: ({ signal }) => getCustomerBrands(signal) });
}

export function useCustomerBrands() {
  return useQuery(customerBrandsQueryOptions());
}
