import { pimMessages } from '@lineup/contracts/pim-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { brandsKeys } from '@/api/brands/brands-keys';
import { apiRequest } from '@/lib/api-client';

/** DELETE {pimUrl}/api/brands/{brandId}. */
export async function deleteBrand(brandId: number): Promise<{ id: number }> {
  return (await apiRequest<{ id: number }>('pim', `/api/brands/${brandId}`, { method: 'DELETE' })).data;
}

/** Deletes a brand; a refusal (a brand in use) shows the server's message. */
export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrand,
    onSuccess: async () => {
      toast.success(pimMessages.brandDeleted);
      await queryClient.invalidateQueries({ queryKey: brandsKeys.lists() });
    },
    onError: (error) => toast.error(error.message),
  });
}
