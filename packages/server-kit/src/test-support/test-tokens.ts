import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { createTokenVerifier, type VerifyToken } from '../access-token';

export const TEST_ISSUER = 'http://localhost:3000/oidc';
export const TEST_AUDIENCE = 'http://localhost:3000/api';

/**
 * A real key pair and a verifier bound to it, for API tests: tokens are signed and verified
 * exactly as in production, only the keys come from the test instead of the auth service.
 */
export async function createTestTokens() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), alg: 'RS256', use: 'sig', kid: 'test' };
  const verifyToken: VerifyToken = createTokenVerifier({
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    jwks: { keys: [publicJwk] },
  });

  async function sign(
    claims: Record<string, unknown> & { sub: string },
    options: {
      expiresInSeconds?: number;
      issuer?: string;
      audience?: string;
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

  /** A token for the given user id, as the auth service would issue it. */
  const tokenFor = (sub: string, extra: Record<string, unknown> = {}) => sign({ sub, ...extra });

  return { verifyToken, sign, tokenFor, publicJwk };
}
