import { imageMessages } from '@lineup/contracts/image-messages';
import { brandsKeys } from '@/api/brands/brands-keys';
import { apiRequest } from '@/lib/api-client';
import { useToastedMutation } from '@/lib/toasted-mutation';

type NamingRule = { imageNamingRule: string };

/** PUT {pimUrl}/api/brands/{brandId}/image-naming-rule: how the brand's picture files are named. */
export async function updateImageNamingRule(brandId: number, body: NamingRule): Promise<NamingRule> {
  return (await apiRequest<NamingRule>('pim', `/api/brands/${brandId}/image-naming-rule`, { method: 'PUT', body }))
    .data;
}

/** Saves the rule; the brands list, which carries it, loads again. */
export function useUpdateImageNamingRule(brandId: number) {
  return useToastedMutation({
    mutationFn: (body: NamingRule) => updateImageNamingRule(brandId, body),
    success: imageMessages.namingRuleSaved,
    refresh: [brandsKeys.lists()],
  });
}
