import type { ProcessUploadRequest, ProcessUploadResponse } from '@lineup/contracts/uploads';
import { apiRequest } from '@/lib/api-client';

/** POST {pimUrl}/api/uploads/process (the file-processing call): the staged line list's id. */
export async function processLineListUpload(body: ProcessUploadRequest): Promise<ProcessUploadResponse> {
  return (await apiRequest<ProcessUploadResponse>('pim', '/api/uploads/process', { method: 'POST', body })).data;
}
