import { successToasts } from '@lineup/contracts/messages';
import { describe, expect, it } from 'vitest';
import { BIRKENSTOCK_FORMAT, importFormatFixture } from '../../../test-support/import-format-fixtures';
import {
  brandItems,
  editedFixture,
  formatBrandSuite,
  statusesOf,
  storedKeys,
  storedLineList,
} from '../../../test-support/import-format-uploads';

/**
 * A brand whose files have one row per SKU (the Birkenstock fixture, read with its saved format):
 * a first line list is previewed and saved, then an update-mode upload of the brand's next file
 * replaces its items, as the Crocs line lists' update mode does.
 */
const suite = formatBrandSuite('Birkenstock', BIRKENSTOCK_FORMAT);

const preBook = { lineListType: 'pre-book' as const, dateSent: '2026-01-10', deadlineForOrders: '2026-02-01' };
const FIRST_MODELS = ['1017723', '1017724', '0051793', '1025006', '1027138'];
const IMAGE = (model: string) => `https://images.example.com/birkenstock/${model}.jpg`;

/**
 * The brand's next file: 1017724 (rows 7 and 8) costs 145 instead of 135, 1027138 (row 13) is
 * gone, and 1099001 comes in two sizes at the end.
 */
const nextFile = () =>
  editedFixture('birkenstockNarrow', (sheet) => {
    for (const row of [7, 8]) sheet.getCell(`H${row}`).value = 145;
    sheet.spliceRows(13, 1);
    for (const [size, upc] of [
      [8, 4052001099001],
      [9, 4052001099018],
    ] as const) {
      sheet.addRow(['1099001', 'Madrid', 'Black', 'Classic', 'Women', size, upc, 95, '2026-05-01', IMAGE('1099001')]);
    }
  });

