import { errorMessages } from '@lineup/contracts/messages';
import type { LineList, LineListWithCatalogInfo } from '@lineup/contracts/pim';
import { pimMessages } from '@lineup/contracts/pim-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogsPublished, insertLineList, januaryDay } from '../../../test-support/fixtures';
import { openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';
import { createBrand } from '../../brands/domain/brands';

let t: PimTestApp;
let brandA: number;
let brandB: number;
const ids = {} as Record<'staged' | 'saved' | 'pending' | 'completed' | 'published', number>;

beforeAll(async () => {
  t = await openPimTestApp();
  brandA = (await createBrand(t.db, { name: 'Alpha', categoryId: 1 })).id;
  brandB = (await createBrand(t.db, { name: 'Beta', categoryId: 1 })).id;
  ids.staged = await insertLineList(t.db, {
    brandId: brandA,
    name: 'Staged',
    state: 'staged',
    createdAt: januaryDay(1),
  });
  ids.saved = await insertLineList(t.db, {
    brandId: brandA,
    name: 'Saved',
    type: 'brand-ats',
    description: 'First drop',
    createdAt: januaryDay(2),
    items: [{ modelCode: 'A' }, { modelCode: 'B' }],
  });
  ids.pending = await insertLineList(t.db, {
    brandId: brandA,
    name: 'Pending',
    catalogsCreated: true,
    sentOn: '2026-02-01',
    deadline: '2026-03-01',
    createdAt: januaryDay(3),
    items: [
      { modelCode: 'A', catalogTypes: ['athletic'] },
      { modelCode: 'B', catalogTypes: ['athletic', 'crocs'] },
      { modelCode: 'C' },
    ],
  });
  ids.completed = await insertLineList(t.db, {
    brandId: brandB,
    name: 'Completed',
    type: 'future-stock',
    catalogsCreated: true,
    sortingCompleted: true,
    createdAt: januaryDay(4),
    items: [{ modelCode: 'X', catalogTypes: ['boutique'] }],
  });
  ids.published = await insertLineList(t.db, {
    brandId: brandB,
    name: 'Published',
    type: 'own-stock',
    ...catalogsPublished,
    createdAt: januaryDay(5),
  });
});
afterAll(() => t.dispose());

const names = (body: { data: LineList[] }) => body.data.map((lineList) => lineList.name);

describe('GET /api/line-lists', () => {
  it('lists every line list except staged ones, newest first, with every line list field', async () => {
    const { status, body } = await t.get('/api/line-lists');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Published', 'Completed', 'Pending', 'Saved']);
    expect(body.pagination).toBeUndefined();
    const saved = body.data.find((lineList: LineList) => lineList.id === ids.saved);
    expect(saved).toEqual({
      id: ids.saved,
      name: 'Saved',
      brandId: brandA,
      brandName: 'Alpha',
      type: 'brand-ats',
      description: 'First drop',
      status: 'saved',
      season: null,
      year: null,
      createdAt: '2026-01-02T00:00:00.000Z',
      itemsCount: 2,
      sentOn: null,
      dateSent: null,
      receivedOn: null,
      deadline: null,
      dateOfAvailability: null,
      published: 0,
      catalogsCreated: 0,
      sortingCompleted: 0,
    } satisfies LineList);
    const pending = body.data.find((lineList: LineList) => lineList.id === ids.pending);
    expect(pending).toMatchObject({ status: 'sorting-pending', sentOn: '2026-02-01', deadline: '2026-03-01' });
    const published = body.data.find((lineList: LineList) => lineList.id === ids.published);
    expect(published).toMatchObject({ status: 'published', published: 1, sortingCompleted: 1, catalogsCreated: 1 });
  });

  it('filters by brand (the brand table), line list id and status', async () => {
    expect(names((await t.get(`/api/line-lists?brandId=${brandA}`)).body)).toEqual(['Pending', 'Saved']);
    expect(names((await t.get(`/api/line-lists?lineListId=${ids.staged}`)).body)).toEqual([]);
    expect(names((await t.get(`/api/line-lists?lineListId=${ids.staged}&status=staged`)).body)).toEqual(['Staged']);
    expect(names((await t.get('/api/line-lists?status=published')).body)).toEqual(['Published']);
    expect(names((await t.get('/api/line-lists?status=sorting-pending,sorting-completed')).body)).toEqual([
      'Completed',
      'Pending',
    ]);
    expect(names((await t.get('/api/line-lists?status=saved')).body)).toEqual(['Saved']);
    expect(names((await t.get('/api/line-lists?type=future-stock')).body)).toEqual(['Completed']);
    expect(names((await t.get('/api/line-lists?brandId=999999')).body)).toEqual([]);
  });

  it('pages when asked, with the pagination of the envelope', async () => {
    const first = await t.get('/api/line-lists?page=1&pageSize=3');
    expect(names(first.body)).toEqual(['Published', 'Completed', 'Pending']);
    expect(first.body.pagination).toEqual({ page: 1, pageSize: 3, total: 4 });
    const second = await t.get('/api/line-lists?page=2&pageSize=3');
    expect(names(second.body)).toEqual(['Saved']);
    expect((await t.get('/api/line-lists?page=1')).body.pagination).toEqual({ page: 1, pageSize: 10, total: 4 });
  });

  it('refuses unknown or malformed parameters with 400', async () => {
    for (const query of ['brandId=abc', 'status=archived', 'status=', 'lineListId=0', 'pageSize=1000', 'foo=1']) {
      const { status, body } = await t.get(`/api/line-lists?${query}`);
      expect(status, query).toBe(400);
      expect(body).toEqual({ success: false, message: pimMessages.lineListsWrongParameters });
    }
  });
});

describe('GET /api/line-lists/with-catalogs-info', () => {
  it('adds the per-type item counts of each line list', async () => {
    const { status, body } = await t.get(`/api/line-lists/with-catalogs-info?brandId=${brandA}`);
    expect(status).toBe(200);
    const byName = new Map((body.data as LineListWithCatalogInfo[]).map((lineList) => [lineList.name, lineList]));
    expect(byName.get('Pending')?.catalogs).toEqual([
      { type: 'unsorted', itemsCount: 1 },
      { type: 'athletic', itemsCount: 2 },
      { type: 'boutique', itemsCount: 0 },
      { type: 'crocs', itemsCount: 1 },
    ]);
    expect(byName.get('Saved')?.catalogs).toEqual([
      { type: 'unsorted', itemsCount: 2 },
      { type: 'athletic', itemsCount: 0 },
      { type: 'boutique', itemsCount: 0 },
      { type: 'crocs', itemsCount: 0 },
    ]);
    expect(byName.get('Pending')).toMatchObject({ brandName: 'Alpha', itemsCount: 3, status: 'sorting-pending' });
  });

  it('takes the same filters and pages', async () => {
    const { body } = await t.get('/api/line-lists/with-catalogs-info?status=published&page=1&pageSize=1');
    expect(names(body)).toEqual(['Published']);
    expect(body.pagination).toEqual({ page: 1, pageSize: 1, total: 1 });
    expect(body.data[0].catalogs.every((c: { itemsCount: number }) => c.itemsCount === 0)).toBe(true);
  });

  it("answers 400 with 'Wrong parameters provided for linelists with catalog info' for unknown or malformed parameters", async () => {
    const queries = [
      'unknown=1',
      'brandId=abc',
      'brandId=',
      'brandId=1&brandId=2',
      'lineListId=-4',
      'lineListId=1.5',
      'status=archived',
      'type=boots',
      'page=0',
      'pageSize=101',
      'orderDir=asc',
    ];
    for (const query of queries) {
      const { status, body } = await t.get(`/api/line-lists/with-catalogs-info?${query}`);
      expect(status, query).toBe(400);
      expect(body).toEqual({ success: false, message: errorMessages.lineListsWithCatalogInfo[400] });
    }
  });
});

// Last in this file: it adds a line list the other tests do not expect.
describe('the line-list lists, cached', () => {
  it('answer a repeated query from the cache until a write, and never keep a refusal', async () => {
    const url = `/api/line-lists/with-catalogs-info?brandId=${brandB}`;
    expect(names((await t.get(url)).body)).toEqual(['Published', 'Completed']);
    // Written past the API, so nothing empties the cache: the kept answer is served.
    await insertLineList(t.db, {
      brandId: brandB,
      name: 'Behind the cache',
      createdAt: new Date(Date.UTC(2026, 0, 6)),
    });
    expect(names((await t.get(url)).body)).toEqual(['Published', 'Completed']);
    // Any write through the API empties it.
    expect((await t.post('/api/brands', { name: 'Gamma', categoryId: 1 })).status).toBe(201);
    expect(names((await t.get(url)).body)).toEqual(['Behind the cache', 'Published', 'Completed']);

    for (let i = 0; i < 2; i++) {
      const { status, body } = await t.get(`/api/line-lists/with-catalogs-info?brandId=${brandB}&unknown=1`);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, message: errorMessages.lineListsWithCatalogInfo[400] });
    }
  });
});
