import { count } from 'drizzle-orm';
import { BRAND_CATEGORY_ID, CROCS_BRAND_NAME } from '@lineup/contracts/constants';
import type { PimDb } from '../db/database';
import { brands } from '../db/schema';

/** Brands added on the very first start only, so a new team sees a working brands page. */
export const FIRST_START_BRANDS = [
  { name: 'Birkenstock', description: 'Sandals and clogs' },
  { name: 'Hey Dude', description: null },
] as const;

/**
 * Idempotent seed of the PIM service: the brand Crocs always exists (the line-list parser is
 * Crocs's). On a first start (no brand at all) two more brands are added; once someone has
 * edited the brand list, a restart never brings deleted brands back.
 */
export async function seedPim(db: PimDb): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(brands);
    const firstStart = (existing?.n ?? 0) === 0;
    const rows = [{ name: CROCS_BRAND_NAME, description: null }, ...(firstStart ? FIRST_START_BRANDS : [])].map(
      (brand) => ({ ...brand, categoryId: BRAND_CATEGORY_ID, status: 'active' as const }),
    );
    // Names are unique without regard to case: an existing 'crocs' counts as Crocs.
    await tx.insert(brands).values(rows).onConflictDoNothing();
  });
}
