import type { MiddlewareHandler } from 'hono';
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { platformMessages } from '@lineup/contracts/messages';
import { fail, type AppEnv } from './http';

export type VerifiedToken = { subject: string; claims: Record<string, unknown> };
export type VerifyToken = (token: string) => Promise<VerifiedToken>;

export class TokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenError';
  }
}

/**
 * Verifies JWT access tokens issued by the auth service: signature through its JWKS,
 * issuer and audience (the API resource) checked, expiry enforced.
 */
export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  jwks: URL | { keys: unknown[] };
}): VerifyToken {
  const keySet: JWTVerifyGetKey =
    options.jwks instanceof URL
      ? createRemoteJWKSet(options.jwks)
      : // biome-ignore lint/suspicious/noExplicitAny: jose's JSONWebKeySet type is narrower than a parsed JSON document.
        createLocalJWKSet(options.jwks as any);
  // A token is immutable and verified against keys that do not change while it lives, so the
  // answer can be reused until the token expires. Bounded: the oldest entries make room.
  const verified = new Map<string, VerifiedToken & { expiresAtMs: number }>();
  const CACHE_LIMIT = 10_000;
  return async (token) => {
    const cached = verified.get(token);
    if (cached) {
      if (cached.expiresAtMs > Date.now()) return { subject: cached.subject, claims: cached.claims };
      verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: options.audience,
        typ: 'at+jwt',
      });
      if (!payload.sub) throw new TokenError(platformMessages.invalidToken);
      const result = { subject: payload.sub, claims: payload as Record<string, unknown> };
      if (typeof payload.exp === 'number') {
        if (verified.size >= CACHE_LIMIT) verified.delete(verified.keys().next().value as string);
        verified.set(token, { ...result, expiresAtMs: payload.exp * 1000 });
      }
      return result;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new TokenError(platformMessages.expiredToken);
      throw new TokenError(platformMessages.invalidToken);
    }
  };
}

/**
 * Also refuses the still-valid tokens of subjects who may no longer use the APIs (a deactivated
 * user): access tokens live 15 minutes, a deactivation takes effect within `recheckMs`.
 * `isActive` is asked at most once per subject per `recheckMs`, so the hot path stays a lookup.
 */
export function refusingInactiveSubjects(
  verifyToken: VerifyToken,
  isActive: (subject: string) => Promise<boolean>,
  options: { recheckMs?: number; now?: () => number } = {},
): VerifyToken {
  const recheckMs = options.recheckMs ?? 5_000;
  const now = options.now ?? Date.now;
  // The pending answer is kept, so concurrent requests of one subject ask once.
  const checked = new Map<string, { active: Promise<boolean>; at: number }>();
  const CACHE_LIMIT = 10_000;
  return async (token) => {
    const verified = await verifyToken(token);
    const { subject } = verified;
    let entry = checked.get(subject);
    if (!entry || now() - entry.at >= recheckMs) {
      const fresh = { active: isActive(subject), at: now() };
      entry = fresh;
      checked.delete(subject);
      if (checked.size >= CACHE_LIMIT) checked.delete(checked.keys().next().value as string);
      checked.set(subject, fresh);
      // A failed lookup (the database is down) is not an answer: the next request asks again.
      fresh.active.catch(() => {
        if (checked.get(subject) === fresh) checked.delete(subject);
      });
    }
    if (!(await entry.active)) throw new TokenError(platformMessages.invalidToken);
    return verified;
  };
}

/** Every PIM and users route sits behind this: no token, a bad one or an expired one gets 401. */
export function requireAccessToken(verifyToken: VerifyToken): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) return fail(c, 401, platformMessages.missingToken);
    try {
      c.set('auth', await verifyToken(match[1]));
    } catch (error) {
      // Anything but a refused token (say, the users database being down) is a server error.
      if (!(error instanceof TokenError)) throw error;
      return fail(c, 401, error.message);
    }
    await next();
  };
}
