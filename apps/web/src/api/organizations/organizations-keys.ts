import { createQueryKeys } from '@/lib/query-keys';

/** Every organizations query sits under this factory: lists (all organizations), details (one). */
export const organizationsKeys = createQueryKeys('organizations');
