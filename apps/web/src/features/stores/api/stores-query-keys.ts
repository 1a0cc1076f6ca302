import { createQueryKeys } from '@/lib/query-keys';

export const storesQueryKeys = createQueryKeys('stores');
