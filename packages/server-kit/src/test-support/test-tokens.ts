import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { createTokenVerifier, type LookupPrincipal, type VerifyToken } from '../access-token';

export const TEST_ISSUER = 'http://localhost:3000/oidc';
export const TEST_AUDIENCE = 'http://localhost:3000/api';
export const TEST_PORTAL_AUDIENCE = 'http://localhost:3000/api/portal';

/**
 * A real key pair and a verifier bound to it, for API tests: tokens are signed and verified
 * exactly as in production (both audiences, as the one-process server does), only the keys come
 * from the test instead of the auth service.
 */
export async function createTestTokens() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), alg: 'RS256', use: 'sig', kid: 'test' };
  const verifyToken: VerifyToken = createTokenVerifier({
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    portalAudience: TEST_PORTAL_AUDIENCE,
    jwks: { keys: [publicJwk] },
  });

  async function sign(
    claims: Record<string, unknown> & { sub: string },
    options: {
      expiresInSeconds?: number;
      issuer?: string;
      audience?: string | string[];
      key?: Parameters<SignJWT['sign']>[0];
    } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'test' })
      .setIssuer(options.issuer ?? TEST_ISSUER)
      .setAudience(options.audience ?? TEST_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresInSeconds ?? 900))
      .sign(options.key ?? privateKey);
  }

  /** A back-office token for the given user id, as the auth service issues it to the web client. */
  const tokenFor = (sub: string, extra: Record<string, unknown> = {}) => sign({ sub, kind: 'staff', ...extra });

  /** A customer portal token, as the auth service issues it to the portal client. */
  const portalTokenFor = (sub: string, organizationId: string, extra: Record<string, unknown> = {}) =>
    sign({ sub, kind: 'customer', organizationId, ...extra }, { audience: TEST_PORTAL_AUDIENCE });

  return { verifyToken, sign, tokenFor, portalTokenFor, publicJwk };
}

/**
 * A principal lookup for tests about something else than who may call: every subject is an active
 * staff member. Tests of access use the users service's real lookup.
 */
export const everyoneIsStaff: LookupPrincipal = async (userId) => ({ kind: 'staff', userId });
