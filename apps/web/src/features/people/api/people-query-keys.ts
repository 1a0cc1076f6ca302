import { createQueryKeys } from '@/lib/query-keys';

export const peopleQueryKeys = createQueryKeys('users');
