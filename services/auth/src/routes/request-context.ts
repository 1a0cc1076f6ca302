import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from '@lineup/server-kit/client-address';
import type { Context } from 'hono';

/**
 * What oidc-provider needs to find the sign-in in progress: the request's cookies (its signed
 * interaction cookie). Built from the Fetch request, so the route works under any Hono adapter;
 * the provider only reads from it.
 */
export function providerIo(c: Context): { req: IncomingMessage; res: ServerResponse } {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const encrypted = new URL(c.req.url).protocol === 'https:';
  const req = { headers, method: c.req.method, url: c.req.path, socket: { encrypted } } as unknown as IncomingMessage;
  // Headers the provider would set here (it drops a bad cookie signature) are not needed.
  const res = { headersSent: false, getHeader: () => undefined, setHeader: () => undefined };
  return { req, res: res as unknown as ServerResponse };
}

/** The rate-limit bucket of a request served by @hono/node-server (see clientAddress). */
export function requestClientAddress(c: Context, trustProxyHops: number): string {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return clientAddress({
    forwardedFor: c.req.header('x-forwarded-for'),
    socketAddress: env?.incoming?.socket?.remoteAddress,
    trustProxyHops,
  });
}
