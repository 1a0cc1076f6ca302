import type { QueryClient } from '@tanstack/react-query';
import { lineListsKeys } from '@/api/line-lists/line-lists-keys';
import { createQueryKeys } from '@/lib/query-keys';

/** The catalog overviews: lists (one overview per line list), details(lineListId) (its publish summary). */
export const catalogsKeys = createQueryKeys('catalogs');

/** One line list's catalogs with their items (the segmentation screen): populatedCatalogsKeys.detail(lineListId). */
export const populatedCatalogsKeys = createQueryKeys('segmentation');

/**
 * After any change to a line list's catalogs: its populated catalogs, its publish summary, and the
 * lists that count catalogs (the catalog overviews and the line lists' catalog columns).
 */
export function invalidateLineListCatalogs(queryClient: QueryClient, lineListId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: populatedCatalogsKeys.detail(lineListId) }),
    queryClient.invalidateQueries({ queryKey: catalogsKeys.detail(lineListId) }),
    queryClient.invalidateQueries({ queryKey: catalogsKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: lineListsKeys.lists() }),
  ]);
}
