import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PopulatedCatalogs } from '@lineup/contracts/catalogs';
import type { CatalogOverview } from '@lineup/contracts/pim';
import { orderingClosed, utcToday } from '@lineup/contracts/ordering-deadline';
import { openPipelineTestApp } from '../test-support/pipeline-test-app';
import { demoLineLists, seedDemoCatalogs } from './catalogs-seed';

const samples = path.resolve(import.meta.dirname, '../../../../samples');

let t: Awaited<ReturnType<typeof openPipelineTestApp>>;
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
});
