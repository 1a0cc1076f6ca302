import { calendarDateMessages } from '@lineup/contracts/calendar-dates';
import { type DeliveryWindow, deliveryWindowMessages } from '@lineup/contracts/delivery-windows';
import { lineListDetailsMessages } from '@lineup/contracts/line-list-details';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryWindows, orders } from '../../../db/orders-schema';
import { lineLists } from '../../../db/schema';
import { insertLineList } from '../../../test-support/fixtures';
import { brandIdNamed, openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';
import { readDeliveryWindows, readDeliveryWindowsByLineList } from '../domain/delivery-windows';

let t: PimTestApp;
let brandId: number;
beforeAll(async () => {
  t = await openPimTestApp();
  brandId = await brandIdNamed(t, 'Crocs');
});
afterAll(() => t.dispose());

const DATE_SENT = '2027-01-15';
const june = { name: 'June', shipStart: '2027-06-01', cancelDate: '2027-06-30' };
const july = { name: 'July', shipStart: '2027-07-01', cancelDate: '2027-07-31' };
const august = { name: 'August', shipStart: '2027-08-01', cancelDate: '2027-08-31' };

/** A saved line list sent on DATE_SENT with these windows, set through the PUT. */
async function lineListWith(windows: object[]): Promise<{ id: number; windows: DeliveryWindow[] }> {
  const id = await insertLineList(t.db, { brandId, type: 'brand-ats', items: [{ modelCode: 'W1' }] });
  const answer = await t.put(`/api/line-lists/${id}`, { dateSent: DATE_SENT, deliveryWindows: windows });
  expect(answer.status).toBe(200);
  return { id, windows: answer.body.data.deliveryWindows };
}

/** An order of the line list shipping in the window, written straight into the table. */
async function orderIn(lineListId: number, windowId: number) {
  await t.db
    .insert(orders)
    .values({ organizationId: 'org', storeId: `store-${windowId}`, brandId, lineListId, deliveryWindowId: windowId });
}

/** What a refusal must leave as it was: the line list's row and its windows. */
async function stateOf(id: number) {
  const [row] = await t.db.select().from(lineLists).where(eq(lineLists.id, id));
  return { row, windows: await readDeliveryWindows(t.db, id) };
}

const put = (id: number, body: object) => t.put(`/api/line-lists/${id}`, body);
const refusal = (status: number, message: string) => ({ status, body: { success: false, message } });
const fields = ({ id: _, ...window }: DeliveryWindow) => window;

describe('PUT /api/line-lists/{lineListId} with deliveryWindows', () => {
  it('stores the windows in the order given and answers them with the line list', async () => {
    const { id, windows } = await lineListWith([july, { ...june, name: '  June  ' }]);
    expect(windows.map(fields)).toEqual([july, june]);
    expect(windows.every((window) => Number.isInteger(window.id))).toBe(true);
    expect(await readDeliveryWindows(t.db, id)).toEqual(windows);
    expect((await t.get(`/api/crocs/preview/${id}`)).body.data.lineList.deliveryWindows).toEqual(windows);
    // The lists of line lists do not carry them.
    expect((await t.get(`/api/line-lists?lineListId=${id}`)).body.data[0]).not.toHaveProperty('deliveryWindows');
    // A change without deliveryWindows leaves them as they are.
    expect((await put(id, { name: 'Renamed' })).body.data.deliveryWindows).toEqual(windows);
  });

  it('replaces the whole set: an entry with id keeps that window, one without is added, one left out goes', async () => {
    const { id, windows } = await lineListWith([june, july, august]);
    const [juneWindow, julyWindow, augustWindow] = windows as [DeliveryWindow, DeliveryWindow, DeliveryWindow];
    await orderIn(id, julyWindow.id);
    const late = { name: 'Late July', shipStart: '2027-07-10', cancelDate: '2027-08-10' };
    const answer = await put(id, {
      deliveryWindows: [
        { id: julyWindow.id, ...late },
        { name: 'September', shipStart: '2027-09-01', cancelDate: '2027-09-30' },
        { id: juneWindow.id, ...june },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(lineListDetailsMessages.updated);
    const after = answer.body.data.deliveryWindows as DeliveryWindow[];
    expect(after.map((window) => window.name)).toEqual(['Late July', 'September', 'June']);
    expect(after[0]).toEqual({ id: julyWindow.id, ...late });
    expect(after[2]!.id).toBe(juneWindow.id);
    expect(after[1]!.id).not.toBe(augustWindow.id);
    expect(await readDeliveryWindows(t.db, id)).toEqual(after);
    // The order still ships in its window, now on its new dates.
    const [order] = await t.db
      .select({ window: orders.deliveryWindowId })
      .from(orders)
      .where(eq(orders.lineListId, id));
    expect(order!.window).toBe(julyWindow.id);

    // Kept windows may trade names; an empty set removes every window without orders.
    const swapped = await put(id, {
      deliveryWindows: [
        { ...after[0]!, name: 'June' },
        { ...after[2]!, name: 'Late July' },
      ],
    });
    expect(swapped.body.data.deliveryWindows.map((window: DeliveryWindow) => [window.id, window.name])).toEqual([
      [julyWindow.id, 'June'],
      [juneWindow.id, 'Late July'],
    ]);
    const other = await lineListWith([june, july]);
    expect((await put(other.id, { deliveryWindows: [] })).body.data.deliveryWindows).toEqual([]);
    expect(await readDeliveryWindows(t.db, other.id)).toEqual([]);
  });

  it('refuses an id that is not one of its windows (400) and the removal of a window with orders (409)', async () => {
    const { id, windows } = await lineListWith([june, july, august]);
    const other = await lineListWith([june]);
    await orderIn(id, windows[1]!.id);
    const before = await stateOf(id);
    const foreign = other.windows[0]!.id;
    expect(await put(id, { deliveryWindows: [{ id: foreign, ...june }] })).toEqual(
      refusal(400, deliveryWindowMessages.unknownWindow(foreign)),
    );
    expect(await put(id, { deliveryWindows: [{ id: 2_000_000, ...june }] })).toEqual(
      refusal(400, deliveryWindowMessages.unknownWindow(2_000_000)),
    );
    // June goes first, then July cannot: the whole change is undone, the name with it.
    expect(await put(id, { name: 'Changed', deliveryWindows: [{ id: windows[2]!.id, ...august }] })).toEqual(
      refusal(409, deliveryWindowMessages.inUse('July')),
    );
    expect(await stateOf(id)).toEqual(before);
    expect(await readDeliveryWindows(t.db, other.id)).toEqual(other.windows);
  });

  it('holds every window to the Date Sent, the one sent or else the one saved', async () => {
    const { id } = await lineListWith([june]);
    const before = await stateOf(id);
    const early = { name: 'Early', shipStart: '2027-01-14', cancelDate: '2027-02-14' };
    const cases: [object, string][] = [
      [{ deliveryWindows: [june, early] }, deliveryWindowMessages.shipStartBeforeDateSent('Early', DATE_SENT)],
      [{ dateSent: '2027-06-02' }, deliveryWindowMessages.shipStartBeforeDateSent('June', '2027-06-02')],
      [
        { dateSent: '2027-07-02', deliveryWindows: [july] },
        deliveryWindowMessages.shipStartBeforeDateSent('July', '2027-07-02'),
      ],
    ];
    for (const [body, message] of cases)
      expect(await put(id, body), JSON.stringify(body)).toEqual(refusal(400, message));
    expect(await stateOf(id)).toEqual(before);
    // On the Date Sent is taken; a later Date Sent with windows that follow it too; no Date Sent holds none.
    expect((await put(id, { deliveryWindows: [{ ...early, shipStart: DATE_SENT }] })).status).toBe(200);
    expect((await put(id, { dateSent: '2027-07-01', deliveryWindows: [july] })).status).toBe(200);
    expect((await put(id, { dateSent: null, deliveryWindows: [early] })).status).toBe(200);
  });

  it('refuses repeated names, too many windows and bad dates with their messages, changing nothing', async () => {
    const { id } = await lineListWith([june, july]);
    const before = await stateOf(id);
    const thirteen = Array.from({ length: 13 }, (_, n) => ({ ...june, name: `Drop ${n + 1}` }));
    const cases: [object, string][] = [
      [{ deliveryWindows: [june, { ...july, name: ' JUNE ' }] }, deliveryWindowMessages.namesRepeated('JUNE')],
      [{ name: 'Other', deliveryWindows: thirteen }, deliveryWindowMessages.tooMany],
      [
        { deliveryWindows: [{ ...june, cancelDate: june.shipStart }] },
        deliveryWindowMessages.cancelNotAfterShipStart('June'),
      ],
      [{ deliveryWindows: [{ ...june, name: ' ' }] }, deliveryWindowMessages.nameRequired],
      [{ deliveryWindows: [{ ...june, name: 'x'.repeat(61) }] }, deliveryWindowMessages.nameTooLong],
      [
        { deliveryWindows: [{ ...june, shipStart: '2027-02-30' }] },
        calendarDateMessages.notACalendarDate('2027-02-30'),
      ],
      [{ deliveryWindows: [{ ...june, color: 'red' }] }, lineListDetailsMessages.wrongInput],
      [{ deliveryWindows: { ...june } }, lineListDetailsMessages.wrongInput],
    ];
    for (const [body, message] of cases)
      expect(await put(id, body), JSON.stringify(body)).toEqual(refusal(400, message));
    // One window kept twice (under two names) is not a set of windows.
    const kept = before.windows[0]!;
    expect(await put(id, { deliveryWindows: [kept, { ...kept, name: 'Again' }] })).toEqual(
      refusal(400, lineListDetailsMessages.wrongInput),
    );
    expect(await stateOf(id)).toEqual(before);
    const [rows] = await t.db.select({ n: count() }).from(deliveryWindows).where(eq(deliveryWindows.lineListId, id));
    expect(rows!.n).toBe(2);
  });

  it('reads the windows of several line lists at once, each in its order', async () => {
    const first = await lineListWith([july, june]);
    const second = await lineListWith([]);
    const read = await readDeliveryWindowsByLineList(t.db, [first.id, second.id, first.id]);
    expect([...read.entries()]).toEqual([
      [first.id, first.windows],
      [second.id, []],
    ]);
  });
});
