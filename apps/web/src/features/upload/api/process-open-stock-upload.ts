import type { OpenStockResponse, ProcessOpenStockRequest } from '@lineup/contracts/uploads';
import { apiRequest } from '@/lib/api-client';

/** POST {pimUrl}/api/uploads/open-stock/process: the open stock file is read and stored with its defaults. */
export async function processOpenStockUpload(body: ProcessOpenStockRequest): Promise<OpenStockResponse> {
  return (await apiRequest<OpenStockResponse>('pim', '/api/uploads/open-stock/process', { method: 'POST', body })).data;
}
