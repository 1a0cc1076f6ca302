import { createQueryKeys } from '@/lib/query-keys';

/** Every stores query sits under this factory: lists (all stores), details (one store). */
export const storesKeys = createQueryKeys('stores');
