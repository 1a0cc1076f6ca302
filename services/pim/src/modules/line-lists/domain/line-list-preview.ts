import type { LineListDetails } from '@lineup/contracts/line-list-details';
import type { PreviewCounts, PreviewResponse } from '@lineup/contracts/line-list-preview';
import { utcToday } from '@lineup/contracts/ordering-deadline';
import { eq } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { lineListItems } from '../../../db/schema';
import { readDeliveryWindows } from './delivery-windows';
import { toLineList } from './line-lists';
import { type PreviewParentNotes, previewParentNotes } from './preview-parent-notes';
import { parentScalars, readLineListRow, type StagedParent, stagedParentPages } from './staged-items';

/**
 * GET /api/crocs/preview/{lineListId}: the preview (PreviewResponse) as JSON text. A staged
 * parent's attributes and SKUs go out as the database writes them out: a staged SKU is stored in
 * the answer's own shape (SkuSnapshot: sku, size, image_urls), so a 50,000-row line list's SKUs are
 * not parsed into objects only to be serialized again. Only a parent the brand already has is
 * parsed, to be compared (and to say what its changed fields held). The counts come last, after
 * the parents: by status, and the items whose ship date is marked (counted here, where every
 * parent passes, so the page need not hold them all to say how many).
 */
export async function previewAnswerJson(db: PimDb, lineListId: number): Promise<string> {
  const row = await readLineListRow(db, lineListId);
  const updating = row.replacesLineListId !== null;
  const counts: PreviewCounts = { new: 0, old: 0, changed: 0 };
  let shipDateIssues = 0;
  const today = utcToday();
  const parents: string[] = [];
  const present = new Set<string>();
  for await (const page of stagedParentPages(db, lineListId, row.brandId)) {
    for (const staged of page) {
      const notes = previewParentNotes(staged, row, today);
      counts[notes.status]++;
      if (notes.shipDateIssue) shipDateIssues++;
      if (updating) present.add(staged.modelCode);
      parents.push(parentJson(staged, notes));
    }
  }
  let removedModelCodes: string[] = [];
  if (updating && row.state === 'staged') {
    const previous = await db
      .select({ modelCode: lineListItems.modelCode })
      .from(lineListItems)
      .where(eq(lineListItems.lineListId, row.replacesLineListId!));
    removedModelCodes = previous.map((p) => p.modelCode).filter((code) => !present.has(code));
  }
  // The edit page of a saved line list reads it here, with its delivery windows (LineListDetails).
  const lineList: LineListDetails = { ...toLineList(row), deliveryWindows: await readDeliveryWindows(db, lineListId) };
  const head: Omit<PreviewResponse, 'parents' | 'counts' | 'shipDateIssues'> = {
    lineList,
    mode: updating ? 'update' : 'new',
    replacesLineListId: row.replacesLineListId,
    importFormatVersion: row.importFormatVersion,
    removedModelCodes,
  };
  const tail = JSON.stringify({ counts, shipDateIssues }).slice(1);
  return `${JSON.stringify(head).slice(0, -1)},"parents":[${parents.join(',')}],${tail}`;
}

/** A PreviewParent as JSON text, its attributes and children the database's own. */
function parentJson(staged: StagedParent, notes: PreviewParentNotes): string {
  const scalars = JSON.stringify(parentScalars(staged)).slice(0, -1);
  const picture = staged.pictureJson ?? 'null';
  return `${scalars},"attributes":${staged.attributesJson},"picture":${picture},"children":${staged.skusJson},${JSON.stringify(notes).slice(1)}`;
}
