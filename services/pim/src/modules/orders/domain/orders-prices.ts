import { orderMessages } from '@lineup/contracts/order-messages';
import { conflict, notFound } from '@lineup/server-kit/errors';
import { eq, sql } from 'drizzle-orm';
import { brands, lineListItems, lineLists } from '../../../db/schema';
import type { Reader } from './orders-read';

/**
 * Where an order line's SKU, parent fields and price come from: a saved line list, priced by the
 * brand's wholesale rule and the organization's discount for the brand.
 */

export type SkuSnapshotRow = {
  sku: string;
  size: string;
  modelCode: string;
  silhouette: string;
  color: string;
  msrp: string | null;
  /** MSRP × wholesale percent × (1 − discount), rounded to the cent; null without an MSRP. */
  unitPrice: string | null;
};

/**
 * The line list's SKUs among `skus`, with their parent's fields, MSRP and unit price (first parent
 * if repeated). The price is computed in SQL numeric so no binary float ever touches money.
 */
export async function findLineListSkus(
  db: Reader,
  lineListId: number,
  skus: string[],
  discountPercent: number,
): Promise<Map<string, SkuSnapshotRow>> {
  // node-postgres and PGlite both answer raw SQL with { rows }.
  const result = (await db.execute(sql`
    SELECT s.elem->>'sku' AS "sku", coalesce(s.elem->>'size', '') AS "size",
           li.model_code AS "modelCode", li.silhouette AS "silhouette", li.color AS "color",
           li.msrp::text AS "msrp",
           round(li.msrp * b.wholesale_percent / 100 * (1 - ${String(discountPercent)}::numeric / 100), 2)::text
             AS "unitPrice"
    FROM ${lineListItems} li
    JOIN ${lineLists} ll ON ll.id = li.line_list_id
    JOIN ${brands} b ON b.id = ll.brand_id,
    jsonb_array_elements(li.skus) AS s(elem)
    WHERE li.line_list_id = ${lineListId}
      AND s.elem->>'sku' IN (${sql.join(
        skus.map((sku) => sql`${sku}`),
        sql`, `,
      )})
    ORDER BY li.id`)) as unknown as { rows: SkuSnapshotRow[] };
  const found = new Map<string, SkuSnapshotRow>();
  for (const row of result.rows) if (!found.has(row.sku)) found.set(row.sku, row);
  return found;
}

export type SavedLineList = { id: number; brandId: number };

/** A line list whose SKUs may be ordered: it exists and is saved. */
export async function readSavedLineList(db: Reader, lineListId: number): Promise<SavedLineList> {
  const [lineList] = await db
    .select({ id: lineLists.id, brandId: lineLists.brandId, state: lineLists.state })
    .from(lineLists)
    .where(eq(lineLists.id, lineListId));
  if (!lineList) throw notFound(orderMessages.lineListNotFound);
  if (lineList.state !== 'saved') throw conflict(orderMessages.lineListNotSaved);
  return lineList;
}
