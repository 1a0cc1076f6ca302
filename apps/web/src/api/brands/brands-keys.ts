import { createQueryKeys } from '@/lib/query-keys';

/** Every brands query sits under this factory: lists(orderDir). */
export const brandsKeys = createQueryKeys('brands');
