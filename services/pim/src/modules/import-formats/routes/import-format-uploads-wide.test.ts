import { describe, expect, it } from 'vitest';
import { HEY_DUDE_FORMAT, importFormatFixture } from '../../../test-support/import-format-fixtures';
import {
  brandItems,
  editedFixture,
  formatBrandSuite,
  statusesOf,
  storedKeys,
  storedLineList,
} from '../../../test-support/import-format-uploads';

/**
 * A brand whose files have a column per size holding each size's UPC (the Hey Dude fixture, read
 * with its saved format): each filled size cell becomes a SKU, and a size added to a model in the
 * brand's next file makes that model changed.
 */
const suite = formatBrandSuite('Hey Dude', HEY_DUDE_FORMAT);

type Child = { sku: string; size: string };
const skusOf = (parent: { children: Child[] }) => parent.children.map((c) => `${c.sku}:${c.size}`);

/**
 * The brand's next file: Wendy (40011-100, row 4) gets size 9 (column G), 40003-002 (row 3) is
 * gone, and 40020-001 comes in sizes 10 and 11.
 */
const nextFile = () =>
  editedFixture('heyDudeWideUpc', (sheet) => {
    sheet.getCell('G4').value = 810000401120;
    sheet.spliceRows(3, 1);
    sheet.addRow(['40020-001', 'Wally Stretch', 'Navy', 69.99, null, null, null, 810000402004, 810000402011]);
  });

describe('a wide import format: sizes become SKUs, and update mode', () => {
  let firstId: number;
  let firstKeys: string[];

  it('stages one SKU per filled size cell, its UPC the SKU, and previews every parent as new', async () => {
    const { t, brandId, formatId } = suite;
    const { bytes, fileName } = importFormatFixture('heyDudeWideUpc');
    const { processed } = await t.upload(bytes, fileName, { brandId });
    expect(processed!.status).toBe(201);
    expect(processed!.body.data).toMatchObject({ itemsCount: 3, rowsCount: 3, season: 'Fall', year: 2026 });
    firstId = processed!.body.data.lineListId;
    firstKeys = await storedKeys(t);
    expect(await storedLineList(t, firstId)).toMatchObject({ importFormatId: formatId, state: 'staged' });

    const preview = await t.get(`/api/crocs/preview/${firstId}`);
    expect(preview.body.data.lineList).toMatchObject({ brandName: 'Hey Dude', name: 'Fall 2026', type: 'brand-ats' });
    expect(preview.body.data.counts).toEqual({ new: 3, old: 0, changed: 0 });
    const [black, grey, wendy] = preview.body.data.parents;
    expect(black).toMatchObject({ model_code: '40003-001', silhouette: 'Wally Sox', color: 'Black', msrp: 64.99 });
    expect(skusOf(black)).toEqual(['810000400031:7', '810000400048:8', '810000400055:9', '810000400062:10']);
    expect(black.children[0].image_urls).toEqual([]);
    expect(skusOf(grey)).toEqual([
      '810000400079:8',
      '810000400086:9',
      '810000400093:10',
      '810000400109:11',
      '810000400116:12',
    ]);
    expect(wendy).toMatchObject({ model_code: '40011-100', silhouette: 'Wendy', msrp: 59.99 });
    expect(skusOf(wendy)).toEqual(['810000401106:7', '810000401113:8']);

    const saved = await t.post(`/api/crocs/preview/${firstId}/save`);
    expect(saved.body.data).toMatchObject({ lineListId: firstId, itemsCount: 3, created: 3, updated: 0, unchanged: 0 });
    const items = await brandItems(t, brandId);
    expect(items['40011-100']).toEqual({ msrp: 59.99, skus: ['810000401106:7', '810000401113:8'] });
  });

  it('update mode: a size added to a model marks it changed; save replaces the line list items', async () => {
    const { t, brandId } = suite;
    const { bytes, fileName } = await nextFile();
    const { processed } = await t.upload(bytes, fileName, { brandId }, { action: 'update', linelist_id: firstId });
    expect(processed!.status).toBe(201);
    expect(processed!.body.data).toMatchObject({ itemsCount: 3, rowsCount: 3 });
    const stagedId = processed!.body.data.lineListId;

    const preview = await t.get(`/api/crocs/preview/${stagedId}`);
    expect(preview.body.data).toMatchObject({
      mode: 'update',
      replacesLineListId: firstId,
      removedModelCodes: ['40003-002'],
      counts: { new: 1, old: 1, changed: 1 },
    });
    expect(statusesOf(preview.body.data.parents)).toEqual({
      '40003-001': ['old', []],
      '40011-100': ['changed', ['children']],
      '40020-001': ['new', []],
    });
    const [, wendy, stretch] = preview.body.data.parents;
    // The formula's result (59.99) is read again, so only the sizes differ.
    expect(wendy.msrp).toBe(59.99);
    expect(skusOf(wendy)).toEqual(['810000401106:7', '810000401113:8', '810000401120:9']);
    expect(skusOf(stretch)).toEqual(['810000402004:10', '810000402011:11']);

    const saved = await t.post(`/api/crocs/preview/${stagedId}/save`);
    expect(saved.body.data).toMatchObject({ lineListId: firstId, itemsCount: 3, created: 1, updated: 1, unchanged: 1 });
    expect(await storedLineList(t, stagedId)).toBeUndefined();
    expect((await storedLineList(t, firstId))!.modelCodes).toEqual(['40003-001', '40011-100', '40020-001']);
    const table = await t.get(`/api/line-lists?lineListId=${firstId}`);
    expect(table.body.data[0]).toMatchObject({ status: 'saved', itemsCount: 3, type: 'brand-ats' });
    const keys = await storedKeys(t);
    expect(keys.filter((key) => firstKeys.includes(key))).toEqual([]);
    expect(keys.filter((key) => key.startsWith('uploads/'))).toHaveLength(1);
    const items = await brandItems(t, brandId);
    expect(items['40011-100']!.skus).toEqual(['810000401106:7', '810000401113:8', '810000401120:9']);
    expect(items['40020-001']).toEqual({ msrp: 69.99, skus: ['810000402004:10', '810000402011:11'] });
  });
});
