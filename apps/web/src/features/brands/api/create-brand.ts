import { successToasts } from '@lineup/contracts/messages';
import type { Brand, CreateBrandRequest } from '@lineup/contracts/pim';
import { brandsKeys } from '@/api/brands/brands-keys';
import { apiRequest } from '@/lib/api-client';
import { useToastedMutation } from '@/lib/toasted-mutation';

/** POST {pimUrl}/api/brands. */
export async function createBrand(body: CreateBrandRequest): Promise<Brand> {
  return (await apiRequest<Brand>('pim', '/api/brands', { method: 'POST', body })).data;
}

/** Creates a brand; every brands list (the page and the sidebar's sub-entries) refreshes. */
export function useCreateBrand() {
  return useToastedMutation({
    mutationFn: createBrand,
    success: successToasts.brandCreated,
    refresh: [brandsKeys.lists()],
  });
}
