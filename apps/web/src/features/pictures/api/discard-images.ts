import { imageMessages } from '@lineup/contracts/image-messages';
import { imageTrayKey } from '@/features/pictures/api/get-image-tray';
import { apiRequest } from '@/lib/api-client';
import { useToastedMutation } from '@/lib/toasted-mutation';

/** POST {pimUrl}/api/brands/{brandId}/images/discard: the files are dropped, never to be applied. */
export async function discardImages(brandId: number, ids: string[]): Promise<{ discarded: number }> {
  return (
    await apiRequest<{ discarded: number }>('pim', `/api/brands/${brandId}/images/discard`, {
      method: 'POST',
      body: { ids },
    })
  ).data;
}

export function useDiscardImages(brandId: number) {
  return useToastedMutation({
    mutationFn: (ids: string[]) => discardImages(brandId, ids),
    success: (answer) => imageMessages.imagesDiscarded(answer.discarded),
    refresh: [imageTrayKey(brandId)],
  });
}
