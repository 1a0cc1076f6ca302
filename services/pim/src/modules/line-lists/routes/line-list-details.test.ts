import { calendarDateMessages } from '@lineup/contracts/calendar-dates';
import { lineListDetailsMessages } from '@lineup/contracts/line-list-details';
import { failureToasts, uploadMessages } from '@lineup/contracts/messages';
import type { LineList, LineListType } from '@lineup/contracts/pim';
import type { UploadMetadata } from '@lineup/contracts/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineLists } from '../../../db/schema';
import { openPipelineTestApp, type PipelineTestApp } from '../../../test-support/pipeline-test-app';
import { crocsSheet, xlsxBuffer } from '../../../test-support/sample-files';

let t: PipelineTestApp;
let file: Buffer;
beforeAll(async () => {
  t = await openPipelineTestApp();
  file = await xlsxBuffer([{ name: 'Fall 2026', rows: crocsSheet({ parents: 2, sizesPerParent: 2 }) }]);
});
afterAll(() => t.dispose());

const datesOf = {
  'pre-book': { dateSent: '2026-11-11', deadlineForOrders: '2026-12-31' },
  'future-stock': { dateOfAvailability: '2027-02-28' },
  'brand-ats': {},
  'own-stock': {},
} satisfies Record<LineListType, Partial<UploadMetadata>>;

/** Upload, save, create the catalogs: the line list as the catalogs page first shows it. */
async function savedLineList(type: LineListType, metadata: Partial<UploadMetadata> = {}): Promise<number> {
  const { processed } = await t.upload(
    file,
    'Crocs Fall 2026.xlsx',
    { lineListType: type, ...datesOf[type], ...metadata },
    { description: null },
  );
  expect(processed?.status).toBe(201);
  const id = processed!.body.data.lineListId as number;
  expect((await t.post(`/api/crocs/preview/${id}/save`)).status).toBe(200);
  expect((await t.post('/api/crocs/catalogs/create', { lineListId: id })).status).toBe(201);
  return id;
}

const lineListOf = async (id: number): Promise<LineList> =>
  (await t.get(`/api/line-lists?lineListId=${id}`)).body.data[0];
const cardOf = async (id: number) =>
  (await t.get('/api/crocs/catalogs/latest')).body.data.find((card: { id: number }) => card.id === id);
const utcToday = () => new Date().toISOString().slice(0, 10);

describe('name and description from the upload metadata', () => {
  it('names the line list as the dialog said, trimmed, with its description', async () => {
    const id = await savedLineList('brand-ats', {
      lineListName: '  Crocs ATS drop 3  ',
      lineListDescription: ' Restock of classics ',
    });
    expect(await lineListOf(id)).toMatchObject({ name: 'Crocs ATS drop 3', description: 'Restock of classics' });
  });

  it('defaults the name to the season and year of the first sheet when none or an empty one is given', async () => {
    const { processed } = await t.upload(file, 'Crocs Fall 2026.xlsx', { lineListName: '   ' }, { description: null });
    const preview = await t.get(`/api/crocs/preview/${processed!.body.data.lineListId}`);
    expect(preview.body.data.lineList).toMatchObject({ name: 'Fall 2026', description: null });
  });

  it('refuses a name of 101 characters and a day that does not exist, storing nothing', async () => {
    const long = await t.upload(file, 'Crocs Fall 2026.xlsx', { lineListName: 'x'.repeat(101) });
    expect(long.presign).toMatchObject({ status: 400, body: { message: lineListDetailsMessages.nameTooLong } });
    const bad = await t.upload(file, 'Crocs Fall 2026.xlsx', {
      ...datesOf['pre-book'],
      lineListType: 'pre-book',
      dateSent: '2026-02-30',
    });
    expect(bad.presign).toMatchObject({
      status: 400,
      body: { message: calendarDateMessages.notACalendarDate('2026-02-30') },
    });
  });
});

