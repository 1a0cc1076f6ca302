import { NO_ORDER_RULES } from '@lineup/contracts/order-rules';
import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { eq, inArray } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { brands, lineLists } from '../../../db/schema';
import { readDeliveryWindowsByLineList } from '../../line-lists/domain/delivery-windows';
import { orderRulesColumns, toOrderRules } from '../../orders/domain/order-terms';

/**
 * What the cart shows of a draft's catalog besides its lines: the deadline for orders, the
 * brand's order rules (what the draft is still missing) and the delivery windows to choose from at
 * checkout. A catalog the store sees (PortalCatalog) carries the same three.
 */
export type DraftTerms = Pick<PortalDraft, 'deadline' | 'orderRules' | 'deliveryWindows'>;

export const NO_TERMS: DraftTerms = { deadline: null, orderRules: NO_ORDER_RULES, deliveryWindows: [] };

/** The terms of each line list named, in two queries whatever their number. */
export async function lineListDraftTerms(db: PimDb, lineListIds: number[]): Promise<Map<number, DraftTerms>> {
  const ids = [...new Set(lineListIds)];
  if (ids.length === 0) return new Map();
  const [rows, windows] = await Promise.all([
    db
      .select({ id: lineLists.id, deadline: lineLists.deadline, ...orderRulesColumns })
      .from(lineLists)
      .innerJoin(brands, eq(brands.id, lineLists.brandId))
      .where(inArray(lineLists.id, ids)),
    readDeliveryWindowsByLineList(db, ids),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      { deadline: row.deadline, orderRules: toOrderRules(row), deliveryWindows: windows.get(row.id) ?? [] },
    ]),
  );
}

/** One line list's terms (none for a line list that is not there). */
export async function draftTermsOf(db: PimDb, lineListId: number): Promise<DraftTerms> {
  return (await lineListDraftTerms(db, [lineListId])).get(lineListId) ?? NO_TERMS;
}