describe('a narrow import format: upload, preview, save, then update mode', () => {
  let firstId: number;
  let firstKeys: string[];

  it('stages the fixture with the saved format and previews every parent as new', async () => {
    const { t, brandId, formatId } = suite;
    const { bytes, fileName } = importFormatFixture('birkenstockNarrow');
    const { presign, processed } = await t.upload(bytes, fileName, { brandId, ...preBook });
    expect(presign.status).toBe(201);
    expect(processed!.status).toBe(201);
    expect(processed!.body.data).toMatchObject({ itemsCount: 5, rowsCount: 9, season: 'Spring/Summer', year: 2026 });
    firstId = processed!.body.data.lineListId;
    firstKeys = await storedKeys(t);
    expect(await storedLineList(t, firstId)).toMatchObject({ importFormatId: formatId, state: 'staged' });

    const preview = await t.get(`/api/crocs/preview/${firstId}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ mode: 'new', replacesLineListId: null, removedModelCodes: [] });
    expect(preview.body.data.lineList).toMatchObject({
      brandName: 'Birkenstock',
      name: 'Spring/Summer 2026',
      type: 'pre-book',
      status: 'staged',
      season: 'Spring/Summer',
      year: 2026,
      dateSent: '2026-01-10',
      deadline: '2026-02-01',
    });
    expect(preview.body.data.counts).toEqual({ new: 5, old: 0, changed: 0 });
    expect(preview.body.data.parents.map((p: { model_code: string }) => p.model_code)).toEqual(FIRST_MODELS);
    expect(preview.body.data.parents[0]).toMatchObject({
      model_code: '1017723',
      silhouette: 'Arizona',
      color: 'Black',
      franchise: 'Classic',
      gender: 'Unisex',
      msrp: 135,
      expected_shipped_date: '2026-03-15',
      status: 'new',
      children: [
        { sku: '4052001017723', size: '7', image_urls: [IMAGE('1017723')] },
        { sku: '4052001017730', size: '7.5', image_urls: [IMAGE('1017723')] },
        { sku: '4052001017747', size: '8', image_urls: [IMAGE('1017723')] },
      ],
    });
  });

  it('saves: the line list joins the brand table and its parents become the brand items', async () => {
    const { t, brandId } = suite;
    const saved = await t.post(`/api/crocs/preview/${firstId}/save`);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(successToasts.previewSaved);
    expect(saved.body.data).toMatchObject({ lineListId: firstId, itemsCount: 5, created: 5, updated: 0, unchanged: 0 });
    const table = await t.get(`/api/line-lists?lineListId=${firstId}`);
    expect(table.body.data[0]).toMatchObject({ status: 'saved', itemsCount: 5, brandName: 'Birkenstock' });
    const items = await brandItems(t, brandId);
    expect(Object.keys(items).sort()).toEqual([...FIRST_MODELS].sort());
    expect(items['1025006']).toEqual({ msrp: 1234.5, skus: ['4052001025006:6.5'] });
  });

  it('update mode: previews the next file as new, old and changed, and names the model removed', async () => {
    const { t, brandId, formatId } = suite;
    const { bytes, fileName } = await nextFile();
    const { processed } = await t.upload(
      bytes,
      fileName,
      { brandId, ...preBook },
      {
        action: 'update',
        linelist_id: firstId,
      },
    );
    expect(processed!.status).toBe(201);
    expect(processed!.body.data).toMatchObject({ itemsCount: 5, rowsCount: 10 });
    const stagedId = processed!.body.data.lineListId;
    expect(await storedLineList(t, stagedId)).toMatchObject({ importFormatId: formatId, state: 'staged' });

    const preview = await t.get(`/api/crocs/preview/${stagedId}`);
    expect(preview.body.data).toMatchObject({
      mode: 'update',
      replacesLineListId: firstId,
      removedModelCodes: ['1027138'],
      counts: { new: 1, old: 3, changed: 1 },
    });
    expect(statusesOf(preview.body.data.parents)).toEqual({
      '1017723': ['old', []],
      '1017724': ['changed', ['msrp']],
      '0051793': ['old', []],
      '1025006': ['old', []],
      '1099001': ['new', []],
    });
    const madrid = preview.body.data.parents.find((p: { model_code: string }) => p.model_code === '1099001');
    expect(madrid).toMatchObject({ msrp: 95, expected_shipped_date: '2026-05-01', silhouette: 'Madrid' });
    expect(madrid.children.map((c: { sku: string; size: string }) => [c.sku, c.size])).toEqual([
      ['4052001099001', '8'],
      ['4052001099018', '9'],
    ]);

    // Saving replaces the line list's items, keeps its id, and drops the replaced file.
    const saved = await t.post(`/api/crocs/preview/${stagedId}/save`);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ lineListId: firstId, itemsCount: 5, created: 1, updated: 1, unchanged: 3 });
    expect((await t.get(`/api/crocs/preview/${stagedId}`)).status).toBe(404);
    expect(await storedLineList(t, stagedId)).toBeUndefined();
    const replaced = await storedLineList(t, firstId);
    expect(replaced).toMatchObject({ state: 'saved', importFormatId: formatId });
    expect(replaced!.modelCodes).toEqual(['0051793', '1017723', '1017724', '1025006', '1099001']);
    const table = await t.get(`/api/line-lists?lineListId=${firstId}`);
    expect(table.body.data[0]).toMatchObject({ itemsCount: 5, type: 'pre-book', name: 'Spring/Summer 2026' });
    const keys = await storedKeys(t);
    expect(keys.filter((key) => firstKeys.includes(key))).toEqual([]);
    expect(keys.filter((key) => key.startsWith('uploads/'))).toHaveLength(1);

    // The brand items take the new price and the new model; a model a line list drops stays an item.
    const items = await brandItems(t, brandId);
    expect(items['1017724']!.msrp).toBe(145);
    expect(items['1099001']).toEqual({ msrp: 95, skus: ['4052001099001:8', '4052001099018:9'] });
    expect(Object.keys(items)).toContain('1027138');
  });
});
