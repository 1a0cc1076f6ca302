import type { ServerResponse } from 'node:http';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './http-types';

/**
 * The headers every answer carries, set where they cost least. Served by Node (@hono/node-server
 * hands each request its `outgoing` response as `c.env`), they go straight onto Node's response,
 * which merges them with the route's when it writes the head: a fetch `Headers` object validates
 * and sorts each name and value on every request, which cost a cached list half its throughput.
 * Called in-process (`app.request`, one app calling another) they go onto the fetch response as
 * Hono sets them. Either way a route that sets one of these headers itself keeps its value.
 */

/** Node's response for this request, when Node serves it. */
export const nodeResponseOf = (c: Context): ServerResponse | undefined =>
  (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;

export type SecurityOptions = {
  /** Extra origins allowed for connect-src (the analytics host when configured, split services). */
  connectOrigins?: string[];
  /** Extra origins allowed for img-src (where product images are hosted, when configured). */
  imageOrigins?: string[];
};

/**
 * Security headers for pages (the SPA, the API reference): a CSP with no inline script and no
 * third-party origin, nosniff, no referrer (codes and states in URLs never leak), no framing.
 */
export function securityHeaders(options: SecurityOptions = {}): MiddlewareHandler {
  return fixedHeaders(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(options.connectOrigins ?? [])],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      referrerPolicy: 'no-referrer',
      xContentTypeOptions: 'nosniff',
      xFrameOptions: 'DENY',
      crossOriginResourcePolicy: false,
      crossOriginOpenerPolicy: false,
      overwrite: false,
    }),
  );
}

/**
 * Security headers for JSON answers, which a browser never renders as a page: a CSP that allows
 * nothing (should one be opened as a document, it runs and loads nothing), no framing, nosniff,
 * no referrer, HSTS. The page-only headers (DNS prefetch, download handling, Flash's cross-domain
 * policies, the XSS auditor, origin-keyed agent clusters) mean nothing on an API's answer; each
 * header costs every answer a validated `setHeader` and its bytes.
 */
function apiSecurityHeaders(): MiddlewareHandler {
  return fixedHeaders(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      referrerPolicy: 'no-referrer',
      xContentTypeOptions: 'nosniff',
      xFrameOptions: 'DENY',
      crossOriginResourcePolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      overwrite: false,
    }),
  );
}

/**
 * A service's security headers: the API set on its JSON answers under /api, the page set on its
 * reference pages (under `pagesUnder`) and on everything else it answers (health, unknown paths).
 */
export function serviceSecurityHeaders(pagesUnder: string): MiddlewareHandler {
  const forPages = securityHeaders();
  const forApi = apiSecurityHeaders();
  return (c, next) => {
    const { path } = c.req;
    const isApi = path.startsWith('/api/') && !path.startsWith(pagesUnder);
    return isApi ? forApi(c, next) : forPages(c, next);
  };
}

/**
 * Hono's `secureHeaders` middleware, with its headers set where they cost least: served by Node,
 * the names and values it sets (read once, from a probe request) go onto Node's response.
 */
function fixedHeaders(onFetchResponse: MiddlewareHandler): MiddlewareHandler {
  let fixed: [string, string][] | undefined;
  const readFixed = async () => {
    const probe = new Hono().use(onFetchResponse).get('/', (c) => c.body(null, 204));
    fixed = [...(await probe.request('/')).headers];
    return fixed;
  };
  const setFixed = (outgoing: ServerResponse, headers: [string, string][]) => {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
  };
  return (c, next) => {
    const outgoing = nodeResponseOf(c);
    if (!outgoing) return onFetchResponse(c, next);
    if (!fixed)
      return readFixed().then((headers) => {
        setFixed(outgoing, headers);
        return next();
      });
    setFixed(outgoing, fixed);
    // Not an async function: the next step's promise is handed on as it is, one await fewer per request.
    return next();
  };
}

const REQUEST_ID_HEADER = 'X-Request-Id';
/** A caller's request id is kept when it is short and plain; otherwise the request gets its own. */
const isUsableRequestId = (id: string | undefined): id is string =>
  id !== undefined && id.length > 0 && id.length <= 255 && !/[^\w\-=]/.test(id);

/**
 * The request's id (`c.get('requestId')`), echoed as X-Request-Id: the caller's when usable (a
 * proxy's, to follow a request across services), else a new UUID. Hono's requestId middleware
 * with its header set where it costs least.
 */
export function requestIdentity(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const given = c.req.header(REQUEST_ID_HEADER);
    const id = isUsableRequestId(given) ? given : crypto.randomUUID();
    c.set('requestId', id);
    const outgoing = nodeResponseOf(c);
    if (outgoing) outgoing.setHeader(REQUEST_ID_HEADER, id);
    else c.header(REQUEST_ID_HEADER, id);
    return next();
  };
}
