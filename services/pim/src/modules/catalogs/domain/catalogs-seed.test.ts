import fs from 'node:fs';
import path from 'node:path';
import type { PopulatedCatalogs } from '@lineup/contracts/catalogs';
import { orderingClosed, utcToday } from '@lineup/contracts/ordering-deadline';
import type { CatalogOverview } from '@lineup/contracts/pim';
import { shipDateIssue } from '@lineup/contracts/ship-dates';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineListItems, lineLists } from '../../../db/schema';
import { openPipelineTestApp, type PipelineTestApp } from '../../../test-support/pipeline-test-app';
import { SAMPLES_FOLDER } from '../../../test-support/repository-folders';
import { CROCS_HEADERS } from '../../../test-support/sample-files';
import { demoLineLists, seedDemoCatalogs } from './catalogs-seed';
import { withShipDatesFrom } from './demo-ship-dates';

const samples = SAMPLES_FOLDER;

let t: PipelineTestApp;
beforeAll(async () => {
  t = await openPipelineTestApp();
});
afterAll(() => t.dispose());

describe('seedDemoCatalogs', () => {
  it('imports the sample files through the pipeline: one catalog sorted and published, one partly sorted', async () => {
    const brandId = await t.crocsBrandId();
    const created = await seedDemoCatalogs({ db: t.db, storage: t.storage }, samples, brandId);
    expect(created).toHaveLength(demoLineLists().length);

    const latest = (await t.get('/api/crocs/catalogs/latest')).body.data as CatalogOverview[];
    expect(latest).toHaveLength(2);
    const published = latest.find((catalog) => catalog.published === 1)!;
    const pending = latest.find((catalog) => catalog.published === 0)!;
    expect(published).toMatchObject({ brandName: 'Crocs', type: 'pre-book', sortingCompleted: 1 });
    // Its deadline lies ahead of the day it was seeded: demo customers can order from it.
    expect(orderingClosed(published.deadline ?? null)).toBe(false);
    expect(published.deadline! > utcToday()).toBe(true);
    expect(published.catalogs.find((c) => c.type === 'unsorted')?.itemsCount).toBe(0);
    expect(pending).toMatchObject({ type: 'brand-ats', sortingCompleted: 0 });
    const unsorted = pending.catalogs.find((c) => c.type === 'unsorted')!.itemsCount;
    expect(unsorted).toBeGreaterThan(0);
    expect(unsorted).toBeLessThan(pending.itemsCount);

    // The segmentation screen has every group filled for the published one.
    const populated = (await t.get(`/api/crocs/catalogs/populated/${published.id}`)).body.data as PopulatedCatalogs;
    for (const group of populated.catalogs.slice(1)) expect(group.items.length).toBeGreaterThan(0);
    expect(populated.catalogs[0]!.items).toEqual([]);

    // The upload files are stored as the dialog's uploads are; a second run adds nothing.
    expect(await seedDemoCatalogs({ db: t.db, storage: t.storage }, samples, brandId)).toEqual([]);
    expect(((await t.get('/api/crocs/catalogs/latest')).body.data as CatalogOverview[]).length).toBe(2);
  });

  it('gives no item of a fresh seed a ship date before its line list’s Date Sent, or today, or a missing one', async () => {
    await seedDemoCatalogs({ db: t.db, storage: t.storage }, samples, await t.crocsBrandId());
    const seeded = await t.db
      .select({ ship: lineListItems.expectedShippedDate, dateSent: lineLists.dateSent, type: lineLists.type })
      .from(lineListItems)
      .innerJoin(lineLists, eq(lineLists.id, lineListItems.lineListId));
    expect(new Set(seeded.map((item) => item.type))).toEqual(new Set(demoLineLists().map((demo) => demo.type)));
    const today = utcToday();
    for (const item of seeded) {
      expect(item.ship).not.toBeNull();
      expect(item.ship! > today).toBe(true);
      if (item.dateSent) expect(item.ship! > item.dateSent).toBe(true);
      // What the preview would have marked: nothing.
      expect(shipDateIssue(item.ship, item.dateSent, today)).toBeNull();
    }
    expect(seeded.some((item) => item.dateSent !== null)).toBe(true);
  });
});

describe('the demo line lists of a first start years from now', () => {
  it('ship after their Date Sent, their deadline for orders and that day, keeping the samples’ spacing', async () => {
    const today = '2031-06-15';
    const column = CROCS_HEADERS.indexOf('Expected Ship Date') + 1;
    const shipDays = async (bytes: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(bytes).buffer);
      const days: string[] = [];
      workbook.worksheets[0]!.eachRow((row, number) => {
        const value = row.getCell(column).value;
        if (number > 1) days.push(value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
      });
      return days;
    };
    const spacing = (days: string[]) => days.map((day) => Date.parse(day) - Date.parse(days[0]!));
    for (const demo of demoLineLists(today)) {
      const sample = fs.readFileSync(path.join(samples, demo.file));
      const moved = await shipDays(await withShipDatesFrom(sample, demo.firstShipDay));
      const latestGiven = [today, demo.metadata.dateSent, demo.metadata.deadlineForOrders]
        .filter(Boolean)
        .sort()
        .at(-1)!;
      expect([...moved].sort()[0]).toBe(demo.firstShipDay);
      expect(moved.every((day) => day > latestGiven)).toBe(true);
      expect(spacing(moved)).toEqual(spacing(await shipDays(sample)));
    }
  });
});
