import { eq, sql } from 'drizzle-orm';
import { orderMessages } from '@lineup/contracts/order-messages';
import { conflict, notFound } from '@lineup/server-kit/errors';
import { lineListItems, lineLists } from '../db/schema';
import type { Reader } from './orders-read';

/** Where an order line's SKU, parent fields and price come from: a saved line list. */

export type SkuSnapshotRow = {
  sku: string;
  size: string;
  modelCode: string;
  silhouette: string;
  color: string;
  msrp: string | null;
};

/** The line list's SKUs among `skus`, with their parent's fields and MSRP (first parent if repeated). */
export async function findLineListSkus(
  db: Reader,
  lineListId: number,
  skus: string[],
): Promise<Map<string, SkuSnapshotRow>> {
  // node-postgres and PGlite both answer raw SQL with { rows }.
  const result = (await db.execute(sql`
    SELECT s.elem->>'sku' AS "sku", coalesce(s.elem->>'size', '') AS "size",
           li.model_code AS "modelCode", li.silhouette AS "silhouette", li.color AS "color",
           li.msrp::text AS "msrp"
    FROM ${lineListItems} li, jsonb_array_elements(li.skus) AS s(elem)
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

export async function readSavedLineList(db: Reader, lineListId: number) {
  const [lineList] = await db
    .select({ id: lineLists.id, brandId: lineLists.brandId, state: lineLists.state })
    .from(lineLists)
    .where(eq(lineLists.id, lineListId));
  if (!lineList) throw notFound(orderMessages.lineListNotFound);
  if (lineList.state !== 'saved') throw conflict(orderMessages.lineListNotSaved);
  return lineList;
}
