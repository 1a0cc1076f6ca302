import type { PreviewParent, PreviewResponse } from '@lineup/contracts/line-list-preview';
import { utcToday } from '@lineup/contracts/ordering-deadline';
import type { UploadMetadata } from '@lineup/contracts/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPipelineTestApp, type PipelineTestApp } from '../../../test-support/pipeline-test-app';
import { CROCS_HEADERS, crocsSheet, xlsxBuffer } from '../../../test-support/sample-files';

/**
 * What the preview says of each parent beyond its fields: its ship date's mark (before the line
 * list's Date Sent, or past) with the number of marked parents, and for a changed parent what its
 * changed fields held before.
 */
let t: PipelineTestApp;
beforeAll(async () => {
  t = await openPipelineTestApp();
});
afterAll(() => t.dispose());

const SHIP_DATE_COLUMN = CROCS_HEADERS.indexOf('Expected Ship Date');

/** The calendar day `days` after (or before) today, UTC. */
const fromToday = (days: number) =>
  new Date(Date.parse(`${utcToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A Crocs line list of one parent per ship date (two sizes each), parent i shipping on shipDays[i]. */
function sheet(shipDays: string[], firstModel: number, change: (row: unknown[], parent: number) => void = () => {}) {
  const [header, ...rows] = crocsSheet({ parents: shipDays.length, sizesPerParent: 2, firstModel });
  rows.forEach((row, i) => {
    const parent = Math.floor(i / 2);
    row[SHIP_DATE_COLUMN] = new Date(`${shipDays[parent]}T00:00:00Z`);
    change(row, parent);
  });
  return [header!, ...rows];
}

async function stage(rows: unknown[][], metadata: Partial<UploadMetadata>): Promise<number> {
  const { processed } = await t.upload(await xlsxBuffer([{ name: 'Spring 2026', rows }]), 'l.xlsx', metadata);
  expect(processed!.status).toBe(201);
  return processed!.body.data.lineListId;
}

const preview = async (id: number): Promise<PreviewResponse> => (await t.get(`/api/crocs/preview/${id}`)).body.data;
const marks = (answer: PreviewResponse) => answer.parents.map((parent) => parent.shipDateIssue);

describe('the preview marks items shipping before the Date Sent or in the past', () => {
  const shipDays = [fromToday(20), fromToday(5), fromToday(0), fromToday(-1), fromToday(-31)];

  it('marks each, counts them, follows a new Date Sent, and leaves a saved line list unmarked', async () => {
    const id = await stage(sheet(shipDays, 0), {
      lineListType: 'pre-book',
      dateSent: fromToday(-30),
      deadlineForOrders: fromToday(30),
    });
    const staged = await preview(id);
    // The same day as the Date Sent or today is not marked; before the Date Sent is named first.
    expect(marks(staged)).toEqual([null, null, null, 'passed', 'before-date-sent']);
    expect(staged.shipDateIssues).toBe(2);
    expect(staged.lineList.deadline).toBe(fromToday(30));

    expect((await t.patch(`/api/crocs/preview/${id}`, { dateSent: fromToday(10) })).status).toBe(200);
    const later = await preview(id);
    expect(marks(later)).toEqual([
      null,
      'before-date-sent',
      'before-date-sent',
      'before-date-sent',
      'before-date-sent',
    ]);
    expect(later.shipDateIssues).toBe(4);

    // An item added on the preview is marked and counted as an imported one.
    const { status: _s, changedFields: _c, previous: _p, shipDateIssue: _i, ...item } = staged.parents[0]!;
    const added = await t.post(`/api/crocs/preview/${id}/items`, {
      ...item,
      model_code: 'ADDED-1',
      expected_shipped_date: fromToday(-2),
      children: [{ sku: 'ADDED-1-8', size: '8' }],
    });
    expect(added.status).toBe(201);
    expect(added.body.data.shipDateIssue).toBe('before-date-sent');
    expect((await preview(id)).shipDateIssues).toBe(5);

    expect((await t.post(`/api/crocs/preview/${id}/save`)).status).toBe(200);
    const saved = await preview(id);
    expect(saved.lineList.status).toBe('saved');
    expect(marks(saved).every((mark) => mark === null)).toBe(true);
    expect(saved.shipDateIssues).toBe(0);
  });

  it('without a Date Sent, marks only the ship dates that have passed', async () => {
    const id = await stage(sheet(shipDays, 100), { lineListType: 'brand-ats' });
    const staged = await preview(id);
    expect(staged.lineList.dateSent).toBeNull();
    expect(marks(staged)).toEqual([null, null, null, 'passed', 'passed']);
    expect(staged.shipDateIssues).toBe(2);
  });
});

describe('a changed parent', () => {
  it('carries what its changed fields held before, and an old or new parent nothing', async () => {
    const before = [fromToday(40), fromToday(41), fromToday(42)];
    const savedId = await stage(sheet(before, 200), { lineListType: 'brand-ats' });
    const current = await preview(savedId);
    expect((await t.post(`/api/crocs/preview/${savedId}/save`)).status).toBe(200);

    // Parent 0: a new MSRP, ship date and color; parent 1 as it was; a parent the brand lacks.
    const rows = sheet([fromToday(50), before[1]!], 200, (row, parent) => {
      if (parent === 0) {
        row[CROCS_HEADERS.indexOf('MSRP')] = 12.5;
        row[CROCS_HEADERS.indexOf('Color')] = 'Lime';
      }
    });
    const next = await preview(await stage([...rows, ...sheet([fromToday(43)], 900).slice(1)], {}));
    const [was] = current.parents as [PreviewParent];
    const [changed, old, added] = next.parents as [PreviewParent, PreviewParent, PreviewParent];
    expect(changed).toMatchObject({
      status: 'changed',
      msrp: 12.5,
      color: 'Lime',
      expected_shipped_date: fromToday(50),
      changedFields: ['color', 'msrp', 'expected_shipped_date'],
    });
    expect(changed.previous).toEqual({ color: was.color, msrp: was.msrp, expected_shipped_date: before[0] });
    expect(old).toMatchObject({ status: 'old', previous: {} });
    expect(added).toMatchObject({ status: 'new', previous: {} });
  });

  it('with other sizes carries the SKUs and sizes it had', async () => {
    const days = [fromToday(60)];
    const savedId = await stage(sheet(days, 300), { lineListType: 'brand-ats' });
    expect((await t.post(`/api/crocs/preview/${savedId}/save`)).status).toBe(200);
    const [header, first] = sheet(days, 300);
    const next = await preview(await stage([header!, first!], {}));
    const [changed] = next.parents as [PreviewParent];
    expect(changed.changedFields).toEqual(['children']);
    expect(changed.previous).toEqual({
      children: [
        { sku: '10300-300-4', size: '4' },
        { sku: '10300-300-5', size: '5' },
      ],
    });
  });
});
