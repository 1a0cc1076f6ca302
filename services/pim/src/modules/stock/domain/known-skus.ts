import { sql } from 'drizzle-orm';
import { items, lineListItems, lineLists } from '../../../db/schema';
import type { StockReader } from './stock-ledger';

/**
 * The SKUs among `skus` the brand does not have, in the order given: a SKU is the brand's when one
 * of its items or of its saved line lists holds it. Stock of a SKU nobody can order is a sign of a
 * file meant for another brand, or of a typing slip. The SKUs go as one JSON text, not a parameter
 * each: a stock file may name more SKUs than a statement takes parameters.
 */
export async function unknownSkus(db: StockReader, brandId: number, skus: readonly string[]): Promise<string[]> {
  if (skus.length === 0) return [];
  // node-postgres and PGlite both answer raw SQL with { rows }.
  const result = (await db.execute(sql`
    WITH known AS (
      SELECT e.elem->>'sku' AS sku FROM ${items} i, jsonb_array_elements(i.skus) AS e(elem)
      WHERE i.brand_id = ${brandId}
      UNION
      SELECT e.elem->>'sku' FROM ${lineListItems} li
        JOIN ${lineLists} ll ON ll.id = li.line_list_id, jsonb_array_elements(li.skus) AS e(elem)
      WHERE ll.brand_id = ${brandId} AND ll.state = 'saved'
    )
    SELECT f.sku FROM jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb) WITH ORDINALITY AS f(sku, n)
    LEFT JOIN known k ON k.sku = f.sku
    WHERE k.sku IS NULL
    ORDER BY f.n`)) as unknown as { rows: { sku: string }[] };
  return result.rows.map((row) => row.sku);
}
