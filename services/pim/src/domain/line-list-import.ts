import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { failureToasts, uploadMessages } from '@lineup/contracts/messages';
import type { ItemAttributes, LineList, SkuSnapshot } from '@lineup/contracts/pim';
import type {
  ParentItem,
  PreviewCounts,
  PreviewParent,
  PreviewResponse,
  SavePreviewResponse,
  UpdatePreviewDatesRequest,
} from '@lineup/contracts/uploads';
import { AppError, conflict, notFound } from '@lineup/server-kit/errors';
import type { PimDb, Tx } from '../db/database';
import { brands, items, lineListItems, lineLists } from '../db/schema';
import { withDateSent } from './line-list-dates';
import { lineListColumns, toLineList } from './line-lists';
import { columnToDollars, dollarsToColumn } from './money';

/** Rows per INSERT statement when staging or merging. */
export const INSERT_BATCH_ROWS = 1000;

type ItemFields = {
  modelCode: string;
  franchise: string | null;
  silhouette: string;
  color: string;
  gender: string | null;
  msrp: string | null;
  expectedShippedDate: string | null;
  attributes: ItemAttributes;
  skus: SkuSnapshot[];
};

const ATTRIBUTE_KEYS = ['comfort_level', 'height_range', 'wear_occasion', 'target_fit'] as const;

/** The API shape of a parent: a line list preview item with its child items (one per SKU). */
export function toParentItem(row: ItemFields): ParentItem {
  return {
    model_code: row.modelCode,
    franchise: row.franchise,
    silhouette: row.silhouette,
    color: row.color,
    gender: row.gender,
    msrp: columnToDollars(row.msrp),
    expected_shipped_date: row.expectedShippedDate,
    attributes: row.attributes ?? {},
    children: (row.skus ?? []).map((s) => ({ sku: s.sku, size: s.size, image_urls: s.image_urls ?? [] })),
  };
}

const skuKey = (skus: SkuSnapshot[]) =>
  JSON.stringify(
    [...skus]
      .sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))
      .map((s) => [s.sku, s.size, s.image_urls ?? []]),
  );

/**
 * A staged item against the brand's current one: new = model code unknown to the brand;
 * changed = known with a different value in any field or SKU set; old = known and identical.
 * Answers the fields that differ.
 */
export function compareWithCurrent(staged: ItemFields, current: ItemFields | null): string[] | null {
  if (!current) return null;
  const changed: string[] = [];
  const pairs: [string, unknown, unknown][] = [
    ['franchise', staged.franchise, current.franchise],
    ['silhouette', staged.silhouette, current.silhouette],
    ['color', staged.color, current.color],
    ['gender', staged.gender, current.gender],
    ['msrp', columnToDollars(staged.msrp), columnToDollars(current.msrp)],
    ['expected_shipped_date', staged.expectedShippedDate, current.expectedShippedDate],
  ];
  for (const [name, a, b] of pairs) if ((a ?? null) !== (b ?? null)) changed.push(name);
  for (const key of ATTRIBUTE_KEYS) {
    if ((staged.attributes?.[key] || null) !== (current.attributes?.[key] || null)) changed.push(key);
  }
  if (skuKey(staged.skus) !== skuKey(current.skus)) changed.push('children');
  return changed;
}

const itemFieldColumns = (table: typeof items | typeof lineListItems) => ({
  modelCode: table.modelCode,
  franchise: table.franchise,
  silhouette: table.silhouette,
  color: table.color,
  gender: table.gender,
  msrp: table.msrp,
  expectedShippedDate: table.expectedShippedDate,
  attributes: table.attributes,
  skus: table.skus,
});

async function readLineList(db: PimDb | Tx, lineListId: number, lock = false) {
  const query = db
    .select({
      ...lineListColumns,
      uploadId: lineLists.uploadId,
      replacesLineListId: lineLists.replacesLineListId,
      importFormatId: lineLists.importFormatId,
    })
    .from(lineLists)
    .innerJoin(brands, eq(brands.id, lineLists.brandId))
    .where(eq(lineLists.id, lineListId));
  if (lock) {
    await db.select({ id: lineLists.id }).from(lineLists).where(eq(lineLists.id, lineListId)).for('update');
  }
  const [row] = await query;
  if (!row) throw notFound(failureToasts.lineListNotFound);
  return row;
}

/** Staged parents read per query when previewing: a 200,000-row line list is never held twice over. */
export const PREVIEW_PAGE_ROWS = 2000;

type Compared = { staged: ItemFields; status: PreviewParent['status']; changedFields: string[] };

/**
 * The staged parents with the brand's current item of the same model code, in file order, page
 * by page (by id): each page's rows can go once compared. The next page is asked for before this
 * one is compared, so the database reads it meanwhile; a short page is the last.
 */
