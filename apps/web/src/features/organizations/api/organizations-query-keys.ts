import { createQueryKeys } from '@/lib/query-keys';

export const organizationsQueryKeys = createQueryKeys('organizations');
