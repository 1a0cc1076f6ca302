import type { ServerResponse } from 'node:http';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './http';

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
 * Security headers on every response: a CSP with no inline script and no third-party origin,
 * nosniff, no referrer (codes and states in URLs never leak), no framing.
 */
export function securityHeaders(options: SecurityOptions = {}): MiddlewareHandler {
  const onFetchResponse = secureHeaders({
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
  });
  // The same names and values for Node's response: what Hono's middleware sets, read once.
  let fixed: [string, string][] | undefined;
  const fixedHeaders = async () => {
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
      return fixedHeaders().then((headers) => {
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
