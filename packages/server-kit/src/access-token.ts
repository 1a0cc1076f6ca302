import { platformMessages } from '@lineup/contracts/messages';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { createLocalJWKSet, createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { ApiPrincipal, Caller, VerifiedToken } from './caller';
import { fail } from './http';
import type { AppEnv } from './http-types';

/**
 * Verifies a token. `known`, when given, answers without waiting for a token it has verified
 * before and that has not expired since (undefined otherwise): the hot path of every request.
 */
export type VerifyToken = ((token: string) => Promise<VerifiedToken>) & {
  known?: (token: string) => VerifiedToken | undefined;
};

/** The principal of a user id, or null when that user may not use the APIs (unknown, deactivated). */
export type LookupPrincipal = (userId: string) => Promise<ApiPrincipal | null>;
/** Verifies a token and looks its subject up; `known` as `VerifyToken`'s, for a caller whose answers are all in. */
export type VerifyCaller = ((token: string) => Promise<Caller>) & { known?: (token: string) => Caller | undefined };

export class TokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenError';
  }
}

/**
 * Verifies JWT access tokens issued by the auth service: signature through its JWKS, issuer and
 * audience checked, expiry enforced. The audience is the back office's API resource or, when
 * `portalAudience` is given, the customer portal's; a token naming both is refused.
 */
export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  portalAudience?: string;
  jwks: URL | { keys: unknown[] };
}): VerifyToken {
  const keySet: JWTVerifyGetKey =
    options.jwks instanceof URL
      ? createRemoteJWKSet(options.jwks)
      : // biome-ignore lint/suspicious/noExplicitAny: jose's JSONWebKeySet type is narrower than a parsed JSON document.
        createLocalJWKSet(options.jwks as any);
  const audiences = options.portalAudience ? [options.audience, options.portalAudience] : [options.audience];
  // A token is immutable and verified against keys that do not change while it lives, so the
  // answer can be reused until the token expires. Bounded: the oldest entries make room.
  const verified = new Map<string, { answer: VerifiedToken; expiresAtMs: number }>();
  const CACHE_LIMIT = 10_000;
  const known = (token: string) => {
    const cached = verified.get(token);
    if (!cached) return undefined;
    if (cached.expiresAtMs > Date.now()) return cached.answer;
    verified.delete(token);
    return undefined;
  };
  const verify = async (token: string) => {
    const cached = known(token);
    if (cached) return cached;
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: audiences,
        typ: 'at+jwt',
      });
      if (!payload.sub) throw new TokenError(platformMessages.invalidToken);
      const named = new Set(Array.isArray(payload.aud) ? payload.aud : [payload.aud]);
      const forPortal = options.portalAudience !== undefined && named.has(options.portalAudience);
      if (forPortal && named.has(options.audience)) throw new TokenError(platformMessages.invalidToken);
      // Frozen: the same answer is handed to every later request with this token.
      const answer: VerifiedToken = Object.freeze({
        subject: payload.sub,
        claims: Object.freeze(payload) as Record<string, unknown>,
        audience: forPortal ? 'portal' : 'api',
      });
      if (typeof payload.exp === 'number') {
        if (verified.size >= CACHE_LIMIT) verified.delete(verified.keys().next().value as string);
        verified.set(token, { answer, expiresAtMs: payload.exp * 1000 });
      }
      return answer;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new TokenError(platformMessages.expiredToken);
      throw new TokenError(platformMessages.invalidToken);
    }
  };
  return Object.assign(verify, { known });
}

/** How old, as a share of the recheck period, an answer is when it is asked again behind the requests. */
const REFRESH_SHARE = 0.8;

/**
 * Attaches the subject's principal to every verified token, and refuses the still-valid tokens of
 * subjects who may no longer use the APIs (a deactivated user or organization): access tokens live
 * 15 minutes, a deactivation takes effect within `recheckMs`. `lookup` is asked at most about once
 * per subject per `recheckMs`, so the hot path stays a map read.
 *
 * An answer is asked again once it is `REFRESH_SHARE` of `recheckMs` old, while requests go on
 * using it: were it dropped at `recheckMs` first, every request of that subject in flight would
 * wait for the database together, once per period. An answer counts from when its lookup
 * started and is never used past `recheckMs`: a request then waits for the new one.
 */
