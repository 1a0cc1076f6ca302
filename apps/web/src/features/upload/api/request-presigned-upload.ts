import type { PresignedUploadRequest, PresignedUploadResponse } from '@lineup/contracts/uploads';
import { apiRequest } from '@/lib/api-client';

/**
 * POST {pimUrl}/api/uploads/get-presigned-upload-url: a signed address to PUT the
 * file to. The upload metadata travels in this call; the server stores it under metadata/.
 */
export async function requestPresignedUpload(body: PresignedUploadRequest): Promise<PresignedUploadResponse> {
  return (
    await apiRequest<PresignedUploadResponse>('pim', '/api/uploads/get-presigned-upload-url', { method: 'POST', body })
  ).data;
}
