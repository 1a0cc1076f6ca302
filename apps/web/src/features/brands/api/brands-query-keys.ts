import { createQueryKeys } from '@/lib/query-keys';

export const brandsQueryKeys = createQueryKeys('brands');
