import type * as answerSchemas from '@/api/users/users-answer-schemas';

/**
 * The contract schemas of the users service's lists, checked in development only
 * (lib/api-client.ts). Loaders rather than schemas, and no loaders at all in production builds:
 * these lists load with the back office's first page, which does without the schemas and zod.
 */
function answer<K extends keyof typeof answerSchemas>(name: K) {
  if (!import.meta.env.DEV) return undefined;
  return () => import('@/api/users/users-answer-schemas').then((schemas) => schemas[name]);
}

export const usersAnswer = answer('usersAnswer');
export const usersWithMembershipsAnswer = answer('usersWithMembershipsAnswer');
export const storesAnswer = answer('storesAnswer');
export const rolesAnswer = answer('rolesAnswer');
export const organizationsAnswer = answer('organizationsAnswer');
