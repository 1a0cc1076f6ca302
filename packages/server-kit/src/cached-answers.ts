import type { Context, MiddlewareHandler } from 'hono';
import type { ChangeNotifier, ChangeTopic } from './change-notifier';
import type { AppEnv } from './http-types';
import { answerKept, type KeptAnswer, keepAnswer } from './kept-answer';
import type { ReadCache } from './read-cache';

/** A route's answer that is not a 200: it goes to its caller as it is and is never kept. */
class NotKept extends Error {}

/**
 * Answers the GET requests `keyOf` gives a key from `cache` (docs/decisions/0006-read-cache.md):
 * the request the cache asks to load runs the route, and its 200 answer's body is kept under the
 * key; later ones, and those arriving while it runs, get that body without running the route.
 * Any other answer is not kept, and requests that waited for it run the route themselves. The key must name
 * everything the answer depends on (the query; the caller, when the answer is theirs); the cache
 * must be emptied by every write to what the answers show.
 */
export function cacheAnswers(
  cache: ReadCache,
  keyOf: (c: Context<AppEnv>) => string | undefined,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.method === 'GET' ? keyOf(c) : undefined;
    if (key === undefined) return next();
    // Set when the cache asks this request to load (a miss, or the reload of an expired entry):
    // then this request answers with the route's own response, whatever the others get.
    let own: Promise<KeptAnswer> | undefined;
    const cached = cache.get<KeptAnswer>(key, () => {
      own = (async () => {
        await next();
        if (c.res.status !== 200) throw new NotKept();
        return keepAnswer(await c.res.clone().text(), c.res.headers.get('content-type') ?? 'application/json');
      })();
      return own;
    });
    try {
      const kept = await cached;
      // Asked to load (at once, or once the cache had read the database's change mark): the
      // route's answer, kept, sent as every later hit will be (compressed when accepted).
      if (own) {
        c.res = answerKept(c, await own);
        return;
      }
      return answerKept(c, kept);
    } catch (error) {
      if (!(error instanceof NotKept)) throw error;
      // Another request's load was not kept: this one runs the route itself.
      if (!own) await next();
    }
  };
}

/**
 * A key of the request's path and query, for answers that are the same for every caller: the URL
 * from its path on, as the client sent it, rather than a URL object parsed on every hit for it.
 */
export const pathAndQuery = (c: Context) => {
  const { url } = c.req;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
};

/**
 * After every request it is given, whatever its outcome, `topic` is published: this instance's
 * caches of it empty before the answer leaves, the other instances' as soon as the database tells
 * them. Mounted for the write methods (WRITE_METHODS, http.ts).
 */
export function publishWrites(changes: ChangeNotifier, topic: ChangeTopic): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    await next();
    await changes.publish(topic);
  };
}
