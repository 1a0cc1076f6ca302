import { cacheAnswers, pathAndQuery, publishWrites } from '@lineup/server-kit/cached-answers';
import type { ChangeNotifier } from '@lineup/server-kit/change-notifier';
import { WRITE_METHODS } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import { createReadCache } from '@lineup/server-kit/read-cache';
import type { MiddlewareHandler } from 'hono';

/** How long a cached list is kept; a write anywhere empties it sooner (change notifier). */
const READ_CACHE_TTL_MS = 2000;

/** The lists the back office opens on most pages: the same answer for every caller. */
const SHARED_LISTS = new Set([
  '/api/users',
  '/api/users/with-memberships',
  '/api/organizations',
  '/api/stores',
  '/api/roles',
]);

/**
 * The users service's hot reads answered from a short-lived cache (docs/decisions/0006-read-cache.md):
 * the shared lists by path and query, the signed-in user's own answer by their id. Every write
 * empties it, on this instance at once and on the others through the change notifier. Mounted
 * after the token check, so only callers allowed to read them get them.
 */
export function cachedUsersReads(changes: ChangeNotifier): MiddlewareHandler<AppEnv> {
  const cache = createReadCache({ ttlMs: READ_CACHE_TTL_MS, emptiedBy: { changes, topic: 'users' } });
  const publish = publishWrites(changes, 'users');
  const answer = cacheAnswers(cache, (c) => {
    if (c.req.path === '/api/users/me') return `me:${c.get('auth').subject}`;
    return SHARED_LISTS.has(c.req.path) ? pathAndQuery(c) : undefined;
  });
  // One step of Hono's chain, not two (each costs every request an async call): writes publish,
  // reads go to the cache.
  return (c, next) => (WRITE_METHODS.includes(c.req.method) ? publish(c, next) : answer(c, next));
}
