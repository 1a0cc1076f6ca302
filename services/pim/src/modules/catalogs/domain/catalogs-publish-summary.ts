import { type CatalogPublishSummary, publishWarnings } from '@lineup/contracts/catalogs-publish';
import { pimMessages } from '@lineup/contracts/pim-messages';
import { conflict } from '@lineup/server-kit/errors';
import { eq } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { brands, lineLists } from '../../../db/schema';
import { sentToCatalogOn } from '../../line-lists/domain/line-list-dates';
import { catalogCounts } from '../../line-lists/domain/line-lists';
import { catalogNotFound } from './catalogs';

/**
 * GET /api/crocs/catalogs/publish-summary/{lineListId}: what publishing shows customers, read in
 * one transaction so the counts and dates are one snapshot: items per catalog, items still
 * unsorted (customers never see them), and the sent-on and deadline dates, with a warning for each
 * missing fact. Read-only: it takes no lock. 404 unknown; 409 no catalogs yet (or only staged).
 */
export async function catalogPublishSummary(db: PimDb, lineListId: number): Promise<CatalogPublishSummary> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        name: lineLists.name,
        brandName: brands.name,
        type: lineLists.type,
        state: lineLists.state,
        catalogsCreated: lineLists.catalogsCreated,
        published: lineLists.published,
        itemsCount: lineLists.itemsCount,
        sentOn: sentToCatalogOn,
        deadline: lineLists.deadline,
      })
      .from(lineLists)
      .innerJoin(brands, eq(brands.id, lineLists.brandId))
      .where(eq(lineLists.id, lineListId));
    if (!row) throw catalogNotFound();
    if (row.state !== 'saved' || !row.catalogsCreated) throw conflict(pimMessages.catalogsNotCreated);
    const catalogs = (await catalogCounts(tx as unknown as PimDb, [lineListId])).get(lineListId) ?? [];
    const count = (type: string) => catalogs.find((entry) => entry.type === type)?.itemsCount ?? 0;
    const unsortedCount = count('unsorted');
    return {
      lineListId,
      name: row.name,
      brandName: row.brandName,
      type: row.type,
      published: row.published ? 1 : 0,
      itemsCount: row.itemsCount,
      catalogs,
      unsortedCount,
      sentOn: row.sentOn,
      deadline: row.deadline,
      warnings: publishWarnings({ unsortedCount, sentOn: row.sentOn, deadline: row.deadline }),
    };
  });
}
