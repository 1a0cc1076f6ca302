import { createQueryKeys } from '@/lib/query-keys';

/** Every roles query sits under this factory: lists (all roles). */
export const rolesKeys = createQueryKeys('roles');
