import { successToasts } from '@lineup/contracts/messages';
import type { Brand, UpdateBrandRequest } from '@lineup/contracts/pim';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { brandsKeys } from '@/api/brands/brands-keys';
import { apiRequest } from '@/lib/api-client';

/** PUT {pimUrl}/api/brands/{brandId}. */
export async function updateBrand(brandId: number, body: UpdateBrandRequest): Promise<Brand> {
  return (await apiRequest<Brand>('pim', `/api/brands/${brandId}`, { method: 'PUT', body })).data;
}

export function useUpdateBrand(brandId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBrandRequest) => updateBrand(brandId, body),
    onSuccess: async () => {
      toast.success(successToasts.brandUpdated);
      await queryClient.invalidateQueries({ queryKey: brandsKeys.lists() });
    },
    onError: (error) => toast.error(error.message),
  });
}
