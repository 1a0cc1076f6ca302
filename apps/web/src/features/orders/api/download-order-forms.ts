import { apiDownload } from '@/lib/api-client';

/** POST {pimUrl}/api/orders/forms {orderIds}: the order forms, one .xlsx workbook with a sheet per order. */
export function downloadOrderForms(orderIds: number[]): Promise<Blob> {
  return apiDownload('pim', '/api/orders/forms', { method: 'POST', body: { orderIds } });
}