describe('sent to catalog: Date Sent, else the publish day, for every type', () => {
  it.each(['pre-book', 'brand-ats', 'future-stock', 'own-stock'] as const)('%s', async (type) => {
    const id = await savedLineList(type);
    const expectedBefore = type === 'pre-book' ? '2026-11-11' : null;
    expect((await lineListOf(id)).sentOn).toBe(expectedBefore);
    expect((await cardOf(id)).sentOn).toBe(expectedBefore);
    expect((await t.post('/api/crocs/catalogs/publish', { lineListId: id })).status).toBe(200);
    const sentOn = type === 'pre-book' ? '2026-11-11' : utcToday();
    expect(await lineListOf(id)).toMatchObject({ status: 'published', sentOn });
    expect(await cardOf(id)).toMatchObject({ published: 1, sentOn });
  });

  it('follows a Date Sent set on the preview or on the edit, and falls back to the publish day when cleared', async () => {
    const { processed } = await t.upload(file, 'Crocs Fall 2026.xlsx', { lineListType: 'own-stock' });
    const id = processed!.body.data.lineListId as number;
    const patched = await t.patch(`/api/crocs/preview/${id}`, { dateSent: '2026-11-11', receivedOn: '2026-10-01' });
    expect(patched.body.data).toMatchObject({ dateSent: '2026-11-11', sentOn: '2026-11-11', receivedOn: '2026-10-01' });
    await t.post(`/api/crocs/preview/${id}/save`);
    await t.post('/api/crocs/catalogs/create', { lineListId: id });
    expect((await cardOf(id)).sentOn).toBe('2026-11-11');
    await t.putJson(`/api/line-lists/${id}`, { dateSent: '2026-11-12' });
    expect((await cardOf(id)).sentOn).toBe('2026-11-12');
    await t.post('/api/crocs/catalogs/publish', { lineListId: id });
    expect((await cardOf(id)).sentOn).toBe('2026-11-12');
    await t.putJson(`/api/line-lists/${id}`, { dateSent: null });
    expect((await cardOf(id)).sentOn).toBe(utcToday());
  });
});

describe('PUT /api/line-lists/{lineListId}', () => {
  let id: number;
  beforeAll(async () => {
    id = await savedLineList('pre-book', { lineListName: 'Holiday 2026' });
  });

  it('changes the name, description and dates, which round-trip unchanged to every answer', async () => {
    const details = {
      name: 'Holiday 2026 (final)',
      description: 'Second round',
      dateSent: '2028-02-29',
      receivedOn: '2026-12-31',
      deadline: '2028-03-01',
      dateOfAvailability: '2026-03-08',
    };
    const answer = await t.putJson(`/api/line-lists/${id}`, details);
    expect(answer).toMatchObject({ status: 200, body: { success: true, message: lineListDetailsMessages.updated } });
    expect(answer.body.data).toMatchObject({ ...details, sentOn: '2028-02-29', status: 'sorting-pending' });
    expect(await lineListOf(id)).toMatchObject({ ...details, sentOn: '2028-02-29' });
    expect(await cardOf(id)).toMatchObject({ name: details.name, sentOn: '2028-02-29', deadline: '2028-03-01' });
    const preview = await t.get(`/api/crocs/preview/${id}`);
    expect(preview.body.data.lineList).toMatchObject(details);
    const [row] = await t.db
      .select({ dateSent: lineLists.dateSent, deadline: lineLists.deadline })
      .from(lineLists)
      .where(eq(lineLists.id, id));
    expect(row).toEqual({ dateSent: '2028-02-29', deadline: '2028-03-01' });
    // An empty description is none; the items are not touched.
    const cleared = await t.putJson(`/api/line-lists/${id}`, { description: '  ' });
    expect(cleared.body.data).toMatchObject({ description: null, itemsCount: 2, name: details.name });
  });

  it('refuses, changing nothing: empty or 101-character names, days that do not exist, bad shapes', async () => {
    const before = await lineListOf(id);
    const refusals: [unknown, string][] = [
      [{ name: '' }, lineListDetailsMessages.nameRequired],
      [{ name: '   ' }, lineListDetailsMessages.nameRequired],
      [{ name: 'x'.repeat(101) }, lineListDetailsMessages.nameTooLong],
      [{ name: 'Fine', dateSent: '2026-02-30' }, calendarDateMessages.notACalendarDate('2026-02-30')],
      [{ deadline: '2027-02-29' }, calendarDateMessages.notACalendarDate('2027-02-29')],
      [{ receivedOn: '2026-4-01' }, calendarDateMessages.notACalendarDate('2026-4-01')],
      [{ receivedOn: '0000-01-01' }, calendarDateMessages.yearOutOfRange('0000-01-01')],
      [{ description: 'x'.repeat(2001) }, lineListDetailsMessages.descriptionTooLong],
      [{}, lineListDetailsMessages.nothingToChange],
      [{ name: 'Fine', items: [] }, lineListDetailsMessages.wrongInput],
      [{ sentOn: '2026-01-01' }, lineListDetailsMessages.wrongInput],
      [{ dateSent: null }, uploadMessages.preBookDatesRequired],
      // Before the Date Sent whichever dates the line list holds now (2026-11-11 or 2028-02-29).
      [{ deadline: '2026-01-01' }, uploadMessages.deadlineBeforeDateSent],
      [{ dateSent: '2029-01-01' }, uploadMessages.deadlineBeforeDateSent],
      [{ dateSent: '2027-06-02', deadline: '2027-06-01' }, uploadMessages.deadlineBeforeDateSent],
    ];
    for (const [body, message] of refusals) {
      const answer = await t.putJson(`/api/line-lists/${id}`, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { success: false, message } });
    }
    expect(await lineListOf(id)).toEqual(before);
    expect((await t.putJson(`/api/line-lists/${id}`, { name: 'x'.repeat(100) })).status).toBe(200);
  });

  it('answers 404 for an unknown line list and 400 for a malformed id', async () => {
    expect(await t.putJson('/api/line-lists/999999', { name: 'Ghost' })).toMatchObject({
      status: 404,
      body: { success: false, message: failureToasts.lineListNotFound },
    });
    expect((await t.putJson('/api/line-lists/abc', { name: 'Ghost' })).status).toBe(400);
  });
});

