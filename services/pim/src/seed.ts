import { BRAND_CATEGORY_ID, CROCS_BRAND_NAME } from '@lineup/contracts/constants';
import { CROCS_IMPORT_FORMAT } from '@lineup/contracts/import-format-definition';
import { count, eq, sql } from 'drizzle-orm';
import type { PimDb } from './db/database';
import { brands, importFormats } from './db/schema';
import { insertNextVersion } from './modules/import-formats/domain/import-formats';

/** Brands added on the very first start only, so a new team sees a working brands page. */
export const FIRST_START_BRANDS = [
  { name: 'Birkenstock', description: 'Sandals and clogs' },
  { name: 'Hey Dude', description: null },
] as const;

/**
 * Idempotent seed of the PIM service: the brand Crocs always exists (the line-list parser is
 * Crocs's). On a first start (no brand at all) two more brands are added; once someone has
 * edited the brand list, a restart never brings deleted brands back. Crocs gets the built-in Crocs
 * import format as its version 1 when it has no format yet; a format staff saved is never touched.
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
    // Locked like a save of the format, so two instances starting at once add one version 1.
    const [crocs] = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(sql`lower(btrim(${brands.name})) = ${CROCS_BRAND_NAME.toLowerCase()}`)
      .for('no key update');
    if (!crocs) return;
    const [formats] = await tx.select({ n: count() }).from(importFormats).where(eq(importFormats.brandId, crocs.id));
    if ((formats?.n ?? 0) === 0) await insertNextVersion(tx, crocs.id, CROCS_IMPORT_FORMAT);
  });
}
