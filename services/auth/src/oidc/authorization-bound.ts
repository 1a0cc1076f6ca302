import { authMessages } from '@lineup/contracts/auth-messages';
import { clientAddress } from '@lineup/server-kit/client-address';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { AuthDb } from '../db/database';
import { admitRateLimitedHit } from '../domain/rate-limits';
import type { SignInLimits } from '../domain/sign-in-limits';
import type { SignInClients } from './clients';
import { renderPage } from './pages';

/**
 * Provider middleware: every authorization request (GET or POST /oidc/auth, before any check)
 * stores a sign-in in progress, so each client address may start only so many in a window; over
 * that it gets a 429 page and nothing is stored. The resume route (/oidc/auth/{uid}) is not counted.
 */
export function boundAuthorizationsPerAddress(deps: {
  db: AuthDb;
  clients: SignInClients;
  trustProxyHops: number;
  limits: SignInLimits;
  now: () => number;
}) {
  const { db, limits } = deps;
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    if (ctx.path !== '/auth' || (ctx.method !== 'GET' && ctx.method !== 'POST')) return next();
    const admitted = await admitRateLimitedHit(db, {
      action: 'authorize',
      clientAddress: clientAddress({
        forwardedFor: ctx.req.headers['x-forwarded-for'],
        socketAddress: ctx.req.socket?.remoteAddress,
        trustProxyHops: deps.trustProxyHops,
      }),
      now: deps.now(),
      limit: limits.authorizationsPerAddress,
      windowSeconds: limits.addressWindowSeconds,
    });
    if (admitted) return next();
    ctx.status = 429;
    ctx.type = 'html';
    ctx.set('Retry-After', String(limits.addressWindowSeconds));
    // The request is not parsed yet: a GET's client_id picks the way back, else the back office's.
    const clientId = new URLSearchParams(ctx.querystring).get('client_id');
    ctx.body = renderPage(deps.clients.pagesOf(clientId).homePage, {
      title: authMessages.tooManySignInsTitle,
      text: authMessages.tooManySignInsText,
    });
  };
}
