import { createQueryKeys } from '@/lib/query-keys';

export const catalogsQueryKeys = createQueryKeys('catalogs');
