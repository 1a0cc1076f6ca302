import {
  type BrandImportFormat,
  CROCS_IMPORT_FORMAT,
  type ImportFormat,
  type ImportFormatDefinition,
} from '@lineup/contracts/import-formats';
import { hasLineListImporter } from '@lineup/contracts/line-list-importers';
import { errorMessages } from '@lineup/contracts/messages';
import { notFound } from '@lineup/server-kit/errors';
import { desc, eq, max } from 'drizzle-orm';
import type { PimDb, Tx } from '../../../db/database';
import { brands, importFormats } from '../../../db/schema';

type ImportFormatRow = typeof importFormats.$inferSelect;

/** The versions a brand's format page lists, newest first: staff save a format a handful of times. */
export const IMPORT_FORMAT_VERSIONS_LISTED = 100;

export function toImportFormat(row: ImportFormatRow): ImportFormat {
  return {
    id: row.id,
    brandId: row.brandId,
    version: row.version,
    definition: row.definition,
    createdAt: row.createdAt.toISOString(),
  };
}

const brandNotFound = () => notFound(errorMessages.brands[404]);

async function latestFormat(db: PimDb | Tx, brandId: number): Promise<ImportFormatRow | undefined> {
  const [row] = await db
    .select()
    .from(importFormats)
    .where(eq(importFormats.brandId, brandId))
    .orderBy(desc(importFormats.version))
    .limit(1);
  return row;
}

/**
 * The format an upload of this brand is read with: its latest saved version; else, for a brand
 * named like Crocs (hasLineListImporter), the built-in CROCS_IMPORT_FORMAT (id/version null);
 * else null (the brand cannot import yet).
 */
export async function effectiveImportFormat(
  db: PimDb | Tx,
  brand: { id: number; name: string },
): Promise<{ id: number | null; version: number | null; definition: ImportFormatDefinition } | null> {
  const latest = await latestFormat(db, brand.id);
  if (latest) return { id: latest.id, version: latest.version, definition: latest.definition };
  if (hasLineListImporter(brand.name)) return { id: null, version: null, definition: CROCS_IMPORT_FORMAT };
  return null;
}

/** A brand's current format, whether it falls back to the built-in Crocs format, and its versions. */
export async function getBrandImportFormat(db: PimDb, brandId: number): Promise<BrandImportFormat> {
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw brandNotFound();
  const rows = await db
    .select()
    .from(importFormats)
    .where(eq(importFormats.brandId, brandId))
    .orderBy(desc(importFormats.version))
    .limit(IMPORT_FORMAT_VERSIONS_LISTED);
  const [current] = rows;
  return {
    current: current ? toImportFormat(current) : null,
    usesBuiltInCrocsFormat: !current && hasLineListImporter(brand.name),
    versions: rows.map((row) => ({ version: row.version, createdAt: row.createdAt.toISOString() })),
  };
}

/**
 * Saves a definition (already validated) as the brand's next version, unless it is the current
 * version's (answered with `unchanged`). The brand row is locked
 * (no key update: line lists may still be inserted for it meanwhile) so concurrent saves take
 * turns and each gets its own number; the unique (brand, version) index backs that up.
 */
export async function saveImportFormat(
  db: PimDb | Tx,
  brandId: number,
  definition: ImportFormatDefinition,
): Promise<{ format: ImportFormat; unchanged: boolean }> {
  return db.transaction(async (tx) => {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('no key update');
    if (!brand) throw brandNotFound();
    // Saving the format uploads already use makes no new version: the versions list real changes.
    const current = await latestFormat(tx, brandId);
    if (current && canonicalJson(current.definition) === canonicalJson(definition)) {
      return { format: toImportFormat(current), unchanged: true };
    }
    return { format: await insertNextVersion(tx, brandId, definition), unchanged: false };
  });
}

/** JSON with every object's keys in order: the database's JSON keeps its own key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** Inserts the next version; the caller holds the brand row's lock. */
export async function insertNextVersion(
  tx: Tx,
  brandId: number,
  definition: ImportFormatDefinition,
): Promise<ImportFormat> {
  const [last] = await tx
    .select({ version: max(importFormats.version) })
    .from(importFormats)
    .where(eq(importFormats.brandId, brandId));
  const [row] = await tx
    .insert(importFormats)
    .values({ brandId, version: (last?.version ?? 0) + 1, definition })
    .returning();
  return toImportFormat(row!);
}
