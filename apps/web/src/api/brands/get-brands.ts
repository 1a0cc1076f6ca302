import type { Brand } from '@lineup/contracts/pim';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandsKeys } from '@/api/brands/brands-keys';
import { apiGet } from '@/lib/api-client';

/**
 * The answer's contract, checked in development only (lib/api-client.ts). A loader, and none in
 * production builds: the brands load with the back office's first page, which does without zod.
 */
const brandsAnswer = import.meta.env.DEV
  ? () => import('@/api/brands/brands-answer-schema').then((schemas) => schemas.brandsAnswer)
  : undefined;

export type BrandsFilters = { orderDir: 'asc' | 'desc' };

/** GET {pimUrl}/api/brands?orderDir=asc: the brands page, the sidebar, the upload dialog, a store's brand focus. */
export function getBrands(filters: BrandsFilters, signal?: AbortSignal): Promise<Brand[]> {
  return apiGet<Brand[]>('pim', '/api/brands', { query: filters, signal, schema: brandsAnswer });
}

export function brandsQueryOptions(filters: BrandsFilters = { orderDir: 'asc' }) {
  return queryOptions({
    queryKey: brandsKeys.list(filters),
    queryFn: ({ signal }) => getBrands(filters, signal),
  });
}

export function useBrands(options: { filters?: BrandsFilters; enabled?: boolean } = {}) {
  return useQuery({ ...brandsQueryOptions(options.filters), enabled: options.enabled ?? true });
}
