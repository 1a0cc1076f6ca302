import { randomBytes, randomInt, type ScryptOptions, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_LENGTH, LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_TTL_SECONDS } from '@lineup/contracts/constants';
import { and, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AuthDb } from '../db/database';
import { loginCodes } from '../db/schema';

/**
 * Upper-case letters and digits (LOGIN_CODE_PATTERN), without the look-alikes 0/O and 1/I, so a
 * code read from a phone is typed right: 32^6, about a billion codes.
 */
export const LOGIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateLoginCode(): string {
  let code = '';
  for (let i = 0; i < LOGIN_CODE_LENGTH; i++) code += LOGIN_CODE_ALPHABET[randomInt(LOGIN_CODE_ALPHABET.length)];
  return code;
}

// scrypt, with a salt per code: a leaked row does not give the code back without brute force at
// ~20 ms per guess. The parameters are stored with the hash so they can change later.
const SCRYPT = { N: 2 ** 14, r: 8, p: 1, keyLength: 32 } as const;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashLoginCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(code, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function loginCodeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(code, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/**
 * Stores a new code for this sign-in (interaction) and e-mail, replacing any code the same sign-in
 * still had: only its latest code works. Codes of other sign-ins, for the same e-mail or not, stay
 * as they are: someone else asking for a code for this address never voids the one its owner is
 * about to type. Returns the code's row id (to withdraw it if the mail cannot be sent).
 */
export async function storeLoginCode(
  db: AuthDb,
  input: { email: string; interactionUid: string; code: string; now: number },
): Promise<string> {
  const codeHash = await hashLoginCode(input.code);
  return db.transaction(async (tx) => {
    await tx
      .delete(loginCodes)
      .where(and(eq(loginCodes.interactionUid, input.interactionUid), isNull(loginCodes.consumedAt)));
    const [row] = await tx
      .insert(loginCodes)
      .values({
        email: input.email,
        interactionUid: input.interactionUid,
        codeHash,
        createdAt: new Date(input.now),
        expiresAt: new Date(input.now + LOGIN_CODE_TTL_SECONDS * 1000),
      })
      .returning({ id: loginCodes.id });
    return row!.id;
  });
}

export async function withdrawLoginCode(db: AuthDb, id: string) {
  await db.delete(loginCodes).where(eq(loginCodes.id, id));
}

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: 'invalid_code' | 'too_many_attempts' | 'code_expired' | 'code_used' };

type CodeRow = typeof loginCodes.$inferSelect;

function refusal(row: CodeRow | undefined, now: number): CodeCheck | undefined {
  if (!row) return { ok: false, reason: 'code_expired' };
  if (row.consumedAt) return { ok: false, reason: 'code_used' };
  if (row.expiresAt.getTime() <= now) return { ok: false, reason: 'code_expired' };
  if (row.attempts >= LOGIN_CODE_MAX_ATTEMPTS) return { ok: false, reason: 'too_many_attempts' };
  return undefined;
}

export type LoginCode = CodeRow;

/**
 * The latest code of a sign-in (interaction), used or not: its e-mail is the address the sign-in
 * asked a code for. Undefined when the sign-in has not asked for one.
 */
export async function latestLoginCode(db: AuthDb, interactionUid: string): Promise<LoginCode | undefined> {
  const [row] = await db
    .select()
    .from(loginCodes)
    .where(eq(loginCodes.interactionUid, interactionUid))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Checks a code typed against a sign-in's latest code (from latestLoginCode). Each try is counted
 * before the comparison (a conditional UPDATE), so parallel guesses cannot get more than
 * LOGIN_CODE_MAX_ATTEMPTS comparisons; the right code is marked used by another conditional
 * UPDATE, so it works once.
 */
export async function checkLoginCode(
  db: AuthDb,
  input: { stored: LoginCode; code: string; now: number },
): Promise<CodeCheck> {
  const { stored: row } = input;
  const refused = refusal(row, input.now);
  if (refused) return refused;

  const now = new Date(input.now);
  const [counted] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(
      and(
        eq(loginCodes.id, row.id),
        lt(loginCodes.attempts, LOGIN_CODE_MAX_ATTEMPTS),
        isNull(loginCodes.consumedAt),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: loginCodes.attempts });
  if (!counted) {
    // Tries made at the same moment used up the last attempts (or the code, or a newer code
    // replaced it): judge it as it is now.
    const [current] = await db.select().from(loginCodes).where(eq(loginCodes.id, row.id));
    return refusal(current, input.now) ?? { ok: false, reason: 'too_many_attempts' };
  }

  if (await loginCodeMatches(input.code, row.codeHash)) {
    const [used] = await db
      .update(loginCodes)
      .set({ consumedAt: now })
      .where(and(eq(loginCodes.id, row.id), isNull(loginCodes.consumedAt)))
      .returning({ id: loginCodes.id });
    return used ? { ok: true } : { ok: false, reason: 'code_used' };
  }
  return { ok: false, reason: counted.attempts >= LOGIN_CODE_MAX_ATTEMPTS ? 'too_many_attempts' : 'invalid_code' };
}

/** The periodic clean-up: expired codes (used or not) are of no use any more. */
export async function deleteExpiredLoginCodes(db: AuthDb, now: number) {
  await db.delete(loginCodes).where(lte(loginCodes.expiresAt, new Date(now)));
}
