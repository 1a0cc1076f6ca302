import { type BrandImportFormat, brandImportFormatSchema } from '@lineup/contracts/import-formats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { importFormatKeys } from '@/features/import-format/api/import-format-keys';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/brands/{brandId}/import-format: the current format, the Crocs rule, the versions. */
export function getBrandImportFormat(brandId: number, signal?: AbortSignal): Promise<BrandImportFormat> {
  return apiGet<BrandImportFormat>('pim', `/api/brands/${brandId}/import-format`, {
    signal,
    schema: brandImportFormatSchema,
  });
}

export function brandImportFormatQueryOptions(brandId: number) {
  return queryOptions({
    queryKey: importFormatKeys.detail(brandId),
    queryFn: ({ signal }) => getBrandImportFormat(brandId, signal),
  });
}

export function useBrandImportFormat(brandId: number) {
  return useQuery(brandImportFormatQueryOptions(brandId));
}
