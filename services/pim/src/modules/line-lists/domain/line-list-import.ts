import type { ParentItem } from '@lineup/contracts/items';
import type {
  PreviewParent,
  SavePreviewResponse,
  UpdatePreviewDatesRequest,
} from '@lineup/contracts/line-list-preview';
import { uploadMessages } from '@lineup/contracts/messages';
import { utcToday } from '@lineup/contracts/ordering-deadline';
import type { LineList } from '@lineup/contracts/pim';
import { AppError, conflict, notFound } from '@lineup/server-kit/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { PimDb, Tx } from '../../../db/database';
import { items, lineListItems, lineLists } from '../../../db/schema';
import { carryWindowsToUpdated, readDeliveryWindows, refuseWindowsBeforeDateSent } from './delivery-windows';
import { refuseDeadlineBeforeDateSent, withDateSent } from './line-list-dates';
import { toLineList } from './line-lists';
import { previewParentNotes } from './preview-parent-notes';
import {
  fromParentItem,
  type ItemFields,
  readLineListRow,
  stagedFields,
  stagedParent,
  stagedParentPages,
  stagedStatus,
  toParentItem,
} from './staged-items';

/** Rows per INSERT statement when staging or merging. */
export const INSERT_BATCH_ROWS = 1000;

/** The staged parents, parsed, with their status against the brand's current items. */
async function stagedWithCurrent(db: PimDb | Tx, lineListId: number, brandId: number) {
  const all: { staged: ItemFields; status: PreviewParent['status']; changedFields: string[] }[] = [];
  for await (const page of stagedParentPages(db, lineListId, brandId)) {
    for (const parent of page) {
      const staged = stagedFields(parent);
      all.push({ staged, ...stagedStatus(parent, staged) });
    }
  }
  return all;
}

async function requireStaged(tx: Tx, lineListId: number) {
  const row = await readLineListRow(tx, lineListId, true);
  if (row.state !== 'staged') throw conflict(uploadMessages.previewAlreadySaved);
  return row;
}

/** PATCH /api/crocs/preview/{lineListId}: the preview's date pickers; the upload's windows are held to a new Date Sent. */
export async function updatePreviewDates(
  db: PimDb,
  lineListId: number,
  dates: UpdatePreviewDatesRequest,
): Promise<LineList> {
  await db.transaction(async (tx) => {
    const row = await requireStaged(tx, lineListId);
    refuseDeadlineBeforeDateSent(row, dates);
    if (dates.dateSent !== undefined)
      refuseWindowsBeforeDateSent(await readDeliveryWindows(tx, lineListId), dates.dateSent);
    await tx
      .update(lineLists)
      .set({ ...withDateSent(dates), updatedAt: new Date() })
      .where(eq(lineLists.id, lineListId));
  });
  return toLineList(await readLineListRow(db, lineListId));
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
  // Read back as stored (prices in the column's cents), against the brand's item of that code alone.
  const added = (await stagedParent(db, lineListId, staged.brandId, item.model_code))!;
  const fields = stagedFields(added);
  const picture = added.pictureJson ? JSON.parse(added.pictureJson) : null;
  return { ...toParentItem(fields), picture, ...previewParentNotes(added, staged, utcToday(), fields) };
}

/**
 * POST /api/crocs/preview/{lineListId}/save: in one transaction the line list becomes saved (or,
 * in update mode, the replaced line list takes its items, keeping each model code's catalogs),
 * and its new and changed parents become the brand's current items. The upload's delivery windows
 * stay the line list's; in update mode they replace the updated one's (carryWindowsToUpdated).
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
      return {
        lineListId,
        brandId: row.brandId,
        itemsCount,
        ...counts,
        catalogsCreated: false,
        releasedUploadId: null,
      };
    }

    const targetId = row.replacesLineListId;
    const [target] = await tx
      .select({
        id: lineLists.id,
        uploadId: lineLists.uploadId,
        state: lineLists.state,
        brandId: lineLists.brandId,
        catalogsCreated: lineLists.catalogsCreated,
        dateSent: lineLists.dateSent,
      })
      .from(lineLists)
      .where(eq(lineLists.id, targetId))
      .for('update');
    if (target?.state !== 'saved' || target.brandId !== row.brandId) {
      throw notFound(uploadMessages.lineListToUpdateNotFound);
    }
    await carryWindowsToUpdated(tx, lineListId, targetId, row.dateSent ?? target.dateSent);
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
    return {
      lineListId: targetId,
      brandId: row.brandId,
      itemsCount,
      ...counts,
      catalogsCreated: target.catalogsCreated,
      releasedUploadId: target.uploadId,
    };
  });
}

/** Removes a staged line list (its items go by cascade); answers its upload id. */
export async function deleteStagedLineList(db: PimDb, lineListId: number): Promise<{ uploadId: string | null }> {
  return db.transaction(async (tx) => {
    const row = await readLineListRow(tx, lineListId, true);
    if (row.state !== 'staged') throw new AppError(409, uploadMessages.previewNotStaged);
    await tx.delete(lineLists).where(eq(lineLists.id, lineListId));
    return { uploadId: row.uploadId };
  });
}
