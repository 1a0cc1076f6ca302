import type { BrandOrderRulesChange } from '@lineup/contracts/order-rules';
import type { Brand } from '@lineup/contracts/pim';
import { brandsKeys } from '@/api/brands/brands-keys';
import { apiRequest } from '@/lib/api-client';
import { useToastedMutation } from '@/lib/toasted-mutation';

/**
 * PUT {pimUrl}/api/brands/{brandId}/order-rules: the three rules, each a number or null (off), and
 * how the brand's stock is shown to buyers.
 */
export async function saveBrandOrderRules(brandId: number, body: BrandOrderRulesChange) {
  return apiRequest<Brand>('pim', `/api/brands/${brandId}/order-rules`, { method: 'PUT', body });
}

/** The toast says what the server answered; the brands list (where the page reads the brand) reloads. */
export function useSaveBrandOrderRules(brandId: number) {
  return useToastedMutation({
    mutationFn: (body: BrandOrderRulesChange) => saveBrandOrderRules(brandId, body),
    success: (answer) => answer.message,
    refresh: [brandsKeys.lists()],
  });
}
