import { type SQL, sql } from 'drizzle-orm';

/** A transaction (drizzle's, of any schema) that runs SQL. */
type SqlTransaction = { execute(query: SQL): Promise<unknown> };

/**
 * Holds the lock named `name` until the transaction ends (a transaction-level advisory lock on
 * `hashtext(name)`): another transaction asking for the same name waits for this one's commit or
 * rollback. For rules a unique index cannot hold (a name unique whatever its case, hits counted
 * within a window), so that two requests side by side, on one instance or several, cannot both
 * pass the check. Names share one 32-bit space: each starts with what it locks ("store name: …").
 */
export async function lockUntilTransactionEnds(tx: SqlTransaction, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
