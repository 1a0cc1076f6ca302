/**
 * The SPA runs only on PUBLIC_URL's host: its runtime config points the APIs and the issuer there,
 * its security policy lets the page call only those origins, and the sign-in cookies live there.
 * A page opened on another name of the same server (127.0.0.1 for localhost, the machine's name)
 * would load and then fail every call; it is sent to the same path on PUBLIC_URL instead.
 */
import type { MiddlewareHandler } from 'hono';

/** Answered on any name: load balancers and probes ask by the instance's own address. */
const ANY_HOST_PATHS = new Set(['/healthz']);

/** The host name (no port, lower case) of a Host header value, or undefined when it has none. */
export function hostNameOf(hostHeader: string | undefined): string | undefined {
  if (!hostHeader) return undefined;
  try {
    return new URL(`http://${hostHeader.split(',')[0]!.trim()}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Redirects a GET or HEAD whose host name is not PUBLIC_URL's to PUBLIC_URL (same path and query),
 * before any page loads. Only the host name is compared: a proxy in front may drop or change the
 * port (nginx's `$host`), never the name browsers asked for. Behind proxies of our own
 * (`trustProxyHops` above 0) the name is their X-Forwarded-Host when they send one.
 */
export function redirectToPublicHost(options: { publicUrl: string; trustProxyHops: number }): MiddlewareHandler {
  const publicOrigin = new URL(options.publicUrl);
  const publicHostName = publicOrigin.hostname.toLowerCase();
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || ANY_HOST_PATHS.has(c.req.path)) return next();
    const forwarded = options.trustProxyHops > 0 ? c.req.header('x-forwarded-host') : undefined;
    const asked = hostNameOf(forwarded || c.req.header('host'));
    if (asked === undefined || asked === publicHostName) return next();
    const url = new URL(c.req.url);
    return c.redirect(`${publicOrigin.origin}${url.pathname}${url.search}`, 308);
  };
}
