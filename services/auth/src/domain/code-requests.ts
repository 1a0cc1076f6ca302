import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { AuthDb } from '../db/database';
import { codeRequests } from '../db/schema';

/** How many codes may be asked for in a sliding window, per e-mail and per client address. */
export type CodeRequestLimits = { perEmail: number; perAddress: number; windowSeconds: number };

export const DEFAULT_CODE_REQUEST_LIMITS: CodeRequestLimits = { perEmail: 5, perAddress: 20, windowSeconds: 10 * 60 };

/**
 * Records a request for a code unless it goes over a limit. Requests for unknown e-mails count
 * too (they are how addresses get probed). Checking and recording happen under one transaction
 * lock, so instances running side by side cannot let through more than the limit together.
 */
export async function admitCodeRequest(
  db: AuthDb,
  input: { email: string; clientAddress: string; now: number; limits: CodeRequestLimits },
): Promise<boolean> {
  const since = new Date(input.now - input.limits.windowSeconds * 1000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('auth.code_requests'))`);
    const [byEmail] = await tx
      .select({ n: count() })
      .from(codeRequests)
      .where(and(eq(codeRequests.email, input.email), gt(codeRequests.createdAt, since)));
    if ((byEmail?.n ?? 0) >= input.limits.perEmail) return false;
    const [byAddress] = await tx
      .select({ n: count() })
      .from(codeRequests)
      .where(and(eq(codeRequests.clientAddress, input.clientAddress), gt(codeRequests.createdAt, since)));
    if ((byAddress?.n ?? 0) >= input.limits.perAddress) return false;
    await tx
      .insert(codeRequests)
      .values({ email: input.email, clientAddress: input.clientAddress, createdAt: new Date(input.now) });
    return true;
  });
}

/** The periodic clean-up: requests older than the window no longer count. */
export async function deleteOldCodeRequests(db: AuthDb, now: number, limits: CodeRequestLimits) {
  await db.delete(codeRequests).where(lte(codeRequests.createdAt, new Date(now - limits.windowSeconds * 1000)));
}
