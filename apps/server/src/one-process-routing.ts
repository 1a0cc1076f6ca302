import { usersApiPrefixes } from '@lineup/users/app';

/** Which part of the one-process server answers a path (the auth issuer's own paths are taken first). */
export type OneProcessTarget = 'users' | 'pim' | 'web';

const startsWithAny = (pathname: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The users API's paths (its documentation included) go to the users app; every other API path,
 * the storage driver's signed uploads and the pictures (/media) are the PIM's, which answers 404
 * for the ones it does not know; the rest is the web (health, runtime config, the SPA).
 */
export function oneProcessTargetOf(pathname: string): OneProcessTarget {
  if (startsWithAny(pathname, usersApiPrefixes)) return 'users';
  if (pathname.startsWith('/api/') || pathname.startsWith('/storage/') || pathname.startsWith('/media/')) return 'pim';
  return 'web';
}
