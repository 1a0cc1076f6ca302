import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { type Adapter, type AdapterPayload, errors } from 'oidc-provider';
import type { AuthDb } from '../db/database';
import { oidcPayloads } from '../db/schema';

type Row = typeof oidcPayloads.$inferSelect;

function toPayload(row: Row | undefined, now: number): AdapterPayload | undefined {
  if (!row) return undefined;
  if (row.expiresAt && row.expiresAt.getTime() <= now) return undefined;
  const payload: AdapterPayload = { ...row.payload };
  if (row.consumedAt) payload.consumed = Math.floor(row.consumedAt.getTime() / 1000);
  return payload;
}

/**
 * oidc-provider's storage on auth.oidc_payloads: one row per (model, id). The provider keeps its
 * own clock (Date.now), so expiry here follows the real time, not the service's injected clock.
 */
export function createOidcAdapter(db: AuthDb): new (model: string) => Adapter {
  return class DrizzleOidcAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const columns = {
        payload,
        grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
        userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values({ model: this.model, id, ...columns })
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: columns });
    }

    async find(id: string) {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
      return toPayload(row, Date.now());
    }

    async findByUid(uid: string) {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.uid, uid)))
        .limit(1);
      return toPayload(row, Date.now());
    }

    async findByUserCode(userCode: string) {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.userCode, userCode)))
        .limit(1);
      return toPayload(row, Date.now());
    }

    /**
     * Atomic: only the first of two parallel redemptions marks the row. The loser finds it already
     * consumed, which is a replay: the whole grant is revoked and the request refused, as the
     * provider does itself when it sees a consumed code or refresh token.
     */
    async consume(id: string) {
      const key = and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id));
      const marked = await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(key, isNull(oidcPayloads.consumedAt)))
        .returning({ id: oidcPayloads.id });
      if (marked.length > 0) return;
      // Already consumed, or already gone (a parallel replay revoked it): refuse either way.
      const [row] = await db.select({ grantId: oidcPayloads.grantId }).from(oidcPayloads).where(key);
      if (row?.grantId) await revokeGrant(db, row.grantId);
      throw new errors.InvalidGrant(`${this.model} already consumed`);
    }

    async destroy(id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
    }
  };
}

/** Removes a grant and every token issued under it. */
export async function revokeGrant(db: AuthDb, grantId: string) {
  await db
    .delete(oidcPayloads)
    .where(or(eq(oidcPayloads.grantId, grantId), and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, grantId))));
}

/** The periodic clean-up: rows past their expiry are of no use to anyone. */
export async function deleteExpiredOidcRows(db: AuthDb, now: number) {
  await db.delete(oidcPayloads).where(lte(oidcPayloads.expiresAt, new Date(now)));
}
