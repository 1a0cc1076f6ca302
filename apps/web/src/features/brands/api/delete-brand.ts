import { pimMessages } from '@lineup/contracts/pim-messages';
import { brandsKeys } from '@/api/brands/brands-keys';
import { apiRequest } from '@/lib/api-client';
import { useToastedMutation } from '@/lib/toasted-mutation';

/** DELETE {pimUrl}/api/brands/{brandId}. */
export async function deleteBrand(brandId: number): Promise<{ id: number }> {
  return (await apiRequest<{ id: number }>('pim', `/api/brands/${brandId}`, { method: 'DELETE' })).data;
}

/** Deletes a brand; a refusal (a brand in use) shows the server's message. */
export function useDeleteBrand() {
  return useToastedMutation({
    mutationFn: deleteBrand,
    success: pimMessages.brandDeleted,
    refresh: [brandsKeys.lists()],
  });
}
