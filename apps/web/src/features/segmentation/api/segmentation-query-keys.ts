import type { QueryClient } from '@tanstack/react-query';
import { createQueryKeys } from '@/lib/query-keys';

/** The populated catalogs of one line list: detail(lineListId). */
export const segmentationQueryKeys = createQueryKeys('segmentation');

/** Other areas whose lists change with a line list's catalogs (their factories' roots, not their internals). */
export const catalogsOverviewKeys = createQueryKeys('catalogs');
export const lineListsKeys = createQueryKeys('line-lists');

/** After any change to a line list's catalogs: its populated catalogs and the overviews that count them. */
export function invalidateLineListCatalogs(queryClient: QueryClient, lineListId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: segmentationQueryKeys.detail(lineListId) }),
    queryClient.invalidateQueries({ queryKey: catalogsOverviewKeys.all }),
    queryClient.invalidateQueries({ queryKey: lineListsKeys.all }),
  ]);
}
