import { catalogArchiveMessages } from '@lineup/contracts/catalogs-archive';
import { errorMessages } from '@lineup/contracts/messages';
import type { CatalogOverview } from '@lineup/contracts/pim';
import { catalogMessages, pimMessages } from '@lineup/contracts/pim-messages';
import { conflict, notFound } from '@lineup/server-kit/errors';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PimDb, Tx } from '../../../db/database';
import { brands, lineLists } from '../../../db/schema';
import { sentToCatalogOn } from '../../line-lists/domain/line-list-dates';
import { catalogCounts } from '../../line-lists/domain/line-lists';

const overviewColumns = {
  id: lineLists.id,
  name: lineLists.name,
  brandId: lineLists.brandId,
  brandName: brands.name,
  type: lineLists.type,
  published: lineLists.published,
  sortingCompleted: lineLists.sortingCompleted,
  itemsCount: lineLists.itemsCount,
  sentOn: sentToCatalogOn,
  deadline: lineLists.deadline,
};

/** A line list has catalogs once it is saved and its catalogs were created. */
const hasCatalogs = and(eq(lineLists.state, 'saved'), eq(lineLists.catalogsCreated, true));

async function overviews(db: PimDb | Tx, where: ReturnType<typeof and>): Promise<CatalogOverview[]> {
  const rows = await db
    .select(overviewColumns)
    .from(lineLists)
    .innerJoin(brands, eq(brands.id, lineLists.brandId))
    .where(where)
    .orderBy(desc(lineLists.createdAt), desc(lineLists.id));
  const counts = await catalogCounts(
    db as PimDb,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    published: row.published ? 1 : 0,
    sortingCompleted: row.sortingCompleted ? 1 : 0,
    catalogs: counts.get(row.id) ?? [],
  }));
}

async function overviewOf(db: PimDb | Tx, lineListId: number): Promise<CatalogOverview> {
  const [overview] = await overviews(db, eq(lineLists.id, lineListId));
  return overview!;
}

/** An unknown line list, for every catalogs call: 'Catalog or line list not found' (404). */
export const catalogNotFound = () => notFound(errorMessages.catalogAddItems[404]);

export type LockedLineList = {
  id: number;
  state: 'staged' | 'saved';
  catalogsCreated: boolean;
  published: boolean;
  archivedAt: Date | null;
};

/**
 * Locks the line list's row for the rest of the transaction, so writes to one line list's
 * catalogs apply one after the other (and the checks below stay true until commit).
 * 404 unknown; 409 when `needCatalogs` and the line list has none (or is only staged); 409 when
 * its catalogs are archived, unless `allowArchived` (archiving and restoring them).
 */
export async function lockLineList(
  tx: Tx,
  lineListId: number,
  needCatalogs = true,
  allowArchived = false,
): Promise<LockedLineList> {
  const [row] = await tx
    .select({
      id: lineLists.id,
      state: lineLists.state,
      catalogsCreated: lineLists.catalogsCreated,
      published: lineLists.published,
      archivedAt: lineLists.archivedAt,
    })
    .from(lineLists)
    .where(eq(lineLists.id, lineListId))
    .for('no key update');
  if (!row) throw catalogNotFound();
  if (needCatalogs && (row.state !== 'saved' || !row.catalogsCreated)) throw conflict(pimMessages.catalogsNotCreated);
  if (row.archivedAt && !allowArchived) throw conflict(catalogArchiveMessages.isArchived);
  return row;
}

/**
 * GET /api/crocs/catalogs/latest: the current catalogs, one per line list that is saved and
 * whose catalogs were created (published or not) and are not archived, newest line list first;
 * staged line lists and saved ones without catalogs never are.
 */
export function listLatestCatalogs(db: PimDb): Promise<CatalogOverview[]> {
  return overviews(db, and(hasCatalogs, isNull(lineLists.archivedAt)));
}

/** GET /api/crocs/catalogs/archived: the archived catalogs, in the overview's shape and order. */
export function listArchivedCatalogs(db: PimDb): Promise<CatalogOverview[]> {
  return overviews(db, and(hasCatalogs, isNotNull(lineLists.archivedAt)));
}

/**
 * POST /api/crocs/catalogs/archive and /unarchive: archives the line list's catalogs (off the
 * overview, frozen) or restores them. Idempotent: archiving again keeps the first archive time.
 * 404 unknown; 409 no catalogs yet.
 */
export async function setCatalogArchived(db: PimDb, lineListId: number, archived: boolean): Promise<CatalogOverview> {
  return db.transaction(async (tx) => {
    const row = await lockLineList(tx, lineListId, true, true);
    if (Boolean(row.archivedAt) !== archived) {
      await tx
        .update(lineLists)
        .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
        .where(eq(lineLists.id, lineListId));
    }
    return overviewOf(tx, lineListId);
  });
}

/**
 * POST /api/crocs/catalogs/create: a saved line list gets its catalogs (all its items start
 * unsorted unless an update-mode save kept their catalogs); its sorting is then pending.
 * Idempotent: `created` is false when they already existed, and nothing changes.
 * 404 unknown; 409 staged (save it first).
 */
export async function createCatalogs(
  db: PimDb,
  lineListId: number,
): Promise<{ created: boolean; overview: CatalogOverview }> {
  return db.transaction(async (tx) => {
    const row = await lockLineList(tx, lineListId, false);
    if (row.state !== 'saved') throw conflict(catalogMessages.lineListNotSaved);
    if (!row.catalogsCreated) {
      await tx
        .update(lineLists)
        .set({ catalogsCreated: true, updatedAt: sql`now()` })
        .where(eq(lineLists.id, lineListId));
    }
    return { created: !row.catalogsCreated, overview: await overviewOf(tx, lineListId) };
  });
}

/**
 * POST /api/crocs/catalogs/save ('Save Catalogs'): every move is already stored by its own call;
 * saving marks the sorting completed, so the catalogs page stops showing 'Sorting Pending', and
 * answers the counts per catalog for the dialog. Saving again changes nothing.
 */
export async function saveCatalogs(db: PimDb, lineListId: number): Promise<CatalogOverview> {
  return db.transaction(async (tx) => {
    await lockLineList(tx, lineListId);
    await tx
      .update(lineLists)
      .set({
        sortingCompleted: true,
        updatedAt: sql`case when ${lineLists.sortingCompleted} then ${lineLists.updatedAt} else now() end`,
      })
      .where(eq(lineLists.id, lineListId));
    return overviewOf(tx, lineListId);
  });
}

/**
 * Publishes the catalogs of a line list: sets its published flag (and completes its sorting).
 * Idempotent: publishing again changes nothing and answers the same catalog. It cannot be undone.
 */
export async function publishCatalog(db: PimDb, lineListId: number): Promise<CatalogOverview> {
  return db.transaction(async (tx) => {
    await lockLineList(tx, lineListId);
    await tx
      .update(lineLists)
      .set({
        published: true,
        sortingCompleted: true,
        publishedAt: sql`coalesce(${lineLists.publishedAt}, now())`,
        updatedAt: sql`case when ${lineLists.published} then ${lineLists.updatedAt} else now() end`,
      })
      .where(eq(lineLists.id, lineListId));
    return overviewOf(tx, lineListId);
  });
}
