import type { ImageUploadFile } from '@lineup/contracts/images';
import { apiRequest } from '@/lib/api-client';

/**
 * POST {pimUrl}/api/brands/{brandId}/image-uploads/{batchId}/check: once the files are sent, each
 * is read and matched to an item by its name; a .zip's files come out as files of the upload.
 */
export async function checkImageUpload(brandId: number, batchId: string): Promise<ImageUploadFile[]> {
  return (
    await apiRequest<ImageUploadFile[]>('pim', `/api/brands/${brandId}/image-uploads/${batchId}/check`, {
      method: 'POST',
    })
  ).data;
}
