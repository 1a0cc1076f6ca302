import { catalogArchiveMessages } from '@lineup/contracts/catalogs-archive';
import { errorMessages } from '@lineup/contracts/messages';
import type { CatalogOverview } from '@lineup/contracts/pim';
import { pimMessages } from '@lineup/contracts/pim-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogsBeingSorted, catalogsPublished, insertLineList, januaryDay } from '../../../test-support/fixtures';
import { openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';
import { createBrand } from '../../brands/domain/brands';

let t: PimTestApp;
const ids = {} as Record<'saved' | 'pending' | 'published', number>;

beforeAll(async () => {
  t = await openPimTestApp();
  const brandId = (await createBrand(t.db, { name: 'Archive Test', categoryId: 1 })).id;
  ids.saved = await insertLineList(t.db, { brandId, name: 'Saved', createdAt: januaryDay(1) });
  ids.pending = await insertLineList(t.db, {
    brandId,
    name: 'Pending',
    ...catalogsBeingSorted,
    createdAt: januaryDay(2),
  });
  ids.published = await insertLineList(t.db, {
    brandId,
    name: 'Published',
    ...catalogsPublished,
    createdAt: januaryDay(3),
  });
});
afterAll(() => t.dispose());

const names = async (path: string) =>
  ((await t.get(path)).body.data as CatalogOverview[]).map((catalog) => catalog.name);
const populated = async () => (await t.get(`/api/crocs/catalogs/populated/${ids.pending}`)).body.data;

describe('archiving catalogs', () => {
  it('archive takes a catalog off the overview into the archived list; unarchive brings it back', async () => {
    expect(await names('/api/crocs/catalogs/latest')).toEqual(['Published', 'Pending']);
    expect(await names('/api/crocs/catalogs/archived')).toEqual([]);

    const archived = await t.post('/api/crocs/catalogs/archive', { lineListId: ids.published });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ success: true, message: catalogArchiveMessages.archived });
    expect(archived.body.data).toMatchObject({ id: ids.published, name: 'Published', published: 1 });
    expect(await names('/api/crocs/catalogs/latest')).toEqual(['Pending']);
    expect(await names('/api/crocs/catalogs/archived')).toEqual(['Published']);

    // Idempotent: archiving again answers the same and changes nothing.
    expect((await t.post('/api/crocs/catalogs/archive', { lineListId: ids.published })).status).toBe(200);
    expect(await names('/api/crocs/catalogs/archived')).toEqual(['Published']);

    const restored = await t.post('/api/crocs/catalogs/unarchive', { lineListId: ids.published });
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe(catalogArchiveMessages.restored);
    expect(await names('/api/crocs/catalogs/latest')).toEqual(['Published', 'Pending']);
    expect(await names('/api/crocs/catalogs/archived')).toEqual([]);
    expect((await t.post('/api/crocs/catalogs/unarchive', { lineListId: ids.published })).status).toBe(200);
  });

  it('refuses publishing, saving and segmentation writes on an archived catalog with 409, changing nothing', async () => {
    const before = await populated();
    expect((await t.post('/api/crocs/catalogs/archive', { lineListId: ids.pending })).status).toBe(200);
    const refused = { status: 409, body: { success: false, message: catalogArchiveMessages.isArchived } };
    const item = { modelCode: 'B', originCatalogType: 'unsorted', targetCatalogType: 'athletic' };
    expect(await t.post('/api/crocs/catalogs/publish', { lineListId: ids.pending })).toEqual(refused);
    expect(await t.post('/api/crocs/catalogs/save', { lineListId: ids.pending })).toEqual(refused);
    expect(await t.post('/api/crocs/catalogs/add-items', { lineListId: ids.pending, addItems: [item] })).toEqual(
      refused,
    );
    expect(
      await t.post('/api/crocs/catalogs/move-items', {
        lineListId: ids.pending,
        moveItems: [{ modelCode: 'A', originCatalogType: 'crocs', targetCatalogType: 'boutique' }],
      }),
    ).toEqual(refused);
    expect(
      await t.post('/api/crocs/catalogs/add-items-to', {
        lineListId: ids.pending,
        modelCodes: ['B'],
        targetCatalogType: 'boutique',
      }),
    ).toEqual(refused);
    // Reading stays allowed, and nothing changed.
    const after = await populated();
    expect(after).toEqual(before);
    const archivedOverview = (await t.get('/api/crocs/catalogs/archived')).body.data as CatalogOverview[];
    expect(archivedOverview.find((catalog) => catalog.id === ids.pending)).toMatchObject({
      published: 0,
      sortingCompleted: 0,
    });

    // Restored, the same calls work again.
    expect((await t.post('/api/crocs/catalogs/unarchive', { lineListId: ids.pending })).status).toBe(200);
    expect((await t.post('/api/crocs/catalogs/add-items', { lineListId: ids.pending, addItems: [item] })).status).toBe(
      200,
    );
    expect((await t.post('/api/crocs/catalogs/publish', { lineListId: ids.pending })).body.data).toMatchObject({
      published: 1,
    });
  });

  it('answers 404 for an unknown line list, 409 for one without catalogs, 400 for a bad body', async () => {
    for (const path of ['/api/crocs/catalogs/archive', '/api/crocs/catalogs/unarchive']) {
      expect(await t.post(path, { lineListId: 999999 })).toEqual({
        status: 404,
        body: { success: false, message: errorMessages.catalogAddItems[404] },
      });
      expect(await t.post(path, { lineListId: ids.saved })).toEqual({
        status: 409,
        body: { success: false, message: pimMessages.catalogsNotCreated },
      });
      const bad = await t.post(path, { lineListId: 'x' });
      expect(bad.status).toBe(400);
      expect(bad.body.success).toBe(false);
      expect(typeof bad.body.message).toBe('string');
    }
    expect(await names('/api/crocs/catalogs/archived')).toEqual([]);
  });
});