export function withPrincipals(
  verifyToken: VerifyToken,
  lookup: LookupPrincipal,
  options: { recheckMs?: number; now?: () => number } = {},
): VerifyCaller {
  const recheckMs = options.recheckMs ?? 5_000;
  const refreshAfterMs = recheckMs * REFRESH_SHARE;
  const now = options.now ?? Date.now;
  // The pending answer is kept, so concurrent requests of one subject ask once; once it is in,
  // `settled` holds it for the requests that need not wait.
  type Looked = {
    principal: Promise<ApiPrincipal | null>;
    settled?: ApiPrincipal | null;
    at: number;
    refreshing: boolean;
  };
  const looked = new Map<string, Looked>();
  const CACHE_LIMIT = 10_000;

  const ask = (subject: string): Looked => {
    const entry: Looked = { principal: lookup(subject), at: now(), refreshing: false };
    // A failed lookup is handled where it is asked (askAndWait, refresh).
    entry.principal.then(
      (principal) => {
        entry.settled = principal;
      },
      () => {},
    );
    return entry;
  };
  const keep = (subject: string, entry: Looked) => {
    looked.delete(subject);
    if (looked.size >= CACHE_LIMIT) looked.delete(looked.keys().next().value as string);
    looked.set(subject, entry);
  };
  /** A lookup the requests wait for: a failed one (the database is down) is not kept as an answer. */
  const askAndWait = (subject: string) => {
    const fresh = ask(subject);
    keep(subject, fresh);
    fresh.principal.catch(() => {
      if (looked.get(subject) === fresh) looked.delete(subject);
    });
    return fresh;
  };
  /** A lookup behind the answer in use: it replaces that answer when it comes, unless it failed. */
  const refresh = (subject: string, current: Looked) => {
    current.refreshing = true;
    const fresh = ask(subject);
    fresh.principal.then(
      () => {
        if (looked.get(subject) === current) keep(subject, fresh);
      },
      () => {
        current.refreshing = false;
      },
    );
  };

  /** The subject's answer to use now: asked when missing or past the period, asked again behind the requests near its end. */
  const answerFor = (subject: string) => {
    const entry = looked.get(subject);
    const age = entry ? now() - entry.at : Number.POSITIVE_INFINITY;
    if (!entry || age >= recheckMs) return askAndWait(subject);
    if (age >= refreshAfterMs && !entry.refreshing) refresh(subject, entry);
    return entry;
  };

  const verifyCaller = async (token: string) => {
    const verified = await verifyToken(token);
    const principal = await answerFor(verified.subject).principal;
    if (!principal) throw new TokenError(platformMessages.invalidToken);
    return { ...verified, principal };
  };
  /** A token verified before, of a subject whose answer is in and admits them: no waiting. */
  const known = (token: string): Caller | undefined => {
    const verified = verifyToken.known?.(token);
    const principal = verified && answerFor(verified.subject).settled;
    return principal ? { ...verified, principal } : undefined;
  };
  return Object.assign(verifyCaller, { known });
}

/**
 * Every PIM and users route sits behind this: no token, a bad one, an expired one or one whose
 * subject may no longer use the APIs gets 401. Which area the caller may use is the guards' call
 * (api-areas.ts).
 */
export function requireAccessToken(verifyCaller: VerifyCaller): MiddlewareHandler<AppEnv> {
  const verifyAndGoOn = async (c: Context<AppEnv>, next: Next, header = '') => {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) return fail(c, 401, platformMessages.missingToken);
    try {
      c.set('auth', await verifyCaller(match[1]));
    } catch (error) {
      // Anything but a refused token (say, the users database being down) is a server error.
      if (!(error instanceof TokenError)) throw error;
      return fail(c, 401, error.message);
    }
    return next();
  };
  return (c, next) => {
    // A token verified before, as browsers send it, is taken as it is: no pattern runs over its
    // several hundred characters, no step waits. Anything else takes the full check.
    const header = c.req.header('authorization');
    const caller = header?.startsWith('Bearer ') ? verifyCaller.known?.(header.slice(7)) : undefined;
    if (!caller) return verifyAndGoOn(c, next, header);
    c.set('auth', caller);
    return next();
  };
}
