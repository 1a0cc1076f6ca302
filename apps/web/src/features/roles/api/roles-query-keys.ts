import { createQueryKeys } from '@/lib/query-keys';

export const rolesQueryKeys = createQueryKeys('roles');
