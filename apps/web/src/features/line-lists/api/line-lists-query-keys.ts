import { createQueryKeys } from '@/lib/query-keys';

export const lineListsQueryKeys = createQueryKeys('line-lists');
