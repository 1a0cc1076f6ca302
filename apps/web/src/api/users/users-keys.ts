import { createQueryKeys } from '@/lib/query-keys';

/**
 * Every users query sits under this factory: lists (all users, users with memberships), details
 * (one user). The signed-in user's own query (lib/auth/current-user.ts) shares the root, so
 * invalidating `all` refreshes it too.
 */
export const usersKeys = createQueryKeys('users');
