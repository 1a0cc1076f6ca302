import { errorMessages } from '@lineup/contracts/error-messages';
import { pageHeadings, shellTexts } from '@lineup/contracts/shell-texts';
import { isRedirect, redirect } from '@tanstack/react-router';
import { toast } from 'sonner';
import { parseLineListId } from '@/api/line-lists/parse-line-list-id';
import type { Crumb } from '@/app/shell/breadcrumbs';
import { populatedCatalogsQueryOptions } from '@/features/segmentation/api/get-populated-catalogs';
import { getQueryClient } from '@/lib/query-client';

/**
 * The segmentation route's loader: the populated catalogs (cached for the page) and the crumbs
 * Home › Catalogs › line list name. An unknown line list goes back to /home/catalogs; the query
 * cache has already shown the server's message ('Catalog or line list not found').
 */
export async function loadSegmentation(param: string): Promise<{ lineListId: number; crumbs: Crumb[] }> {
  const lineListId = parseLineListId(param);
  if (lineListId === null) {
    toast.error(errorMessages.catalogAddItems[404]);
    throw redirect({ to: '/home/catalogs' });
  }
  try {
    const { lineList } = await getQueryClient().ensureQueryData(populatedCatalogsQueryOptions(lineListId));
    return {
      lineListId,
      crumbs: [
        { label: shellTexts.home, to: '/home' },
        { label: pageHeadings.catalogs, to: '/home/catalogs' },
        { label: lineList.name },
      ],
    };
  } catch (error) {
    if (isRedirect(error)) throw error;
    throw redirect({ to: '/home/catalogs' });
  }
}
