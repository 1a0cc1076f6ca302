import type { LineListDetails } from '@lineup/contracts/line-list-details';
import { failureToasts, uploadMessages } from '@lineup/contracts/messages';
import type { LineList } from '@lineup/contracts/pim';
import { AppError, notFound } from '@lineup/server-kit/errors';
import { eq } from 'drizzle-orm';
import type { PimDb, Tx } from '../../../db/database';
import { brands, lineLists } from '../../../db/schema';
import {
  type DeliveryWindowFields,
  readDeliveryWindows,
  refuseWindowsBeforeDateSent,
  replaceDeliveryWindows,
} from './delivery-windows';
import { refuseDeadlineBeforeDateSent, withDateSent } from './line-list-dates';
import { lineListColumns, toLineList } from './line-lists';

/** The parsed body of the PUT: what is absent stays; a null date is cleared. */
export type LineListChanges = {
  name?: string;
  description?: string | null;
  dateSent?: string | null;
  receivedOn?: string | null;
  deadline?: string | null;
  dateOfAvailability?: string | null;
  /** The whole set of windows (delivery-windows.ts): absent, they stay as they are. */
  deliveryWindows?: DeliveryWindowFields[];
};

/** The dates a type cannot be without (the upload dialog asks them): clearing one is refused. */
function refuseClearingRequiredDates(type: LineList['type'], changes: LineListChanges): void {
  if (type === 'pre-book' && (changes.dateSent === null || changes.deadline === null)) {
    throw new AppError(400, uploadMessages.preBookDatesRequired);
  }
  if (type === 'future-stock' && changes.dateOfAvailability === null) {
    throw new AppError(400, uploadMessages.availabilityDateRequired);
  }
}

/** One line list as the API answers it, whatever its state (the lists carry no windows: see readLineListDetails). */
export async function readLineListById(db: PimDb, lineListId: number): Promise<LineList> {
  const [row] = await db
    .select(lineListColumns)
    .from(lineLists)
    .innerJoin(brands, eq(brands.id, lineLists.brandId))
    .where(eq(lineLists.id, lineListId));
  if (!row) throw notFound(failureToasts.lineListNotFound);
  return toLineList(row);
}

/** One line list as its edit page reads it: with its delivery windows. */
export async function readLineListDetails(db: PimDb, lineListId: number): Promise<LineListDetails> {
  const lineList = await readLineListById(db, lineListId);
  return { ...lineList, deliveryWindows: await readDeliveryWindows(db, lineListId) };
}

/**
 * Writes the windows given, if any. Each window's ship start is on or after the Date Sent the line
 * list will have: windows given are held to it, and a new Date Sent given alone to the saved windows.
 */
async function writeWindows(tx: Tx, lineListId: number, savedDateSent: string | null, changes: LineListChanges) {
  const dateSent = changes.dateSent !== undefined ? changes.dateSent : savedDateSent;
  if (changes.deliveryWindows !== undefined) {
    await replaceDeliveryWindows(tx, lineListId, changes.deliveryWindows, dateSent);
  } else if (changes.dateSent !== undefined) {
    refuseWindowsBeforeDateSent(await readDeliveryWindows(tx, lineListId), dateSent);
  }
}

/**
 * PUT /api/line-lists/{lineListId}: a line list's name, description, dates and delivery windows,
 * in one transaction that locks its row. Its items are not touched (they change only through an
 * update upload). 404 unknown; 400 when a date its type needs would be cleared, the deadline for
 * orders would come before the Date Sent, or a window is refused (replaceDeliveryWindows, 409 for
 * one with orders); nothing changes on a refusal.
 */
export async function updateLineListDetails(
  db: PimDb,
  lineListId: number,
  changes: LineListChanges,
): Promise<LineListDetails> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: lineLists.id, type: lineLists.type, dateSent: lineLists.dateSent, deadline: lineLists.deadline })
      .from(lineLists)
      .where(eq(lineLists.id, lineListId))
      .for('no key update');
    if (!row) throw notFound(failureToasts.lineListNotFound);
    refuseClearingRequiredDates(row.type, changes);
    refuseDeadlineBeforeDateSent(row, changes);
    await writeWindows(tx, lineListId, row.dateSent, changes);
    const set: LineListChanges = {};
    for (const key of ['name', 'description', 'dateSent', 'receivedOn', 'deadline', 'dateOfAvailability'] as const) {
      if (changes[key] !== undefined) Object.assign(set, { [key]: changes[key] });
    }
    await tx
      .update(lineLists)
      .set({ ...withDateSent(set), updatedAt: new Date() })
      .where(eq(lineLists.id, lineListId));
  });
  return readLineListDetails(db, lineListId);
}
