import { lineSheetButtonTexts } from '@lineup/contracts/texts/line-sheets';
import { type PortalAccess, portalRequest } from '@/features/portal/api/portal-access';
import { portalStorePath } from '@/features/portal/api/portal-store-path';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * GET {pimUrl}/api/portal/stores/{storeId}/catalogs/{lineListId}/line-sheet: the catalog's line sheet
 * at the store's prices, a PDF the browser then saves under the catalog's title.
 */
export async function downloadPortalLineSheet(
  access: PortalAccess,
  storeId: string,
  lineListId: number,
  title: string,
) {
  const file = await apiDownload('pim', portalStorePath(storeId, `/catalogs/${lineListId}/line-sheet`), {
    ...portalRequest(access),
  });
  saveFile(file, lineSheetButtonTexts.fileName(title));
}
