import {
  type DeliveryWindow,
  type deliveryWindowInputSchema,
  deliveryWindowMessages,
  windowBeforeDateSent,
} from '@lineup/contracts/delivery-windows';
import { lineListDetailsMessages } from '@lineup/contracts/line-list-details';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '@lineup/server-kit/db-errors';
import { badRequest, conflict } from '@lineup/server-kit/errors';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PimDb, Tx } from '../../../db/database';
import { deliveryWindows } from '../../../db/orders-schema';

/**
 * A line list's delivery windows (delivery-windows.ts): read in the order staff listed them, and
 * written in the transaction that writes the line list (upload staging, preview save, details edit).
 */

const windowColumns = {
  id: deliveryWindows.id,
  lineListId: deliveryWindows.lineListId,
  name: deliveryWindows.name,
  shipStart: deliveryWindows.shipStart,
  cancelDate: deliveryWindows.cancelDate,
};

/**
 * The windows of each of these line lists, in position order, in one query (a list of catalogs
 * reads all of theirs at once); a line list without any maps to [].
 */
export async function readDeliveryWindowsByLineList(
  db: PimDb | Tx,
  lineListIds: readonly number[],
): Promise<Map<number, DeliveryWindow[]>> {
  const byLineList = new Map<number, DeliveryWindow[]>(lineListIds.map((id) => [id, []]));
  if (lineListIds.length === 0) return byLineList;
  const rows = await db
    .select(windowColumns)
    .from(deliveryWindows)
    .where(inArray(deliveryWindows.lineListId, [...new Set(lineListIds)]))
    .orderBy(asc(deliveryWindows.lineListId), asc(deliveryWindows.position), asc(deliveryWindows.id));
  for (const { lineListId, ...window } of rows) byLineList.get(lineListId)?.push(window);
  return byLineList;
}

/** One line list's windows, in position order (none: []). Read in the caller's transaction when given one. */
export async function readDeliveryWindows(db: PimDb | Tx, lineListId: number): Promise<DeliveryWindow[]> {
  return (await readDeliveryWindowsByLineList(db, [lineListId])).get(lineListId) ?? [];
}

/** A window as the forms send it, parsed: `id` names one of the line list's windows to keep. */
export type DeliveryWindowFields = z.output<typeof deliveryWindowInputSchema>;

/** Windows whose ship start comes before the line list's Date Sent are refused (400), naming the first. */
export function refuseWindowsBeforeDateSent(
  windows: ReadonlyArray<{ name: string; shipStart: string }>,
  dateSent: string | null,
): void {
  const message = windowBeforeDateSent(windows, dateSent);
  if (message) throw badRequest(message);
}

/** The windows of a line list that has none yet (a staged upload's), in the order given; ids are not read. */
export async function insertDeliveryWindows(
  tx: Tx,
  lineListId: number,
  windows: readonly DeliveryWindowFields[],
): Promise<void> {
  if (windows.length === 0) return;
  await tx.insert(deliveryWindows).values(windows.map((window, position) => newRow(lineListId, window, position)));
}

const newRow = (lineListId: number, window: DeliveryWindowFields, position: number) => ({
  lineListId,
  name: window.name,
  shipStart: window.shipStart,
  cancelDate: window.cancelDate,
  position,
});

/**
 * Saving an update upload: the windows given in its dialog, if any, replace those of the line list
 * it updates, where one named like a window of that line list (case ignored) keeps it, so the
 * orders shipping in it follow its new dates. Given none, the line list keeps its own, held to the
 * Date Sent it will have. Runs in the save's transaction, before the staged line list goes.
 */
export async function carryWindowsToUpdated(
  tx: Tx,
  stagedId: number,
  targetId: number,
  dateSent: string | null,
): Promise<void> {
  const staged = await readDeliveryWindows(tx, stagedId);
  const current = await readDeliveryWindows(tx, targetId);
  if (staged.length === 0) {
    refuseWindowsBeforeDateSent(current, dateSent);
    return;
  }
  const idByName = new Map(current.map((window) => [window.name.toLowerCase(), window.id]));
  const windows = staged.map(({ id: _, ...window }) => {
    const id = idByName.get(window.name.toLowerCase());
    return id === undefined ? window : { ...window, id };
  });
  await replaceDeliveryWindows(tx, targetId, windows, dateSent);
}

/**
 * Makes `windows` the line list's whole set, in the caller's transaction (which holds the line
 * list's row, so two writes of one line list's windows never interleave). An entry with `id` keeps
 * that window, with its new name, dates and position; one without is added; a window left out is
 * removed. Refused, the caller's transaction rolling back: an id that is not one of this line
 * list's windows, or given twice (400); a ship start before `dateSent`, the Date Sent the line
 * list will have (400); the removal of a window an order ships in (409).
 */
export async function replaceDeliveryWindows(
  tx: Tx,
  lineListId: number,
  windows: readonly DeliveryWindowFields[],
  dateSent: string | null,
): Promise<void> {
  const current = await tx
    .select({ id: deliveryWindows.id, name: deliveryWindows.name })
    .from(deliveryWindows)
    .where(eq(deliveryWindows.lineListId, lineListId))
    .orderBy(asc(deliveryWindows.position), asc(deliveryWindows.id))
    .for('update');
  const currentIds = new Set(current.map((window) => window.id));
  const kept = new Set<number>();
  for (const { id } of windows) {
    if (id === undefined) continue;
    if (!currentIds.has(id)) throw badRequest(deliveryWindowMessages.unknownWindow(id));
    if (kept.has(id)) throw badRequest(lineListDetailsMessages.wrongInput);
    kept.add(id);
  }
  refuseWindowsBeforeDateSent(windows, dateSent);

  for (const window of current) if (!kept.has(window.id)) await removeWindow(tx, window);
  // Names are unique per line list at every row written, so kept windows that trade names would
  // collide half-way: they first take a name no window can have (names are stored trimmed).
  if (kept.size > 0) {
    await tx
      .update(deliveryWindows)
      .set({ name: sql`' ' || ${deliveryWindows.id}` })
      .where(inArray(deliveryWindows.id, [...kept]));
  }
  const now = new Date();
  for (const [position, window] of windows.entries()) {
    if (window.id === undefined) continue;
    await tx
      .update(deliveryWindows)
      .set({ name: window.name, shipStart: window.shipStart, cancelDate: window.cancelDate, position, updatedAt: now })
      .where(eq(deliveryWindows.id, window.id));
  }
  const added = [...windows.entries()].filter(([, window]) => window.id === undefined);
  if (added.length > 0) {
    await tx.insert(deliveryWindows).values(added.map(([position, window]) => newRow(lineListId, window, position)));
  }
}

/**
 * An order's foreign key holds the window it ships in: deleting one that has orders (committed,
 * or being written by a submit this delete waits for) fails, and is refused with 409.
 */
async function removeWindow(tx: Tx, window: { id: number; name: string }): Promise<void> {
  try {
    await tx.delete(deliveryWindows).where(eq(deliveryWindows.id, window.id));
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(deliveryWindowMessages.inUse(window.name));
    throw error;
  }
}
