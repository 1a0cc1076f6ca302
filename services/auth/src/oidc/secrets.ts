import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthDb } from '../db/database';
import { serviceSecrets } from '../db/schema';

/** A private RSA signing key as a JWK, with its key id. */
export type PrivateSigningJwk = z.infer<typeof privateRsaJwkSchema>;
export type PublicJwk = { kty: 'RSA'; n: string; e: string; kid: string; alg: 'RS256'; use: 'sig' };

const privateRsaJwkSchema = z.object({
  kty: z.literal('RSA'),
  kid: z.string().min(1),
  alg: z.literal('RS256'),
  use: z.literal('sig'),
  n: z.string(),
  e: z.string(),
  d: z.string(),
  p: z.string(),
  q: z.string(),
  dp: z.string(),
  dq: z.string(),
  qi: z.string(),
});
const signingKeysSchema = z.array(privateRsaJwkSchema).min(1);
const cookieKeysSchema = z.array(z.string().min(32)).min(1);

export type ServiceSecrets = { signingKeys: PrivateSigningJwk[]; cookieKeys: string[] };

/** RFC 7638 thumbprint of an RSA key: a stable key id. */
function thumbprint(jwk: { e: string; n: string }) {
  return createHash('sha256')
    .update(JSON.stringify({ e: jwk.e, kty: 'RSA', n: jwk.n }))
    .digest('base64url');
}

function generateSigningKey(): PrivateSigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return privateRsaJwkSchema.parse({
    ...jwk,
    kid: thumbprint(jwk as { e: string; n: string }),
    alg: 'RS256',
    use: 'sig',
  });
}

/**
 * Reads a secret, creating it on first start. Several instances starting together all insert;
 * the first insert wins (ON CONFLICT DO NOTHING) and everyone reads back the same value.
 */
async function loadOrCreate<T>(db: AuthDb, name: string, schema: z.ZodType<T>, create: () => T): Promise<T> {
  const read = async () => {
    const [row] = await db
      .select({ value: serviceSecrets.value })
      .from(serviceSecrets)
      .where(eq(serviceSecrets.name, name));
    return row ? schema.parse(row.value) : undefined;
  };
  const existing = await read();
  if (existing !== undefined) return existing;
  await db.insert(serviceSecrets).values({ name, value: create() }).onConflictDoNothing();
  const stored = await read();
  if (stored === undefined) throw new Error(`auth secret "${name}" could not be stored`);
  return stored;
}

/**
 * The token signing keys and the cookie keys, kept in the auth schema so that tokens and
 * sign-in cookies stay valid across restarts and are shared by every instance. Rotation: put a
 * new key first in the list; the provider signs with the first and still accepts the others.
 */
export async function loadServiceSecrets(db: AuthDb): Promise<ServiceSecrets> {
  const signingKeys = await loadOrCreate(db, 'signing-keys', signingKeysSchema, () => [generateSigningKey()]);
  const cookieKeys = await loadOrCreate(db, 'cookie-keys', cookieKeysSchema, () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { signingKeys, cookieKeys };
}

export function toPublicJwk(key: PrivateSigningJwk): PublicJwk {
  return { kty: key.kty, n: key.n, e: key.e, kid: key.kid, alg: key.alg, use: key.use };
}
