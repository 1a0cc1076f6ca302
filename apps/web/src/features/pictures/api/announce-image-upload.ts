import type { ImageUploadBatch } from '@lineup/contracts/images';
import { apiRequest } from '@/lib/api-client';

export type AnnouncedImageFile = { name: string; size: number; contentType: string };

/**
 * POST {pimUrl}/api/brands/{brandId}/image-uploads: the files about to be sent, answered in the
 * same order with the address to PUT each to (none for a file refused at once).
 */
export async function announceImageUpload(brandId: number, files: AnnouncedImageFile[]): Promise<ImageUploadBatch> {
  return (
    await apiRequest<ImageUploadBatch>('pim', `/api/brands/${brandId}/image-uploads`, {
      method: 'POST',
      body: { files },
    })
  ).data;
}
