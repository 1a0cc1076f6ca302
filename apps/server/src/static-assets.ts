/**
 * The SPA's static build as the one-process server answers it: each file in the encoding the
 * request accepts (the `.br` or `.gz` written next to it at build time, else the file itself), hashed
 * files under /assets/ kept by browsers for a year, everything else asked again each time (a rebuild
 * changes it), and the SPA's page for client routes: the /home one with its shell skeleton.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { CONTENT_PAGES, SHELL_PAGE } from '../../web/build/first-paint-pages.mjs';

/** A hashed file's name changes with its content: it never needs asking again. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html, the favicon, ...: same name across builds, so browsers revalidate each time. */
export const REVALIDATE_CACHE = 'no-cache';
/**
 * The page client routes get, and its variants with a first paint (apps/web/build/precompress.mjs):
 * the route's own, else its area's.
 */
const SPA_PAGE = 'index.html';
const FIRST_PAINT_PAGES: [route: string, page: string][] = [
  ['/auth/start', CONTENT_PAGES.signIn],
  ['/home/catalogs', CONTENT_PAGES.catalogs],
  ['/home', SHELL_PAGE],
  ['/home/*', SHELL_PAGE],
];

/**
 * A request path that could name something outside the build or a hidden file: a `.`, `..` or
 * dot-file segment (.vite/manifest.json), a backslash, a NUL, or an encoding that does not decode.
 * The Node adapter already resolves dot segments; this holds even if it did not.
 */
export function isUnsafeStaticPath(requestPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return true;
  }
  if (/[\\\0]/.test(decoded)) return true;
  return decoded.split('/').some((segment) => segment.startsWith('.'));
}

/**
 * Runs a static handler and, when it answered with a file, marks the answer's caching; when it
 * found none, goes on to the next handler.
 */
function cached(cacheControl: string, serve: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    let found = true;
    const answer = await serve(c, async () => {
      found = false;
    });
    if (!found || !answer) return next();
    answer.headers.set('Cache-Control', cacheControl);
    // The same URL answers differently by Accept-Encoding, compressed or not: caches must keep them apart.
    answer.headers.set('Vary', 'Accept-Encoding');
    return answer;
  };
}

export type StaticAssetsOptions = {
  /** The SPA's build (apps/web/dist), absolute. */
  distDir: string;
  /** The page answered when the build is missing. */
  notBuiltHtml: string;
};

/** GET/HEAD of the SPA's files and client routes; mount it last, after the APIs and config. */
export function createStaticAssets({ distDir, notBuiltHtml }: StaticAssetsOptions) {
  const file = (path?: string) => serveStatic({ root: distDir, path, precompressed: true });
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (isUnsafeStaticPath(c.req.path)) return c.text('Not Found', 404);
    await next();
  });
  app.get('/assets/*', cached(IMMUTABLE_CACHE, file()));
  // A hashed file that is not there (an old build's) must not be answered with the page.
  app.get('/assets/*', (c) => c.text('Not Found', 404));
  app.get('*', cached(REVALIDATE_CACHE, file()));
  // Client routes: the sign-in page and the signed-in screens show their frame before the script runs.
  for (const [route, page] of FIRST_PAINT_PAGES) app.get(route, cached(REVALIDATE_CACHE, file(page)));
  app.get('*', cached(REVALIDATE_CACHE, file(SPA_PAGE)));
  app.get('*', (c) => {
    c.header('Cache-Control', REVALIDATE_CACHE);
    return c.html(notBuiltHtml);
  });
  return app;
}
