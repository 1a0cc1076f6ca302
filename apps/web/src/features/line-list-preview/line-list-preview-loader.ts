import { failureToasts } from '@lineup/contracts/messages';
import { shellTexts } from '@lineup/contracts/shell-texts';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { isRedirect, redirect } from '@tanstack/react-router';
import { toast } from 'sonner';
import { lineListPreviewQueryOptions } from '@/api/line-lists/get-line-list-preview';
import { parseLineListId } from '@/api/line-lists/parse-line-list-id';
import type { Crumb } from '@/app/shell/breadcrumbs';
import { getQueryClient } from '@/lib/query-client';

/**
 * The preview route's loader: the preview (from the cache when the upload dialog has just loaded
 * it) and the crumbs home › line-list › preview › name. A failed load goes to /home/brands (point
 * 2 and 8); the query cache has already shown the server's message ('Line list not found').
 */
export async function loadLineListPreview(param: string): Promise<{ crumbs: Crumb[] }> {
  const id = parseLineListId(param);
  if (id === null) {
    toast.error(failureToasts.lineListNotFound);
    throw redirect({ to: '/home/brands' });
  }
  try {
    const { lineList } = await getQueryClient().ensureQueryData(lineListPreviewQueryOptions(id));
    return {
      crumbs: [
        { label: shellTexts.home, to: '/home' },
        { label: previewTexts.crumbLineList, to: `/home/brand/${lineList.brandId}/line-lists` },
        { label: previewTexts.crumbPreview },
        { label: lineList.name },
      ],
    };
  } catch (error) {
    if (isRedirect(error)) throw error;
    throw redirect({ to: '/home/brands' });
  }
}
