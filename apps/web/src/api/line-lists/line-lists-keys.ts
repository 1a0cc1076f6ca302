import { createQueryKeys } from '@/lib/query-keys';

/** Every line-lists query sits under this factory: lists(filters), one per screen that lists them. */
export const lineListsKeys = createQueryKeys('line-lists');

/** One line list's preview (its parents, SKUs and counts): lineListPreviewKeys.detail(lineListId). */
export const lineListPreviewKeys = createQueryKeys('line-list-preview');