describe('a deadline for orders before the Date Sent', () => {
  it('is refused when the upload announces it, and nothing is stored', async () => {
    const storedBefore = await t.storage.list('metadata/');
    const { presign } = await t.upload(file, 'Crocs Fall 2026.xlsx', {
      lineListType: 'pre-book',
      dateSent: '2026-11-11',
      deadlineForOrders: '2026-11-10',
    });
    expect(presign).toMatchObject({ status: 400, body: { message: uploadMessages.deadlineBeforeDateSent } });
    expect(await t.storage.list('metadata/')).toEqual(storedBefore);
  });

  it('is refused when the processing call names it, and the upload is removed', async () => {
    const storedBefore = await t.storage.list('uploads/');
    const { processed } = await t.upload(
      file,
      'Crocs Fall 2026.xlsx',
      { lineListType: 'pre-book', ...datesOf['pre-book'] },
      { linelist_attributes: { sentOn: null, deadline: '2026-11-01' } },
    );
    expect(processed).toMatchObject({ status: 400, body: { message: uploadMessages.deadlineBeforeDateSent } });
    expect(await t.storage.list('uploads/')).toEqual(storedBefore);
  });

  it('is refused on the preview date pickers, and a deadline on the Date Sent is taken', async () => {
    const { processed } = await t.upload(file, 'Crocs Fall 2026.xlsx', {
      lineListType: 'pre-book',
      ...datesOf['pre-book'],
    });
    const id = processed!.body.data.lineListId as number;
    const refused = await t.patch(`/api/crocs/preview/${id}`, { deadline: '2026-11-10' });
    expect(refused).toMatchObject({ status: 400, body: { message: uploadMessages.deadlineBeforeDateSent } });
    const alsoRefused = await t.patch(`/api/crocs/preview/${id}`, { dateSent: '2027-01-01' });
    expect(alsoRefused.status).toBe(400);
    expect((await t.get(`/api/crocs/preview/${id}`)).body.data.lineList).toMatchObject({
      dateSent: '2026-11-11',
      deadline: '2026-12-31',
    });
    const sameDay = await t.patch(`/api/crocs/preview/${id}`, { deadline: '2026-11-11' });
    expect(sameDay.body.data).toMatchObject({ dateSent: '2026-11-11', deadline: '2026-11-11' });
  });
});