async function* stagedWithCurrentPages(db: PimDb | Tx, lineListId: number, brandId: number) {
  const pageAfter = (after: number) => {
    const page = db
      .select({
        id: lineListItems.id,
        staged: itemFieldColumns(lineListItems),
        current: { id: items.id, ...itemFieldColumns(items) },
      })
      .from(lineListItems)
      .leftJoin(items, and(eq(items.brandId, brandId), eq(items.modelCode, lineListItems.modelCode)))
      .where(and(eq(lineListItems.lineListId, lineListId), gt(lineListItems.id, after)))
      .orderBy(asc(lineListItems.id))
      .limit(PREVIEW_PAGE_ROWS)
      .execute();
    // A caller that stops early leaves the page asked for ahead unread: its failure is nobody's.
    page.catch(() => {});
    return page;
  };
  type Page = Awaited<ReturnType<typeof pageAfter>>;
  let next: Promise<Page> | undefined = pageAfter(0);
  while (next) {
    const rows: Page = await next;
    next = rows.length === PREVIEW_PAGE_ROWS ? pageAfter(rows.at(-1)!.id) : undefined;
    if (rows.length === 0) return;
    yield rows.map(({ staged: stagedRow, current }): Compared => {
      const staged = stagedRow as ItemFields;
      const known = current && current.id !== null ? (current as ItemFields) : null;
      const diff = compareWithCurrent(staged, known);
      const status: PreviewParent['status'] = diff === null ? 'new' : diff.length === 0 ? 'old' : 'changed';
      return { staged, status, changedFields: diff ?? [] };
    });
  }
}

async function stagedWithCurrent(db: PimDb | Tx, lineListId: number, brandId: number): Promise<Compared[]> {
  const all: Compared[] = [];
  for await (const page of stagedWithCurrentPages(db, lineListId, brandId)) all.push(...page);
  return all;
}

/** GET /api/crocs/preview/{lineListId}. */
export async function getPreview(db: PimDb, lineListId: number): Promise<PreviewResponse> {
  const row = await readLineList(db, lineListId);
  const counts: PreviewCounts = { new: 0, old: 0, changed: 0 };
  const parents: PreviewParent[] = [];
  for await (const page of stagedWithCurrentPages(db, lineListId, row.brandId)) {
    for (const { staged, status, changedFields } of page) {
      counts[status]++;
      parents.push({ ...toParentItem(staged), status, changedFields });
    }
  }
  let removedModelCodes: string[] = [];
  if (row.replacesLineListId !== null && row.state === 'staged') {
    const present = new Set(parents.map((p) => p.model_code));
    const previous = await db
      .select({ modelCode: lineListItems.modelCode })
      .from(lineListItems)
      .where(eq(lineListItems.lineListId, row.replacesLineListId));
    removedModelCodes = previous.map((p) => p.modelCode).filter((code) => !present.has(code));
  }
  return {
    lineList: toLineList(row),
    mode: row.replacesLineListId !== null ? 'update' : 'new',
    replacesLineListId: row.replacesLineListId,
    removedModelCodes,
    parents,
    counts,
  };
}

async function requireStaged(tx: Tx, lineListId: number) {
  const row = await readLineList(tx, lineListId, true);
  if (row.state !== 'staged') throw conflict(uploadMessages.previewAlreadySaved);
  return row;
}

/** PATCH /api/crocs/preview/{lineListId}: the preview's date pickers. */
export async function updatePreviewDates(
  db: PimDb,
  lineListId: number,
  dates: UpdatePreviewDatesRequest,
): Promise<LineList> {
  await db.transaction(async (tx) => {
    await requireStaged(tx, lineListId);
    await tx
      .update(lineLists)
      .set({ ...withDateSent(dates), updatedAt: new Date() })
      .where(eq(lineLists.id, lineListId));
  });
  return toLineList(await readLineList(db, lineListId));
}

/** POST /api/crocs/preview/{lineListId}/items: 'Add new item' on the preview page. */
export async function addPreviewItem(db: PimDb, lineListId: number, item: ParentItem): Promise<PreviewParent> {
  const staged = await db.transaction(async (tx) => {
    const row = await requireStaged(tx, lineListId);
    const [existing] = await tx
      .select({ id: lineListItems.id })
      .from(lineListItems)
      .where(and(eq(lineListItems.lineListId, lineListId), eq(lineListItems.modelCode, item.model_code)));
    if (existing) throw conflict(uploadMessages.previewItemExists(item.model_code));
    await tx.insert(lineListItems).values({ lineListId, ...fromParentItem(item) });
    await tx
      .update(lineLists)
      .set({ itemsCount: sql`${lineLists.itemsCount} + 1`, updatedAt: new Date() })
      .where(eq(lineLists.id, lineListId));
    return row;
  });
  const compared = await stagedWithCurrent(db, lineListId, staged.brandId);
  const mine = compared.find((c) => c.staged.modelCode === item.model_code)!;
  return { ...toParentItem(mine.staged), status: mine.status, changedFields: mine.changedFields };
}

