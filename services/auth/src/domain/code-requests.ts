import { lockUntilTransactionEnds } from '@lineup/server-kit/transaction-lock';
import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { AuthDb } from '../db/database';
import { codeRequests } from '../db/schema';
import { mailBackoffSeconds, type SignInLimits } from './sign-in-limits';

export type CodeMailReservation =
  | { ok: true }
  /** This sign-in has had its codes: start a new sign-in. */
  | { ok: false; reason: 'sign_in_quota' }
  /** Many codes went to this address lately, from any sign-in: the next one may go in `waitSeconds`. */
  | { ok: false; reason: 'mail_backoff'; waitSeconds: number };

/**
 * Books the mail of a new code for `email` in one sign-in (interaction), or says why not.
 *
 * The quota belongs to the sign-in, so requests in other sign-ins (a stranger typing someone
 * else's address) never use it up. Across all sign-ins the address has a backoff instead of a hard
 * ceiling: mail flooding slows to a trickle, yet the person can always get a code after a wait.
 * Refusals are not recorded: asking during a wait does not make the wait longer.
 * Counting and booking happen under one transaction lock per e-mail, so instances side by side
 * cannot book more together.
 */
export async function reserveCodeMail(
  db: AuthDb,
  input: { email: string; interactionUid: string; clientAddress: string; now: number; limits: SignInLimits },
): Promise<CodeMailReservation> {
  const backoff = input.limits.mailBackoff;
  const since = new Date(input.now - backoff.windowSeconds * 1000);
  return db.transaction(async (tx) => {
    await lockUntilTransactionEnds(tx, `auth.code_requests:${input.email}`);
    const [inSignIn] = await tx
      .select({ n: count() })
      .from(codeRequests)
      .where(
        and(
          eq(codeRequests.interactionUid, input.interactionUid),
          eq(codeRequests.email, input.email),
          gt(codeRequests.createdAt, since),
        ),
      );
    if ((inSignIn?.n ?? 0) >= input.limits.codesPerSignIn) return { ok: false, reason: 'sign_in_quota' } as const;

    const recent = await tx
      .select({ createdAt: codeRequests.createdAt })
      .from(codeRequests)
      .where(and(eq(codeRequests.email, input.email), gt(codeRequests.createdAt, since)))
      .orderBy(desc(codeRequests.createdAt));
    const wait = mailBackoffSeconds(backoff, recent.length);
    const latest = recent[0]?.createdAt.getTime();
    if (latest !== undefined && wait > 0) {
      const waitLeft = Math.ceil((latest + wait * 1000 - input.now) / 1000);
      if (waitLeft > 0) return { ok: false, reason: 'mail_backoff', waitSeconds: waitLeft } as const;
    }

    await tx.insert(codeRequests).values({
      email: input.email,
      interactionUid: input.interactionUid,
      clientAddress: input.clientAddress,
      createdAt: new Date(input.now),
    });
    return { ok: true } as const;
  });
}

/** The periodic clean-up: mails older than the backoff window no longer count. */
export async function deleteOldCodeRequests(db: AuthDb, now: number, limits: SignInLimits) {
  await db
    .delete(codeRequests)
    .where(lte(codeRequests.createdAt, new Date(now - limits.mailBackoff.windowSeconds * 1000)));
}
