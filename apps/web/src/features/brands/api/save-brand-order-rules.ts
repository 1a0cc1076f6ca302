import type { BrandOrderRules } from '@lineup/contracts/order-rules';
import type { Brand } from '@lineup/contracts/pim';
import { brandsKeys } from '@/api/brands/brands-keys';
import { apiRequest } from '@/lib/api-client';
import { useToastedMutation } from '@/lib/toasted-mutation';

/** PUT {pimUrl}/api/brands/{brandId}/order-rules: the three rules, each a number or null (off). */
export async function saveBrandOrderRules(brandId: number, body: BrandOrderRules) {
  return apiRequest<Brand>('pim', `/api/brands/${brandId}/order-rules`, { method: 'PUT', body });
}

/** The toast says what the server answered; the brands list (where the page reads the brand) reloads. */
export function useSaveBrandOrderRules(brandId: number) {
  return useToastedMutation({
    mutationFn: (body: BrandOrderRules) => saveBrandOrderRules(brandId, body),
    success: (answer) => answer.message,
    refresh: [brandsKeys.lists()],
  });
}
