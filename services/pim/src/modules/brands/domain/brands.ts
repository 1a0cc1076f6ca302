import { hasLineListImporter } from '@lineup/contracts/line-list-importers';
import { errorMessages } from '@lineup/contracts/messages';
import type { Brand, BrandStatus } from '@lineup/contracts/pim';
import { pimMessages } from '@lineup/contracts/pim-messages';
import {
  FOREIGN_KEY_VIOLATION,
  NUMERIC_VALUE_OUT_OF_RANGE,
  pgErrorCode,
  UNIQUE_VIOLATION,
} from '@lineup/server-kit/db-errors';
import { AppError, badRequest, conflict, notFound } from '@lineup/server-kit/errors';
import type { CustomerDirectory } from '@lineup/users/directories';
import { asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { brands, importFormats, items, lineLists } from '../../../db/schema';

type BrandRow = typeof brands.$inferSelect & { importFormatVersion: number | null };

/**
 * A brand's columns and its latest import format version, read in the same statement (a
 * correlated subquery on the (brand, version) index), so a list of brands is one query.
 */
// Drizzle writes a single table's columns unqualified, so the brand's id is named in full here:
// a bare "id" inside the subquery would be the import format's own.
const brandIdInFull = sql`${brands}.${sql.identifier(brands.id.name)}`;
export const brandColumns = {
  ...getTableColumns(brands),
  importFormatVersion: sql<
    number | null
  >`(select max(${importFormats.version}) from ${importFormats} where ${importFormats.brandId} = ${brandIdInFull})`
    .mapWith(Number)
    .as('import_format_version'),
};

export function toBrand(row: BrandRow): Brand {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    status: row.status,
    wholesalePercent: Number(row.wholesalePercent),
    imageNamingRule: row.imageNamingRule,
    importFormatVersion: row.importFormatVersion,
    hasImportFormat: row.importFormatVersion !== null || hasLineListImporter(row.name),
    orderRules: {
      minUnitsPerOrder: row.minUnitsPerOrder,
      minUnitsPerStyle: row.minUnitsPerStyle,
      casePack: row.casePack,
    },
    stockDisplay: row.stockDisplay,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const brandNotFound = () => notFound(errorMessages.brands[404]);

/**
 * A duplicate name (case and surrounding spaces ignored, by the unique index) becomes 409; a
 * category id too large for its column is wrong input (400), not a server failure.
 */
function mapWriteError(error: unknown): never {
  if (error instanceof AppError) throw error;
  if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(errorMessages.brands[409]);
  if (pgErrorCode(error) === NUMERIC_VALUE_OUT_OF_RANGE) throw badRequest(errorMessages.brands[400]);
  throw error;
}

/** Every brand, ordered by name without regard to case (then by id, so the order is stable). */
export async function listBrands(db: PimDb, options: { orderDir?: 'asc' | 'desc' } = {}): Promise<Brand[]> {
  const direction = options.orderDir === 'desc' ? desc : asc;
  const rows = await db
    .select(brandColumns)
    .from(brands)
    .orderBy(direction(sql`lower(${brands.name})`), direction(brands.id));
  return rows.map(toBrand);
}

export async function getBrand(db: PimDb, id: number): Promise<Brand> {
  const [row] = await db.select(brandColumns).from(brands).where(eq(brands.id, id));
  if (!row) throw brandNotFound();
  return toBrand(row);
}

export type NewBrand = {
  name: string;
  categoryId: number;
  description?: string | null;
  wholesalePercent?: number;
};

/** A new brand is active. The name is stored trimmed. */
export async function createBrand(db: PimDb, input: NewBrand): Promise<Brand> {
  try {
    const [row] = await db
      .insert(brands)
      .values({
        name: input.name.trim(),
        categoryId: input.categoryId,
        description: input.description ?? null,
        status: 'active',
        ...(input.wholesalePercent !== undefined && { wholesalePercent: input.wholesalePercent.toFixed(2) }),
      })
      .returning();
    return toBrand({ ...row!, importFormatVersion: null });
  } catch (error) {
    mapWriteError(error);
  }
}

export type BrandChanges = {
  name?: string;
  categoryId?: number;
  description?: string | null;
  status?: BrandStatus;
  wholesalePercent?: number;
};

export async function updateBrand(db: PimDb, id: number, changes: BrandChanges): Promise<Brand> {
  try {
    const [row] = await db
      .update(brands)
      .set({
        ...(changes.name !== undefined && { name: changes.name.trim() }),
        ...(changes.categoryId !== undefined && { categoryId: changes.categoryId }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.status !== undefined && { status: changes.status }),
        ...(changes.wholesalePercent !== undefined && { wholesalePercent: changes.wholesalePercent.toFixed(2) }),
        updatedAt: sql`now()`,
      })
      .where(eq(brands.id, id))
      .returning(brandColumns);
    if (!row) throw brandNotFound();
    return toBrand(row);
  } catch (error) {
    mapWriteError(error);
  }
}

/**
 * Deletes a brand that nothing uses. A brand with line lists (staged ones included) or items, or
 * named in a store's brand focus (the users' data), is refused with 409 and nothing changes; the
 * row lock and the foreign keys keep a concurrent upload from slipping in between the check and
 * the delete.
 */
export async function deleteBrand(
  db: PimDb,
  customers: Pick<CustomerDirectory, 'storesWithBrand'>,
  id: number,
): Promise<{ id: number }> {
  try {
    // Read before the transaction: the embedded database has one connection, which the
    // transaction holds. The users service does not read the PIM's brands, so a store given this
    // brand in that instant would keep its id; the store page shows such a row as no brand.
    const stores = await customers.storesWithBrand(id);
    return await db.transaction(async (tx) => {
      const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).for('update');
      if (!brand) throw brandNotFound();
      const [lists] = await tx.select({ n: count() }).from(lineLists).where(eq(lineLists.brandId, id));
      const [brandItems] = await tx.select({ n: count() }).from(items).where(eq(items.brandId, id));
      if ((lists?.n ?? 0) > 0 || (brandItems?.n ?? 0) > 0) throw conflict(pimMessages.brandInUse);
      if (stores > 0) throw conflict(pimMessages.brandInStoreFocus(stores));
      await tx.delete(brands).where(eq(brands.id, id));
      return { id };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(pimMessages.brandInUse);
    throw error;
  }
}

/** A brand's id and name, for a call that names it; 404 when there is no such brand. */
export async function brandById(db: PimDb, brandId: number) {
  const [brand] = await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw notFound(errorMessages.brands[404]);
  return brand;
}
