import { imageMessages } from '@lineup/contracts/image-messages';
import type { ImagesApplied } from '@lineup/contracts/images';
import { imageTrayKey } from '@/features/pictures/api/get-image-tray';
import { apiRequest } from '@/lib/api-client';
import { useToastedMutation } from '@/lib/toasted-mutation';

/** One file to apply: a matched file takes its match unless an item (and position) is given. */
export type ImageToApply = { id: string; modelCode?: string; position?: number };

/** POST {pimUrl}/api/brands/{brandId}/images/apply: the files become their items' pictures, all or none. */
export async function applyImages(brandId: number, files: ImageToApply[]): Promise<ImagesApplied> {
  return (
    await apiRequest<ImagesApplied>('pim', `/api/brands/${brandId}/images/apply`, { method: 'POST', body: { files } })
  ).data;
}

/** Applies and says how many; the tray loads again (files applied from it leave it). */
export function useApplyImages(brandId: number) {
  return useToastedMutation({
    mutationFn: (files: ImageToApply[]) => applyImages(brandId, files),
    success: (answer) => imageMessages.imagesApplied(answer.applied),
    refresh: [imageTrayKey(brandId)],
  });
}
