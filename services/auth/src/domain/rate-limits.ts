import { lockUntilTransactionEnds } from '@lineup/server-kit/transaction-lock';
import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { AuthDb } from '../db/database';
import { rateLimitHits } from '../db/schema';

/** What a per-address limit is counted for. */
export type RateLimitedAction = 'authorize' | 'code_request' | 'code_verify';

/**
 * Records one hit of `action` from `clientAddress` unless it already had `limit` hits in the last
 * `windowSeconds`; answers whether it was admitted. Counting and recording happen under a
 * transaction lock per (action, address), so instances side by side cannot let through more than
 * the limit together. A refused hit is not written: a client that keeps knocking cannot grow the
 * table, and gets in again as soon as its oldest hit leaves the window.
 */
export async function admitRateLimitedHit(
  db: AuthDb,
  input: { action: RateLimitedAction; clientAddress: string; now: number; limit: number; windowSeconds: number },
): Promise<boolean> {
  const since = new Date(input.now - input.windowSeconds * 1000);
  return db.transaction(async (tx) => {
    await lockUntilTransactionEnds(tx, `auth.rate_limit:${input.action}:${input.clientAddress}`);
    const [hits] = await tx
      .select({ n: count() })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.action, input.action),
          eq(rateLimitHits.clientAddress, input.clientAddress),
          gt(rateLimitHits.createdAt, since),
        ),
      );
    if ((hits?.n ?? 0) >= input.limit) return false;
    await tx
      .insert(rateLimitHits)
      .values({ action: input.action, clientAddress: input.clientAddress, createdAt: new Date(input.now) });
    return true;
  });
}

/** The periodic clean-up: hits older than the window no longer count. */
export async function deleteOldRateLimitHits(db: AuthDb, now: number, windowSeconds: number) {
  await db.delete(rateLimitHits).where(lte(rateLimitHits.createdAt, new Date(now - windowSeconds * 1000)));
}
