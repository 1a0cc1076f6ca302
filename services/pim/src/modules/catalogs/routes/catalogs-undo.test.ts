import { CATALOG_REQUEST_MAX_ITEMS, type CatalogChangeResult } from '@lineup/contracts/catalogs';
import type { CatalogPublishSummary } from '@lineup/contracts/catalogs-publish';
import { catalogRestoreMessages, restoreRequestOf } from '@lineup/contracts/catalogs-restore';
import { errorMessages } from '@lineup/contracts/messages';
import { catalogMessages, pimMessages } from '@lineup/contracts/pim-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lineLists } from '../../../db/schema';
import { type CatalogItemFixture, insertCatalogLineList } from '../../../test-support/catalog-fixtures';
import { type JsonAnswer, openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';
import { createBrand } from '../../brands/domain/brands';

let t: PimTestApp;
let brandId: number;

beforeAll(async () => {
  t = await openPimTestApp();
  brandId = (await createBrand(t.db, { name: 'Crocs Undo', categoryId: 1 })).id;
});
afterAll(() => t.dispose());

const WRONG = errorMessages.catalogAddItems[400];
const NOT_FOUND = errorMessages.catalogAddItems[404];

const items: CatalogItemFixture[] = [
  { modelCode: 'A' },
  { modelCode: 'B' },
  { modelCode: 'C', catalogTypes: ['athletic'] },
  { modelCode: 'D', catalogTypes: ['athletic', 'crocs'] },
  { modelCode: 'E', catalogTypes: ['boutique'] },
];
const initial = { unsorted: ['A', 'B'], athletic: ['C', 'D'], boutique: ['E'], crocs: ['D'] };

let id: number;
beforeEach(async () => {
  id = await insertCatalogLineList(t.db, { brandId, sentOn: '2026-01-30', deadline: '2026-03-15', items });
});

async function groups(lineListId = id): Promise<Record<string, string[]>> {
  const answer = await t.get(`/api/crocs/catalogs/populated/${lineListId}`);
  expect(answer.status).toBe(200);
  return Object.fromEntries(
    answer.body.data.catalogs.map((group: { type: string; items: { model_code: string }[] }) => [
      group.type,
      group.items.map((item) => item.model_code),
    ]),
  );
}

async function del(path: string, body: unknown): Promise<JsonAnswer> {
  const response = await t.app.request(path, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const move = (lineListId: number, modelCode: string, from: string, to: string) =>
  t.post('/api/crocs/catalogs/move-items', {
    lineListId,
    moveItems: [{ modelCode, originCatalogType: from, targetCatalogType: to }],
  });

/** The Undo the screen sends for a change's answer. */
function undoOf(answer: JsonAnswer) {
  expect(answer.status).toBe(200);
  const request = restoreRequestOf(answer.body.data as CatalogChangeResult);
  expect(request).not.toBeNull();
  return request!;
}

describe('GET /api/crocs/catalogs/publish-summary/{lineListId}', () => {
  it('answers items per catalog, the unsorted ones, the dates and a warning per missing fact', async () => {
    const bare = await insertCatalogLineList(t.db, { brandId, name: 'Bare', items });
    const { status, body } = await t.get(`/api/crocs/catalogs/publish-summary/${bare}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      lineListId: bare,
      name: 'Bare',
      brandName: 'Crocs Undo',
      type: 'pre-book',
      published: 0,
      itemsCount: 5,
      catalogs: [
        { type: 'unsorted', itemsCount: 2 },
        { type: 'athletic', itemsCount: 2 },
        { type: 'boutique', itemsCount: 1 },
        { type: 'crocs', itemsCount: 1 },
      ],
      unsortedCount: 2,
      sentOn: null,
      deadline: null,
      warnings: ['unsorted-items', 'sent-on-missing', 'deadline-missing'],
    } satisfies CatalogPublishSummary);
  });

  it('has no warning when every item is sorted and both dates are set, and follows the changes', async () => {
    const sorted = await insertCatalogLineList(t.db, {
      brandId,
      sentOn: '2026-01-30',
      deadline: '2999-03-15',
      items: [{ modelCode: 'X', catalogTypes: ['crocs'] }],
    });
    const summary = async () => (await t.get(`/api/crocs/catalogs/publish-summary/${sorted}`)).body.data;
    expect(await summary()).toMatchObject({
      unsortedCount: 0,
      sentOn: '2026-01-30',
      deadline: '2999-03-15',
      warnings: [],
    });
    // A deadline gone by: customers could look but not order.
    await t.db.update(lineLists).set({ deadline: '2020-03-15' }).where(eq(lineLists.id, sorted));
    expect(await summary()).toMatchObject({ warnings: ['deadline-passed'] });
    await t.db.update(lineLists).set({ deadline: '2999-03-15' }).where(eq(lineLists.id, sorted));
    await del('/api/crocs/catalogs/remove-items', { lineListId: sorted, modelCodes: ['X'], catalogType: 'crocs' });
    expect(await summary()).toMatchObject({ unsortedCount: 1, warnings: ['unsorted-items'] });
    await t.post('/api/crocs/catalogs/publish', { lineListId: sorted });
    expect(await summary()).toMatchObject({ published: 1 });
  });

  it('answers 404 unknown, 409 without catalogs, 400 a malformed id', async () => {
    expect(await t.get('/api/crocs/catalogs/publish-summary/999999')).toEqual({
      status: 404,
      body: { success: false, message: NOT_FOUND },
    });
    const noCatalogs = await insertCatalogLineList(t.db, { brandId, catalogsCreated: false, items });
    expect(await t.get(`/api/crocs/catalogs/publish-summary/${noCatalogs}`)).toEqual({
      status: 409,
      body: { success: false, message: pimMessages.catalogsNotCreated },
    });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect(await t.get(`/api/crocs/catalogs/publish-summary/${bad}`), bad).toEqual({
        status: 400,
        body: { success: false, message: WRONG },
      });
    }
  });
});

describe('POST /api/crocs/catalogs/restore-items (Undo)', () => {
  it('undoes a move exactly: the moved items hold their catalogs of before', async () => {
    const moved = await t.post('/api/crocs/catalogs/move-items', {
      lineListId: id,
      moveItems: [
        { modelCode: 'D', originCatalogType: 'athletic', targetCatalogType: 'boutique' },
        { modelCode: 'A', originCatalogType: 'unsorted', targetCatalogType: 'crocs' },
        { modelCode: 'E', originCatalogType: 'boutique', targetCatalogType: 'crocs' },
      ],
    });
    const undo = undoOf(moved);
    expect(undo).toEqual({
      lineListId: id,
      memberships: [
        { modelCode: 'D', types: ['athletic', 'crocs'] },
        { modelCode: 'A', types: [] },
        { modelCode: 'E', types: ['boutique'] },
      ],
      expected: [
        { modelCode: 'D', types: ['boutique', 'crocs'] },
        { modelCode: 'A', types: ['crocs'] },
        { modelCode: 'E', types: ['crocs'] },
      ],
    });
    expect(await groups()).toEqual({ unsorted: ['B'], athletic: ['C'], boutique: ['D'], crocs: ['A', 'D', 'E'] });

    const { status, body } = await t.post('/api/crocs/catalogs/restore-items', undo);
    expect(status).toBe(200);
    expect(body.message).toBe(catalogRestoreMessages.restored);
    expect(body.data).toMatchObject({
      itemsChanged: 3,
      itemsSkipped: 0,
      items: [
        { modelCode: 'D', catalogTypes: ['athletic', 'crocs'] },
        { modelCode: 'A', catalogTypes: [] },
        { modelCode: 'E', catalogTypes: ['boutique'] },
      ],
      catalogs: [
        { type: 'unsorted', itemsCount: 2 },
        { type: 'athletic', itemsCount: 2 },
        { type: 'boutique', itemsCount: 1 },
        { type: 'crocs', itemsCount: 1 },
      ],
    });
    expect(await groups()).toEqual(initial);
    // Undoing twice: the items no longer hold what the move left, so the second one is refused.
    expect((await t.post('/api/crocs/catalogs/restore-items', undo)).status).toBe(409);
    expect(await groups()).toEqual(initial);
  });

  it('undoes a copy and a remove', async () => {
    const copied = await t.post('/api/crocs/catalogs/copy-items', {
      lineListId: id,
      copyItems: [
        { modelCode: 'C', originCatalogType: 'athletic', targetCatalogType: 'crocs' },
        { modelCode: 'D', originCatalogType: 'athletic', targetCatalogType: 'crocs' },
      ],
    });
    const copyUndo = undoOf(copied);
    // D was already in Crocs: the copy skipped it, so the Undo leaves it alone.
    expect(copyUndo.memberships).toEqual([{ modelCode: 'C', types: ['athletic'] }]);
    expect((await t.post('/api/crocs/catalogs/restore-items', copyUndo)).status).toBe(200);
    expect(await groups()).toEqual(initial);

    const removed = await del('/api/crocs/catalogs/remove-items', {
      lineListId: id,
      modelCodes: ['C', 'D'],
      catalogType: 'athletic',
    });
    expect(await groups()).toEqual({ unsorted: ['A', 'B', 'C'], athletic: [], boutique: ['E'], crocs: ['D'] });
    expect((await t.post('/api/crocs/catalogs/restore-items', undoOf(removed))).status).toBe(200);
    expect(await groups()).toEqual(initial);
  });

  it('refuses with 409 and changes nothing when an item changed since (another move in between)', async () => {
    const first = undoOf(
      await t.post('/api/crocs/catalogs/move-items', {
        lineListId: id,
        moveItems: [
          { modelCode: 'A', originCatalogType: 'unsorted', targetCatalogType: 'athletic' },
          { modelCode: 'E', originCatalogType: 'boutique', targetCatalogType: 'athletic' },
        ],
      }),
    );
    // Someone moves E on: A still holds what the first move left, E does not.
    expect((await move(id, 'E', 'athletic', 'crocs')).status).toBe(200);
    const after = { unsorted: ['B'], athletic: ['A', 'C', 'D'], boutique: [], crocs: ['D', 'E'] };
    expect(await groups()).toEqual(after);

    expect(await t.post('/api/crocs/catalogs/restore-items', first)).toEqual({
      status: 409,
      body: { success: false, message: catalogRestoreMessages.changedSince },
    });
    expect(catalogRestoreMessages.changedSince).toBe('These items changed since; nothing was undone.');
    // All or nothing: A was not put back either.
    expect(await groups()).toEqual(after);
  });

  it('racing a later move, exactly one of them lands: the Undo never overwrites it', async () => {
    for (let round = 0; round < 5; round++) {
      const lineListId = await insertCatalogLineList(t.db, { brandId, items });
      const undo = undoOf(await move(lineListId, 'C', 'athletic', 'boutique'));
      const [restored, later] = await Promise.all([
        t.post('/api/crocs/catalogs/restore-items', undo),
        move(lineListId, 'C', 'boutique', 'crocs'),
      ]);
      expect([restored.status, later.status].sort()).toEqual([200, 409]);
      const c = (await groups(lineListId)).athletic!.includes('C') ? 'athletic' : 'crocs';
      expect(c).toBe(restored.status === 200 ? 'athletic' : 'crocs');
    }
  });

  it("undoes a published catalog's move; the catalog stays published", async () => {
    const live = await insertCatalogLineList(t.db, { brandId, published: true, sortingCompleted: true, items });
    const undo = undoOf(await move(live, 'C', 'athletic', 'boutique'));
    expect(await groups(live)).toEqual({ unsorted: ['A', 'B'], athletic: ['D'], boutique: ['C', 'E'], crocs: ['D'] });
    expect((await t.post('/api/crocs/catalogs/restore-items', undo)).status).toBe(200);
    expect(await groups(live)).toEqual(initial);
    const summary = await t.get(`/api/crocs/catalogs/publish-summary/${live}`);
    expect(summary.body.data.published).toBe(1);
  });

  it('refuses malformed bodies with 400 and a message naming the problem, changing nothing', async () => {
    const entry = { modelCode: 'A', types: [] };
    const moved = { modelCode: 'A', types: ['athletic'] };
    const tooMany = Array.from({ length: CATALOG_REQUEST_MAX_ITEMS + 1 }, (_, i) => ({
      modelCode: `M${i}`,
      types: [],
    }));
    const cases: [unknown, string][] = [
      [{ lineListId: id, memberships: [], expected: [] }, catalogRestoreMessages.nothingToRestore],
      [
        { lineListId: id, memberships: [entry], expected: [{ modelCode: 'B', types: [] }] },
        catalogRestoreMessages.expectedMismatch,
      ],
      [{ lineListId: id, memberships: [entry], expected: [moved, moved] }, catalogRestoreMessages.repeatedItem('A')],
      [{ lineListId: id, memberships: [entry, entry], expected: [moved] }, catalogRestoreMessages.repeatedItem('A')],
      [
        { lineListId: id, memberships: [{ modelCode: 'A', types: ['unsorted'] }], expected: [moved] },
        catalogRestoreMessages.notACatalog('unsorted'),
      ],
      [
        { lineListId: id, memberships: [{ modelCode: 'A', types: ['sandals'] }], expected: [moved] },
        catalogRestoreMessages.notACatalog('sandals'),
      ],
      [
        { lineListId: id, memberships: [{ modelCode: 'A', types: ['crocs', 'crocs'] }], expected: [moved] },
        catalogRestoreMessages.repeatedCatalog('A'),
      ],
      [
        { lineListId: id, memberships: tooMany, expected: tooMany },
        catalogMessages.tooManyItems(CATALOG_REQUEST_MAX_ITEMS),
      ],
      [{ lineListId: id, memberships: [entry] }, WRONG],
      [{ lineListId: id, memberships: [entry], expected: [moved], extra: 1 }, WRONG],
      [{ lineListId: 'x', memberships: [entry], expected: [moved] }, WRONG],
      [{ lineListId: id, memberships: [{ modelCode: '', types: [] }], expected: [moved] }, WRONG],
      [{ lineListId: id, memberships: [{ modelCode: 'A', types: 'athletic' }], expected: [moved] }, WRONG],
      ['{not json', WRONG],
      [[], WRONG],
    ];
    for (const [body, message] of cases) {
      const label = JSON.stringify(body).slice(0, 120);
      expect(await t.post('/api/crocs/catalogs/restore-items', body), label).toEqual({
        status: 400,
        body: { success: false, message },
      });
    }
    expect(await groups()).toEqual(initial);
  });

  it('answers 404 unknown line list, 409 without catalogs, 400 an item not in the line list', async () => {
    const body = (lineListId: number, modelCode = 'A') => ({
      lineListId,
      memberships: [{ modelCode, types: ['athletic'] }],
      expected: [{ modelCode, types: [] }],
    });
    expect(await t.post('/api/crocs/catalogs/restore-items', body(999999))).toEqual({
      status: 404,
      body: { success: false, message: NOT_FOUND },
    });
    const noCatalogs = await insertCatalogLineList(t.db, { brandId, catalogsCreated: false, items });
    expect(await t.post('/api/crocs/catalogs/restore-items', body(noCatalogs))).toEqual({
      status: 409,
      body: { success: false, message: pimMessages.catalogsNotCreated },
    });
    expect(await t.post('/api/crocs/catalogs/restore-items', body(id, 'ZZ'))).toEqual({
      status: 400,
      body: { success: false, message: catalogMessages.notInLineList(['ZZ']) },
    });
    expect(await groups()).toEqual(initial);
  });
});