export function fromParentItem(item: ParentItem): ItemFields {
  const attributes: ItemAttributes = {};
  for (const key of ATTRIBUTE_KEYS) if (item.attributes?.[key]) attributes[key] = item.attributes[key];
  return {
    modelCode: item.model_code,
    franchise: item.franchise ?? null,
    silhouette: item.silhouette,
    color: item.color,
    gender: item.gender ?? null,
    msrp: dollarsToColumn(item.msrp ?? null),
    expectedShippedDate: item.expected_shipped_date ?? null,
    attributes,
    skus: item.children.map((c) => ({ sku: c.sku, size: c.size, image_urls: c.image_urls ?? [] })),
  };
}

/**
 * POST /api/crocs/preview/{lineListId}/save: in one transaction the line list becomes saved (or,
 * in update mode, the replaced line list takes its items, keeping each model code's catalogs),
 * and its new and changed parents become the brand's current items.
 * Answers the upload whose file is no longer referenced (update mode), for the caller to remove.
 */
export async function savePreview(
  db: PimDb,
  lineListId: number,
): Promise<SavePreviewResponse & { releasedUploadId: string | null }> {
  return db.transaction(async (tx) => {
    const row = await requireStaged(tx, lineListId);
    const compared = await stagedWithCurrent(tx, lineListId, row.brandId);
    const toWrite = compared.filter((c) => c.status !== 'old');
    const now = new Date();
    for (let i = 0; i < toWrite.length; i += INSERT_BATCH_ROWS) {
      const batch = toWrite.slice(i, i + INSERT_BATCH_ROWS);
      await tx
        .insert(items)
        .values(batch.map(({ staged }) => ({ brandId: row.brandId, ...staged, createdAt: now, updatedAt: now })))
        .onConflictDoUpdate({
          target: [items.brandId, items.modelCode],
          set: {
            franchise: sql`excluded.franchise`,
            silhouette: sql`excluded.silhouette`,
            color: sql`excluded.color`,
            gender: sql`excluded.gender`,
            msrp: sql`excluded.msrp`,
            expectedShippedDate: sql`excluded.expected_shipped_date`,
            attributes: sql`excluded.attributes`,
            skus: sql`excluded.skus`,
            updatedAt: now,
          },
        });
    }
    const counts = {
      created: compared.filter((c) => c.status === 'new').length,
      updated: compared.filter((c) => c.status === 'changed').length,
      unchanged: compared.filter((c) => c.status === 'old').length,
    };
    const itemsCount = compared.length;

    if (row.replacesLineListId === null) {
      await tx
        .update(lineLists)
        .set({ state: 'saved', itemsCount, updatedAt: now })
        .where(eq(lineLists.id, lineListId));
      return { lineListId, brandId: row.brandId, itemsCount, ...counts, releasedUploadId: null };
    }

    const targetId = row.replacesLineListId;
    const [target] = await tx
      .select({ id: lineLists.id, uploadId: lineLists.uploadId, state: lineLists.state, brandId: lineLists.brandId })
      .from(lineLists)
      .where(eq(lineLists.id, targetId))
      .for('update');
    if (target?.state !== 'saved' || target.brandId !== row.brandId) {
      throw notFound(uploadMessages.lineListToUpdateNotFound);
    }
    // Each model code that stays keeps the catalogs it was sorted into.
    await tx.execute(sql`
      UPDATE ${lineListItems} AS s SET catalog_types = t.catalog_types
      FROM ${lineListItems} AS t
      WHERE s.line_list_id = ${lineListId} AND t.line_list_id = ${targetId} AND t.model_code = s.model_code`);
    await tx.delete(lineListItems).where(eq(lineListItems.lineListId, targetId));
    await tx.update(lineListItems).set({ lineListId: targetId }).where(eq(lineListItems.lineListId, lineListId));
    await tx
      .update(lineLists)
      .set({
        itemsCount,
        name: row.name,
        season: row.season,
        year: row.year,
        uploadId: row.uploadId,
        // The items are now the new file's, read with the format version the staged list recorded.
        importFormatId: row.importFormatId,
        ...(row.dateSent && { dateSent: row.dateSent }),
        ...(row.deadline && { deadline: row.deadline }),
        ...(row.receivedOn && { receivedOn: row.receivedOn }),
        ...(row.dateSent && { sentOn: null }),
        ...(row.dateOfAvailability && { dateOfAvailability: row.dateOfAvailability }),
        ...(row.description && { description: row.description }),
        updatedAt: now,
      })
      .where(eq(lineLists.id, targetId));
    await tx.delete(lineLists).where(eq(lineLists.id, lineListId));
    return { lineListId: targetId, brandId: row.brandId, itemsCount, ...counts, releasedUploadId: target.uploadId };
  });
}

/** Removes a staged line list (its items go by cascade); answers its upload id. */
export async function deleteStagedLineList(db: PimDb, lineListId: number): Promise<{ uploadId: string | null }> {
  return db.transaction(async (tx) => {
    const row = await readLineList(tx, lineListId, true);
    if (row.state !== 'staged') throw new AppError(409, uploadMessages.previewNotStaged);
    await tx.delete(lineLists).where(eq(lineLists.id, lineListId));
    return { uploadId: row.uploadId };
  });
}
