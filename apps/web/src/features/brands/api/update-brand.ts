import { successToasts } from '@lineup/contracts/messages';
import type { Brand, UpdateBrandRequest } from '@lineup/contracts/pim';
import { brandsKeys } from '@/api/brands/brands-keys';
import { apiRequest } from '@/lib/api-client';
import { useToastedMutation } from '@/lib/toasted-mutation';

/** PUT {pimUrl}/api/brands/{brandId}. */
export async function updateBrand(brandId: number, body: UpdateBrandRequest): Promise<Brand> {
  return (await apiRequest<Brand>('pim', `/api/brands/${brandId}`, { method: 'PUT', body })).data;
}

export function useUpdateBrand(brandId: number) {
  return useToastedMutation({
    mutationFn: (body: UpdateBrandRequest) => updateBrand(brandId, body),
    success: successToasts.brandUpdated,
    refresh: [brandsKeys.lists()],
  });
}
