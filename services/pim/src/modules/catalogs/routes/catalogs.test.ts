import { errorMessages, successToasts } from '@lineup/contracts/messages';
import type { CatalogOverview } from '@lineup/contracts/pim';
import { pimMessages } from '@lineup/contracts/pim-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogsBeingSorted, catalogsPublished, insertLineList, januaryDay } from '../../../test-support/fixtures';
import { openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';
import { createBrand } from '../../brands/domain/brands';

let t: PimTestApp;
let brandId: number;
const ids = {} as Record<'staged' | 'staged_with_catalogs' | 'saved' | 'pending' | 'completed' | 'published', number>;

beforeAll(async () => {
  t = await openPimTestApp();
  brandId = (await createBrand(t.db, { name: 'Gamma', categoryId: 1 })).id;
  ids.staged = await insertLineList(t.db, { brandId, name: 'Staged', state: 'staged', createdAt: januaryDay(1) });
  ids.staged_with_catalogs = await insertLineList(t.db, {
    brandId,
    name: 'Staged with catalogs',
    state: 'staged',
    catalogsCreated: true,
    createdAt: januaryDay(1),
  });
  ids.saved = await insertLineList(t.db, { brandId, name: 'Saved', createdAt: januaryDay(2) });
  ids.pending = await insertLineList(t.db, {
    brandId,
    name: 'Pending',
    type: 'brand-ats',
    ...catalogsBeingSorted,
    sentOn: '2026-02-01',
    deadline: '2026-03-31',
    createdAt: januaryDay(3),
  });
  ids.completed = await insertLineList(t.db, {
    brandId,
    name: 'Completed',
    catalogsCreated: true,
    sortingCompleted: true,
    createdAt: januaryDay(4),
    items: [{ modelCode: 'A', catalogTypes: ['boutique', 'athletic'] }],
  });
  ids.published = await insertLineList(t.db, {
    brandId,
    name: 'Published',
    ...catalogsPublished,
    createdAt: januaryDay(5),
  });
});
afterAll(() => t.dispose());

describe('GET /api/crocs/catalogs/latest', () => {
  it('lists the saved line lists whose catalogs were created, newest first, as full catalog overviews', async () => {
    const { status, body } = await t.get('/api/crocs/catalogs/latest');
    expect(status).toBe(200);
    const catalogs = body.data as CatalogOverview[];
    expect(catalogs.map((catalog) => catalog.name)).toEqual(['Published', 'Completed', 'Pending']);
    expect(catalogs[2]).toEqual({
      id: ids.pending,
      name: 'Pending',
      brandId,
      brandName: 'Gamma',
      type: 'brand-ats',
      published: 0,
      sortingCompleted: 0,
      itemsCount: 2,
      sentOn: '2026-02-01',
      deadline: '2026-03-31',
      catalogs: [
        { type: 'unsorted', itemsCount: 1 },
        { type: 'athletic', itemsCount: 0 },
        { type: 'boutique', itemsCount: 0 },
        { type: 'crocs', itemsCount: 1 },
      ],
    } satisfies CatalogOverview);
    expect(catalogs[0]).toMatchObject({ published: 1, sortingCompleted: 1 });
  });
});

describe('POST /api/crocs/catalogs/publish', () => {
  it('publishes a catalog, sets the published flag, and is idempotent', async () => {
    const first = await t.post('/api/crocs/catalogs/publish', { lineListId: ids.completed });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(successToasts.catalogPublished);
    expect(first.body.data).toMatchObject({ id: ids.completed, published: 1, sortingCompleted: 1 });
    const lineList = await t.get(`/api/line-lists?lineListId=${ids.completed}`);
    expect(lineList.body.data[0]).toMatchObject({ published: 1, status: 'published' });
    const listed = (await t.get(`/api/line-lists?lineListId=${ids.completed}`)).body.data[0];

    const again = await t.post('/api/crocs/catalogs/publish', { lineListId: ids.completed });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect((await t.get(`/api/line-lists?lineListId=${ids.completed}`)).body.data[0]).toEqual(listed);

    const latest = (await t.get('/api/crocs/catalogs/latest')).body.data as CatalogOverview[];
    expect(latest.filter((catalog) => catalog.published === 1).map((catalog) => catalog.name)).toEqual([
      'Published',
      'Completed',
    ]);
  });

  it('publishes a catalog whose sorting is pending, completing it', async () => {
    const { status, body } = await t.post('/api/crocs/catalogs/publish', { lineListId: ids.pending });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ published: 1, sortingCompleted: 1 });
  });

  it('answers 404 for an unknown line list', async () => {
    expect(await t.post('/api/crocs/catalogs/publish', { lineListId: 999999 })).toEqual({
      status: 404,
      body: { success: false, message: errorMessages.catalogAddItems[404] },
    });
  });

  it('refuses line lists without catalogs (saved or staged) with 409, changing nothing', async () => {
    for (const id of [ids.saved, ids.staged, ids.staged_with_catalogs]) {
      const { status, body } = await t.post('/api/crocs/catalogs/publish', { lineListId: id });
      expect(status).toBe(409);
      expect(body).toEqual({ success: false, message: pimMessages.catalogsNotCreated });
    }
    const statuses = (await t.get('/api/line-lists?status=staged,saved')).body.data.map(
      (lineList: { status: string; published: number }) => [lineList.status, lineList.published],
    );
    expect(statuses).toEqual([
      ['saved', 0],
      ['staged', 0],
      ['staged', 0],
    ]);
  });

  it('refuses malformed bodies with 400', async () => {
    for (const body of [
      {},
      { lineListId: 'abc' },
      { lineListId: '1' },
      { lineListId: 0 },
      { lineListId: 1, x: 1 },
      '{',
    ]) {
      const answer = await t.post('/api/crocs/catalogs/publish', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ success: false, message: pimMessages.publishWrongParameters });
    }
  });
});
