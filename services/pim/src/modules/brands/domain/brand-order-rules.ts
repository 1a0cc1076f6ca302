import type { BrandOrderRules, BrandOrderRulesChange } from '@lineup/contracts/order-rules';
import type { Brand } from '@lineup/contracts/pim';
import { eq, sql } from 'drizzle-orm';
import type { PimDb, Tx } from '../../../db/database';
import { brands } from '../../../db/schema';
import { brandColumns, brandNotFound, toBrand } from './brands';

/**
 * A brand's order rules (order-rules.ts): three nullable columns of its row, each off when null.
 * Every brand answer carries them (toBrand); readBrandOrderRules reads them alone.
 */

/**
 * PUT /api/brands/{brandId}/order-rules: the three rules at once, each a whole number or null,
 * and how the brand shows stock to buyers when given (left as it is when not). 404 when there is
 * no such brand. The call's write publishes the PIM's change topic (app.ts), so every cached
 * answer that carries these (the brands list, the portal's catalogs) is emptied.
 */
export async function setBrandOrderRules(db: PimDb, brandId: number, rules: BrandOrderRulesChange): Promise<Brand> {
  const [row] = await db
    .update(brands)
    .set({
      minUnitsPerOrder: rules.minUnitsPerOrder,
      minUnitsPerStyle: rules.minUnitsPerStyle,
      casePack: rules.casePack,
      ...(rules.stockDisplay !== undefined && { stockDisplay: rules.stockDisplay }),
      updatedAt: sql`now()`,
    })
    .where(eq(brands.id, brandId))
    .returning(brandColumns);
  if (!row) throw brandNotFound();
  return toBrand(row);
}

/**
 * The brand's order rules, read in the caller's transaction when given one, so a check of an
 * order's lines sees the rules as that transaction does. 404 when there is no such brand.
 */
export async function readBrandOrderRules(db: PimDb | Tx, brandId: number): Promise<BrandOrderRules> {
  const [row] = await db
    .select({
      minUnitsPerOrder: brands.minUnitsPerOrder,
      minUnitsPerStyle: brands.minUnitsPerStyle,
      casePack: brands.casePack,
    })
    .from(brands)
    .where(eq(brands.id, brandId));
  if (!row) throw brandNotFound();
  return row;
}
