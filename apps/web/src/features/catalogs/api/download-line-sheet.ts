import type { CatalogType } from '@lineup/contracts/pim';
import { apiDownload } from '@/lib/api-client';

/** GET {pimUrl}/api/line-sheets/line-lists/{lineListId}?catalogType=: one catalog's line sheet, a PDF. */
export function downloadLineSheet(lineListId: number, catalogType: Exclude<CatalogType, 'unsorted'>): Promise<Blob> {
  return apiDownload('pim', `/api/line-sheets/line-lists/${lineListId}`, { query: { catalogType } });
}
