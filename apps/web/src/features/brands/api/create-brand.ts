import { successToasts } from '@lineup/contracts/messages';
import type { Brand, CreateBrandRequest } from '@lineup/contracts/pim';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { brandsKeys } from '@/api/brands/brands-keys';
import { apiRequest } from '@/lib/api-client';

/** POST {pimUrl}/api/brands. */
export async function createBrand(body: CreateBrandRequest): Promise<Brand> {
  return (await apiRequest<Brand>('pim', '/api/brands', { method: 'POST', body })).data;
}

/** Creates a brand; every brands list (the page and the sidebar's sub-entries) refreshes. */
export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrand,
    onSuccess: async () => {
      toast.success(successToasts.brandCreated);
      await queryClient.invalidateQueries({ queryKey: brandsKeys.lists() });
    },
    onError: (error) => toast.error(error.message),
  });
}
