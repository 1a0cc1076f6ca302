import { platformMessages } from '@lineup/contracts/messages';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail } from './http';
import type { AppEnv } from './http-types';

/** The most bytes an API request body may have, unless its route documents more. */
export const API_BODY_MAX_BYTES = 1024 * 1024;

/** A route that documents a larger body than API_BODY_MAX_BYTES (exact method and path). */
export type LargerBodyRoute = { method: string; path: string; maxBytes: number };

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * Caps request bodies: a larger one is answered 413 in the envelope before the route reads it. A
 * Content-Length over the limit is refused without reading a byte; a body without one (chunked) is
 * read only up to the limit, then refused. A body within the limit is passed on whole. Mounted for
 * WRITE_METHODS (http.ts): a GET or HEAD carries no body, and asking the Node adapter for one would
 * build the whole fetch Request, a quarter of a cached list's cost.
 */
export function apiBodyLimit(options: { larger?: LargerBodyRoute[] } = {}): MiddlewareHandler<AppEnv> {
  const limitFor = (maxBytes: number) =>
    bodyLimit({
      maxSize: maxBytes,
      onError: (c) => fail(c, 413, platformMessages.requestBodyTooLarge(megabytes(maxBytes))),
    });
  const standard = limitFor(API_BODY_MAX_BYTES);
  const larger = new Map(
    (options.larger ?? []).map((route) => [`${route.method.toUpperCase()} ${route.path}`, limitFor(route.maxBytes)]),
  );
  return (c, next) => (larger.get(`${c.req.method} ${c.req.path}`) ?? standard)(c, next);
}
