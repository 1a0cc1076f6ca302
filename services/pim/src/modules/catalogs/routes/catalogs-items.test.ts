import {
  CATALOG_REQUEST_MAX_ITEMS,
  type CatalogChangeResult,
  type PopulatedCatalogs,
} from '@lineup/contracts/catalogs';
import { errorMessages, failureToasts, successToasts } from '@lineup/contracts/messages';
import type { CatalogOverview, LineList } from '@lineup/contracts/pim';
import { catalogMessages, pimMessages } from '@lineup/contracts/pim-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CatalogItemFixture, insertCatalogLineList } from '../../../test-support/catalog-fixtures';
import { type JsonAnswer, openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';
import { createBrand } from '../../brands/domain/brands';

let t: PimTestApp;
let token: string;
let brandId: number;

beforeAll(async () => {
  t = await openPimTestApp({ captureLogs: true });
  token = await t.tokens.tokenFor('test-user');
  brandId = (await createBrand(t.db, { name: 'Crocs Test', categoryId: 1 })).id;
});
afterAll(() => t.dispose());

const NOT_FOUND = errorMessages.catalogAddItems[404];
const WRONG = errorMessages.catalogAddItems[400];

/** DELETE with a JSON body (remove-items). */
async function del(path: string, body: unknown): Promise<JsonAnswer> {
  const response = await t.app.request(path, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const items: CatalogItemFixture[] = [
  {
    modelCode: 'A',
    silhouette: 'Classic Clog',
    color: 'Black',
    franchise: 'Classic',
    gender: 'Unisex',
    sizes: ['4', '5', '6'],
    image: 'https://img/a.jpg',
  },
  { modelCode: 'B', silhouette: 'Echo Clog', color: 'Navy', sizes: ['9'], image: 'No Image' },
  { modelCode: 'C', silhouette: 'Mellow Slide', color: 'Bone', sizes: [], catalogTypes: ['athletic'] },
  { modelCode: 'D', catalogTypes: ['athletic', 'crocs'] },
  { modelCode: 'E', catalogTypes: ['boutique'] },
];

let id: number;
beforeEach(async () => {
  id = await insertCatalogLineList(t.db, {
    brandId,
    name: 'Spring 2026',
    dateSent: '2026-01-31',
    sentOn: '2026-01-30',
    deadline: '2026-03-15',
    items,
  });
});

async function populated(lineListId = id): Promise<PopulatedCatalogs> {
  const answer = await t.get(`/api/crocs/catalogs/populated/${lineListId}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** Model codes per group, in the order unsorted, athletic, boutique, crocs. */
async function groups(lineListId = id): Promise<Record<string, string[]>> {
  const data = await populated(lineListId);
  return Object.fromEntries(data.catalogs.map((group) => [group.type, group.items.map((item) => item.model_code)]));
}

const initial = { unsorted: ['A', 'B'], athletic: ['C', 'D'], boutique: ['E'], crocs: ['D'] };

describe('GET /api/crocs/catalogs/populated/{lineListId}', () => {
  it('answers the line list and its four groups with their items', async () => {
    const { status, body } = await t.get(`/api/crocs/catalogs/populated/${id}`);
    expect(status).toBe(200);
    expect(body.message).toBe(catalogMessages.catalogsLoaded);
    const data = body.data as PopulatedCatalogs;
    expect(data.lineList).toEqual({
      id,
      name: 'Spring 2026',
      brandId,
      brandName: 'Crocs Test',
      type: 'pre-book',
      dateSent: '2026-01-31',
      // Sent to catalog on its Date Sent (a sent-on day stored apart is read only without one).
      sentOn: '2026-01-31',
      deadline: '2026-03-15',
      itemsCount: 5,
      catalogsCreated: 1,
      sortingCompleted: 0,
      published: 0,
    });
    expect(data.catalogs.map((group) => [group.type, group.itemsCount])).toEqual([
      ['unsorted', 2],
      ['athletic', 2],
      ['boutique', 1],
      ['crocs', 1],
    ]);
    expect(data.catalogs[0]!.items).toEqual([
      {
        model_code: 'A',
        silhouette: 'Classic Clog',
        color: 'Black',
        franchise: 'Classic',
        gender: 'Unisex',
        sizes: ['4', '5', '6'],
        catalogTypes: [],
        image_url: 'https://img/a.jpg',
        picture: null,
      },
      {
        model_code: 'B',
        silhouette: 'Echo Clog',
        color: 'Navy',
        franchise: null,
        gender: null,
        sizes: ['9'],
        catalogTypes: [],
        image_url: null,
        picture: null,
      },
    ]);
    // An item in two catalogs is listed in both, with both types.
    const d = data.catalogs[1]!.items.find((item) => item.model_code === 'D');
    expect(d).toMatchObject({ catalogTypes: ['athletic', 'crocs'], sizes: ['8', '9', '10'], image_url: null });
    expect(data.catalogs[3]!.items.map((item) => item.model_code)).toEqual(['D']);
    expect(data.catalogs[1]!.items.find((item) => item.model_code === 'C')?.sizes).toEqual([]);
  });

  it('answers 404 for an unknown line list and 400 for a malformed id, both saying no such catalog', async () => {
    expect(await t.get('/api/crocs/catalogs/populated/999999')).toEqual({
      status: 404,
      body: { success: false, message: NOT_FOUND },
    });
    // A read: not "Failed to add items to catalog…".
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect(await t.get(`/api/crocs/catalogs/populated/${bad}`), bad).toEqual({
        status: 400,
        body: { success: false, message: NOT_FOUND },
      });
    }
  });

  it('refuses a staged line list and answers a saved one without catalogs (catalogsCreated 0)', async () => {
    const staged = await insertCatalogLineList(t.db, { brandId, state: 'staged', catalogsCreated: false, items });
    expect(await t.get(`/api/crocs/catalogs/populated/${staged}`)).toEqual({
      status: 409,
      body: { success: false, message: catalogMessages.lineListNotSaved },
    });
    const saved = await insertCatalogLineList(t.db, { brandId, catalogsCreated: false, items: [{ modelCode: 'X' }] });
    const data = await populated(saved);
    expect(data.lineList.catalogsCreated).toBe(0);
    expect(data.catalogs[0]!.items.map((item) => item.model_code)).toEqual(['X']);
  });
});

describe('POST /api/crocs/catalogs/create', () => {
  it('creates the catalogs of a saved line list (sorting pending), once', async () => {
    const saved = await insertCatalogLineList(t.db, { brandId, name: 'New', catalogsCreated: false, items });
    const first = await t.post('/api/crocs/catalogs/create', { lineListId: saved });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(catalogMessages.catalogsCreated);
    expect(first.body.data).toMatchObject({ id: saved, published: 0, sortingCompleted: 0, itemsCount: 5 });
    expect((first.body.data as CatalogOverview).catalogs).toEqual([
      { type: 'unsorted', itemsCount: 2 },
      { type: 'athletic', itemsCount: 2 },
      { type: 'boutique', itemsCount: 1 },
      { type: 'crocs', itemsCount: 1 },
    ]);
    const again = await t.post('/api/crocs/catalogs/create', { lineListId: saved });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const listed = (await t.get(`/api/line-lists?lineListId=${saved}`)).body.data[0] as LineList;
    expect(listed.status).toBe('sorting-pending');
    const latest = (await t.get('/api/crocs/catalogs/latest')).body.data as CatalogOverview[];
    expect(latest.find((c) => c.id === saved)).toMatchObject({ sortingCompleted: 0 });
  });

  it('refuses staged line lists (409), unknown ones (404) and bad bodies (400)', async () => {
    const staged = await insertCatalogLineList(t.db, { brandId, state: 'staged', catalogsCreated: false, items });
    expect(await t.post('/api/crocs/catalogs/create', { lineListId: staged })).toEqual({
      status: 409,
      body: { success: false, message: catalogMessages.lineListNotSaved },
    });
    expect(await t.post('/api/crocs/catalogs/create', { lineListId: 999999 })).toEqual({
      status: 404,
      body: { success: false, message: NOT_FOUND },
    });
    for (const body of [{}, { lineListId: '1' }, { lineListId: 0 }, { lineListId: 1, extra: true }, '{', []]) {
      expect(await t.post('/api/crocs/catalogs/create', body), JSON.stringify(body)).toEqual({
        status: 400,
        body: { success: false, message: WRONG },
      });
    }
  });
});

describe('POST /api/crocs/catalogs/add-items', () => {
  it('adds from unsorted (the item is no longer unsorted) and from a catalog (it stays there)', async () => {
    const { status, body } = await t.post('/api/crocs/catalogs/add-items', {
      lineListId: id,
      addItems: [
        { modelCode: 'A', originCatalogType: 'unsorted', targetCatalogType: 'athletic' },
        { modelCode: 'E', originCatalogType: 'boutique', targetCatalogType: 'crocs' },
        { modelCode: 'D', originCatalogType: 'athletic', targetCatalogType: 'crocs' },
      ],
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      lineListId: id,
      itemsChanged: 2,
      itemsSkipped: 1,
      items: [
        { modelCode: 'A', catalogTypes: ['athletic'] },
        { modelCode: 'E', catalogTypes: ['boutique', 'crocs'] },
        { modelCode: 'D', catalogTypes: ['athletic', 'crocs'] },
      ],
      // What each item held before: what an Undo puts back.
      previous: [
        { modelCode: 'A', catalogTypes: [] },
        { modelCode: 'E', catalogTypes: ['boutique'] },
        { modelCode: 'D', catalogTypes: ['athletic', 'crocs'] },
      ],
      catalogs: [
        { type: 'unsorted', itemsCount: 1 },
        { type: 'athletic', itemsCount: 3 },
        { type: 'boutique', itemsCount: 1 },
        { type: 'crocs', itemsCount: 2 },
      ],
    } satisfies CatalogChangeResult);
    expect(await groups()).toEqual({
      unsorted: ['B'],
      athletic: ['A', 'C', 'D'],
      boutique: ['E'],
      crocs: ['D', 'E'],
    });
  });

  it('refuses the whole request when an item is not in its origin (409), changing nothing', async () => {
    const answer = await t.post('/api/crocs/catalogs/add-items', {
      lineListId: id,
      addItems: [
        { modelCode: 'A', originCatalogType: 'unsorted', targetCatalogType: 'athletic' },
        { modelCode: 'C', originCatalogType: 'unsorted', targetCatalogType: 'boutique' },
      ],
    });
    expect(answer).toEqual({
      status: 409,
      body: { success: false, message: catalogMessages.notInOrigin('C', 'Unsorted') },
    });
    const other = await t.post('/api/crocs/catalogs/add-items', {
      lineListId: id,
      addItems: [{ modelCode: 'A', originCatalogType: 'crocs', targetCatalogType: 'athletic' }],
    });
    expect(other.body.message).toBe(catalogMessages.notInOrigin('A', 'Crocs'));
    expect(await groups()).toEqual(initial);
  });

  it('names model codes that are not in the line list (400), changing nothing', async () => {
    const answer = await t.post('/api/crocs/catalogs/add-items', {
      lineListId: id,
      addItems: [
        { modelCode: 'A', originCatalogType: 'unsorted', targetCatalogType: 'athletic' },
        { modelCode: 'ZZ-1', originCatalogType: 'unsorted', targetCatalogType: 'athletic' },
        { modelCode: 'ZZ-2', originCatalogType: 'unsorted', targetCatalogType: 'athletic' },
      ],
    });
    expect(answer).toEqual({
      status: 400,
      body: { success: false, message: catalogMessages.notInLineList(['ZZ-1', 'ZZ-2']) },
    });
    expect(answer.body.message).toBe('Not in this line list: ZZ-1, ZZ-2.');
    // An item of another line list is not in this one either.
    const other = await insertCatalogLineList(t.db, { brandId, items: [{ modelCode: 'OTHER' }] });
    const foreign = await t.post('/api/crocs/catalogs/add-items', {
      lineListId: id,
      addItems: [{ modelCode: 'OTHER', originCatalogType: 'unsorted', targetCatalogType: 'athletic' }],
    });
    expect(foreign.body.message).toBe(catalogMessages.notInLineList(['OTHER']));
    expect(await groups()).toEqual(initial);
    expect((await groups(other)).unsorted).toEqual(['OTHER']);
  });

  it('refuses bad input with a clear message (400)', async () => {
    const entry = { modelCode: 'A', originCatalogType: 'unsorted', targetCatalogType: 'athletic' };
    const cases: [unknown, string][] = [
      [{ lineListId: id, addItems: [] }, failureToasts.noItemsToMove],
      [
        { lineListId: id, addItems: [{ ...entry, targetCatalogType: 'sneakers' }] },
        catalogMessages.unknownCatalogType('sneakers'),
      ],
      [
        { lineListId: id, addItems: [{ ...entry, originCatalogType: 'Athletic' }] },
        catalogMessages.unknownCatalogType('Athletic'),
      ],
      [{ lineListId: id, addItems: [{ ...entry, targetCatalogType: 'unsorted' }] }, catalogMessages.unsortedNotATarget],
      [
        { lineListId: id, addItems: [{ ...entry, originCatalogType: 'athletic', targetCatalogType: 'athletic' }] },
        failureToasts.sameCategory,
      ],
      [
        { lineListId: id, addItems: Array.from({ length: CATALOG_REQUEST_MAX_ITEMS + 1 }, () => entry) },
        catalogMessages.tooManyItems(CATALOG_REQUEST_MAX_ITEMS),
      ],
      [{ lineListId: id }, WRONG],
      [{ lineListId: id, addItems: [{ ...entry, modelCode: '' }] }, WRONG],
      [{ lineListId: id, addItems: [{ ...entry, extra: 1 }] }, WRONG],
      [{ lineListId: id, addItems: 'A' }, WRONG],
      [{ lineListId: 'x', addItems: [entry] }, WRONG],
      ['{"lineListId":', WRONG],
    ];
    for (const [body, message] of cases) {
      const answer = await t.post('/api/crocs/catalogs/add-items', body);
      expect(answer, message).toEqual({ status: 400, body: { success: false, message } });
    }
    expect(await groups()).toEqual(initial);
  });

  it('answers 404 for an unknown line list and 409 when its catalogs do not exist', async () => {
    const entry = { modelCode: 'A', originCatalogType: 'unsorted', targetCatalogType: 'athletic' };
    expect(await t.post('/api/crocs/catalogs/add-items', { lineListId: 999999, addItems: [entry] })).toEqual({
      status: 404,
      body: { success: false, message: NOT_FOUND },
    });
    const noCatalogs = await insertCatalogLineList(t.db, { brandId, catalogsCreated: false, items });
    const staged = await insertCatalogLineList(t.db, { brandId, state: 'staged', items });
    for (const lineListId of [noCatalogs, staged]) {
      expect(await t.post('/api/crocs/catalogs/add-items', { lineListId, addItems: [entry] })).toEqual({
        status: 409,
        body: { success: false, message: pimMessages.catalogsNotCreated },
      });
    }
  });
});

describe('POST /api/crocs/catalogs/copy-items', () => {
  it('copies: the item stays in its source; one the target holds already is skipped', async () => {
    const { status, body } = await t.post('/api/crocs/catalogs/copy-items', {
      lineListId: id,
      copyItems: [
        { modelCode: 'C', originCatalogType: 'athletic', targetCatalogType: 'boutique' },
        { modelCode: 'D', originCatalogType: 'athletic', targetCatalogType: 'crocs' },
        { modelCode: 'B', originCatalogType: 'unsorted', targetCatalogType: 'crocs' },
        // The same entry twice counts once.
        { modelCode: 'B', originCatalogType: 'unsorted', targetCatalogType: 'crocs' },
      ],
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ itemsChanged: 2, itemsSkipped: 1 });
    expect(await groups()).toEqual({
      unsorted: ['A'],
      athletic: ['C', 'D'],
      boutique: ['C', 'E'],
      crocs: ['B', 'D'],
    });
  });

  it('refuses a copy to the same category and a source that does not hold the item', async () => {
    expect(
      await t.post('/api/crocs/catalogs/copy-items', {
        lineListId: id,
        copyItems: [{ modelCode: 'C', originCatalogType: 'athletic', targetCatalogType: 'athletic' }],
      }),
    ).toEqual({ status: 400, body: { success: false, message: failureToasts.sameCategory } });
    expect(
      (
        await t.post('/api/crocs/catalogs/copy-items', {
          lineListId: id,
          copyItems: [{ modelCode: 'E', originCatalogType: 'athletic', targetCatalogType: 'crocs' }],
        })
      ).status,
    ).toBe(409);
    expect(await groups()).toEqual(initial);
  });
});

describe('POST /api/crocs/catalogs/move-items', () => {
  it('moves: out of the source into the target; from unsorted it is an add', async () => {
    const { status, body } = await t.post('/api/crocs/catalogs/move-items', {
      lineListId: id,
      moveItems: [
        { modelCode: 'C', originCatalogType: 'athletic', targetCatalogType: 'boutique' },
        { modelCode: 'D', originCatalogType: 'athletic', targetCatalogType: 'crocs' },
        { modelCode: 'A', originCatalogType: 'unsorted', targetCatalogType: 'crocs' },
      ],
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      itemsChanged: 3,
      itemsSkipped: 0,
      items: [
        { modelCode: 'C', catalogTypes: ['boutique'] },
        { modelCode: 'D', catalogTypes: ['crocs'] },
        { modelCode: 'A', catalogTypes: ['crocs'] },
      ],
    });
    expect(await groups()).toEqual({ unsorted: ['B'], athletic: [], boutique: ['C', 'E'], crocs: ['A', 'D'] });
  });

  it('handles model codes with quotes, backslashes, commas, braces and NULL', async () => {
    const odd = ['A"1', 'B\\2', 'C,3', '{D}', 'NULL', "E'5"];
    const lineListId = await insertCatalogLineList(t.db, { brandId, items: odd.map((modelCode) => ({ modelCode })) });
    const answer = await t.post('/api/crocs/catalogs/move-items', {
      lineListId,
      moveItems: odd.map((modelCode) => ({ modelCode, originCatalogType: 'unsorted', targetCatalogType: 'crocs' })),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.itemsChanged).toBe(6);
    expect((await groups(lineListId)).crocs).toEqual(odd);
    const removed = await del('/api/crocs/catalogs/remove-items', {
      lineListId,
      modelCodes: odd,
      catalogType: 'crocs',
    });
    expect(removed.body.data.itemsChanged).toBe(6);
    expect((await groups(lineListId)).unsorted).toEqual(odd);
  });

  it('applies the entries in order: a second move of the same item from its old place is refused whole', async () => {
    const answer = await t.post('/api/crocs/catalogs/move-items', {
      lineListId: id,
      moveItems: [
        { modelCode: 'C', originCatalogType: 'athletic', targetCatalogType: 'boutique' },
        { modelCode: 'C', originCatalogType: 'athletic', targetCatalogType: 'crocs' },
      ],
    });
    expect(answer).toEqual({
      status: 409,
      body: { success: false, message: catalogMessages.notInOrigin('C', 'Athletic') },
    });
    expect(await groups()).toEqual(initial);
  });

  it('says so when there is nothing to move or the target is the source', async () => {
    expect(await t.post('/api/crocs/catalogs/move-items', { lineListId: id, moveItems: [] })).toEqual({
      status: 400,
      body: { success: false, message: failureToasts.noItemsToMove },
    });
    expect(
      await t.post('/api/crocs/catalogs/move-items', {
        lineListId: id,
        moveItems: [{ modelCode: 'E', originCatalogType: 'boutique', targetCatalogType: 'boutique' }],
      }),
    ).toEqual({ status: 400, body: { success: false, message: failureToasts.sameCategory } });
  });

  it('keeps working after the catalogs are published (Manage)', async () => {
    await t.post('/api/crocs/catalogs/publish', { lineListId: id });
    const answer = await t.post('/api/crocs/catalogs/move-items', {
      lineListId: id,
      moveItems: [{ modelCode: 'E', originCatalogType: 'boutique', targetCatalogType: 'athletic' }],
    });
    expect(answer.status).toBe(200);
    expect((await populated()).lineList.published).toBe(1);
  });
});

describe('DELETE /api/crocs/catalogs/remove-items', () => {
  it('removes: unsorted again when no catalog holds the item; items not in the catalog are skipped', async () => {
    const { status, body } = await del('/api/crocs/catalogs/remove-items', {
      lineListId: id,
      modelCodes: ['C', 'D', 'E'],
      catalogType: 'athletic',
    });
    expect(status).toBe(200);
    expect(body.message).toBe(successToasts.itemsRemoved);
    expect(body.data).toMatchObject({
      itemsChanged: 2,
      itemsSkipped: 1,
      items: [
        { modelCode: 'C', catalogTypes: [] },
        { modelCode: 'D', catalogTypes: ['crocs'] },
        { modelCode: 'E', catalogTypes: ['boutique'] },
      ],
      catalogs: [
        { type: 'unsorted', itemsCount: 3 },
        { type: 'athletic', itemsCount: 0 },
        { type: 'boutique', itemsCount: 1 },
        { type: 'crocs', itemsCount: 1 },
      ],
    });
    expect(await groups()).toEqual({ unsorted: ['A', 'B', 'C'], athletic: [], boutique: ['E'], crocs: ['D'] });
  });

  it('refuses bad input, unknown line lists and unknown items, changing nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{ lineListId: id, modelCodes: [], catalogType: 'athletic' }, 400, catalogMessages.noItemsToRemove],
      [{ lineListId: id, modelCodes: ['A'], catalogType: 'unsorted' }, 400, catalogMessages.unsortedNotATarget],
      [{ lineListId: id, modelCodes: ['A'], catalogType: 'flats' }, 400, catalogMessages.unknownCatalogType('flats')],
      [{ lineListId: id, modelCodes: ['C'] }, 400, WRONG],
      [
        { lineListId: id, modelCodes: ['C', 'NOPE'], catalogType: 'athletic' },
        400,
        catalogMessages.notInLineList(['NOPE']),
      ],
      [{ lineListId: 999999, modelCodes: ['C'], catalogType: 'athletic' }, 404, NOT_FOUND],
    ];
    for (const [body, status, message] of cases) {
      expect(await del('/api/crocs/catalogs/remove-items', body), message).toEqual({
        status,
        body: { success: false, message },
      });
    }
    expect(await groups()).toEqual(initial);
  });
});

describe('POST /api/crocs/catalogs/copy-items-to and add-items-to', () => {
  it('copy-items-to copies from one origin into one target, answering itemsAdded and itemsSkipped', async () => {
    const { status, body } = await t.post('/api/crocs/catalogs/copy-items-to', {
      lineListId: id,
      modelCodes: ['C', 'D'],
      originCatalogType: 'athletic',
      targetCatalogType: 'crocs',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ itemsAdded: 1, itemsSkipped: 1, itemsChanged: 1 });
    expect(await groups()).toEqual({ ...initial, crocs: ['C', 'D'] });

    const wrongOrigin = await t.post('/api/crocs/catalogs/copy-items-to', {
      lineListId: id,
      modelCodes: ['A'],
      originCatalogType: 'athletic',
      targetCatalogType: 'boutique',
    });
    expect(wrongOrigin).toEqual({
      status: 409,
      body: { success: false, message: catalogMessages.notInOrigin('A', 'Athletic') },
    });
    const same = await t.post('/api/crocs/catalogs/copy-items-to', {
      lineListId: id,
      modelCodes: ['C'],
      originCatalogType: 'crocs',
      targetCatalogType: 'crocs',
    });
    expect(same).toEqual({ status: 400, body: { success: false, message: failureToasts.sameCategory } });
  });

  it('add-items-to adds items from anywhere into the target (Add items)', async () => {
    const { status, body } = await t.post('/api/crocs/catalogs/add-items-to', {
      lineListId: id,
      modelCodes: ['A', 'E', 'C', 'A'],
      targetCatalogType: 'athletic',
    });
    expect(status).toBe(200);
    expect(body.message).toBe(successToasts.itemsAddedToCatalog('Athletic'));
    expect(body.data).toMatchObject({ itemsAdded: 2, itemsSkipped: 1 });
    expect(await groups()).toEqual({ unsorted: ['B'], athletic: ['A', 'C', 'D', 'E'], boutique: ['E'], crocs: ['D'] });
    expect(
      await t.post('/api/crocs/catalogs/add-items-to', { lineListId: id, modelCodes: [], targetCatalogType: 'crocs' }),
    ).toEqual({ status: 400, body: { success: false, message: failureToasts.noItemsToMove } });
    expect(
      await t.post('/api/crocs/catalogs/add-items-to', {
        lineListId: 999999,
        modelCodes: ['A'],
        targetCatalogType: 'crocs',
      }),
    ).toEqual({ status: 404, body: { success: false, message: NOT_FOUND } });
  });
});

describe('POST /api/crocs/catalogs/save and publish', () => {
  it('Save Catalogs marks the sorting completed and answers the counts; Publish Catalogs publishes', async () => {
    const saved = await t.post('/api/crocs/catalogs/save', { lineListId: id });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(catalogMessages.catalogsSaved);
    expect(saved.body.data).toMatchObject({ id, sortingCompleted: 1, published: 0 });
    expect((saved.body.data as CatalogOverview).catalogs).toEqual([
      { type: 'unsorted', itemsCount: 2 },
      { type: 'athletic', itemsCount: 2 },
      { type: 'boutique', itemsCount: 1 },
      { type: 'crocs', itemsCount: 1 },
    ]);
    expect((await t.get(`/api/line-lists?lineListId=${id}`)).body.data[0].status).toBe('sorting-completed');
    // Saving again changes nothing.
    expect((await t.post('/api/crocs/catalogs/save', { lineListId: id })).body.data).toEqual(saved.body.data);

    const published = await t.post('/api/crocs/catalogs/publish', { lineListId: id });
    expect(published.status).toBe(200);
    expect(published.body.message).toBe(successToasts.catalogPublished);
    const latest = (await t.get('/api/crocs/catalogs/latest')).body.data as CatalogOverview[];
    expect(latest.find((c) => c.id === id)).toMatchObject({ published: 1, sortingCompleted: 1 });
    // Publishing twice answers success and changes nothing.
    const twice = await t.post('/api/crocs/catalogs/publish', { lineListId: id });
    expect(twice).toEqual(published);
  });

  it('refuses saving unknown line lists and line lists without catalogs', async () => {
    expect(await t.post('/api/crocs/catalogs/save', { lineListId: 999999 })).toEqual({
      status: 404,
      body: { success: false, message: NOT_FOUND },
    });
    const noCatalogs = await insertCatalogLineList(t.db, { brandId, catalogsCreated: false, items });
    expect(await t.post('/api/crocs/catalogs/save', { lineListId: noCatalogs })).toEqual({
      status: 409,
      body: { success: false, message: pimMessages.catalogsNotCreated },
    });
    expect(await t.post('/api/crocs/catalogs/save', { lineListId: 'x' })).toEqual({
      status: 400,
      body: { success: false, message: WRONG },
    });
  });
});

describe('failures of the database', () => {
  it('answer 500 with the catalogs area message and log the cause only', async () => {
    await t.db.execute(sql`alter table pim.line_list_items rename to line_list_items_gone`);
    try {
      const answer = await t.post('/api/crocs/catalogs/move-items', {
        lineListId: id,
        moveItems: [{ modelCode: 'C', originCatalogType: 'athletic', targetCatalogType: 'boutique' }],
      });
      expect(answer).toEqual({ status: 500, body: { success: false, message: errorMessages.catalogAddItems[500] } });
      expect(JSON.stringify(answer.body)).not.toContain('line_list_items');
      const logged = t.logs.map((line) => JSON.parse(line)).find((line) => line.msg === 'unhandled error');
      expect(JSON.stringify(logged?.err)).toMatch(/line_list_items/);
    } finally {
      await t.db.execute(sql`alter table pim.line_list_items_gone rename to line_list_items`);
    }
  });

  it('every catalogs route needs a token', async () => {
    for (const [method, path] of [
      ['GET', `/api/crocs/catalogs/populated/${id}`],
      ['POST', '/api/crocs/catalogs/move-items'],
      ['DELETE', '/api/crocs/catalogs/remove-items'],
      ['POST', '/api/crocs/catalogs/save'],
    ] as const) {
      const response = await t.app.request(path, { method });
      expect(response.status, path).toBe(401);
    }
  });
});
