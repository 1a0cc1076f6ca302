import type { ImageUploadFile } from '@lineup/contracts/images';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandsKeys } from '@/api/brands/brands-keys';
import { apiGet } from '@/lib/api-client';

export const imageTrayKey = (brandId: number) => [...brandsKeys.detail(brandId), 'image-tray'] as const;

/** GET {pimUrl}/api/brands/{brandId}/image-tray: the files of every upload left unmatched or ambiguous. */
export function getImageTray(brandId: number, signal?: AbortSignal): Promise<ImageUploadFile[]> {
  return apiGet<ImageUploadFile[]>('pim', `/api/brands/${brandId}/image-tray`, { signal });
}

export function imageTrayQueryOptions(brandId: number) {
  return queryOptions({ queryKey: imageTrayKey(brandId), queryFn: ({ signal }) => getImageTray(brandId, signal) });
}

export function useImageTray(brandId: number) {
  return useQuery(imageTrayQueryOptions(brandId));
}
