import type { ImportFormatDefinition } from '@lineup/contracts/import-format-definition';
import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import { describe, expect, it } from 'vitest';
import { BIRKENSTOCK_FORMAT, importFormatFixture } from '../../../test-support/import-format-fixtures';
import {
  brandItems,
  editedFixture,
  formatBrandSuite,
  saveFormat,
  statusesOf,
  storedKeys,
  storedLineList,
} from '../../../test-support/import-format-uploads';

/**
 * A line list records the format version it was read with; what it staged does not depend on the
 * format, so a new version changes nothing for a line list read before it. A file that no longer
 * matches the latest version is refused naming its columns, and leaves nothing behind.
 */
const suite = formatBrandSuite('Birkenstock');

/** Version 2: the Image column is ignored, so SKUs read with it have no image. */
const WITHOUT_IMAGES: ImportFormatDefinition = {
  ...BIRKENSTOCK_FORMAT,
  columns: BIRKENSTOCK_FORMAT.columns.filter((column) => column.field !== 'image_urls'),
  ignoredHeaders: ['Image'],
};
const MODELS = ['1017723', '1017724', '0051793', '1025006', '1027138'];
const ARIZONA_IMAGE = 'https://images.example.com/birkenstock/1017723.jpg';

const uploadFixture = (process: Record<string, unknown> = {}) => {
  const { bytes, fileName } = importFormatFixture('birkenstockNarrow');
  return suite.t.upload(bytes, fileName, { brandId: suite.brandId }, process);
};
type Parent = { model_code: string; children: { image_urls: string[] }[] };
const imagesOf = (parents: Parent[]) => parents.find((p) => p.model_code === '1017723')!.children[0]!.image_urls;

describe('import format versions', () => {
  let version1: { id: number; version: number };
  let version2: { id: number; version: number };
  let stagedWithVersion1: number;

  it('a line list staged with version 1 previews and saves as before once version 2 is saved', async () => {
    const { t, brandId } = suite;
    version1 = await saveFormat(t, brandId, BIRKENSTOCK_FORMAT);
    const { processed } = await uploadFixture();
    expect(processed!.status).toBe(201);
    stagedWithVersion1 = processed!.body.data.lineListId;
    const before = (await t.get(`/api/crocs/preview/${stagedWithVersion1}`)).body.data;

    version2 = await saveFormat(t, brandId, WITHOUT_IMAGES);
    expect(version2.version).toBe(version1.version + 1);
    const after = (await t.get(`/api/crocs/preview/${stagedWithVersion1}`)).body.data;
    expect(after).toEqual(before);
    // It says what it was read with: version 1, not the brand's current version 2.
    expect(after.importFormatVersion).toBe(version1.version);
    expect(after.counts).toEqual({ new: 5, old: 0, changed: 0 });
    expect(imagesOf(after.parents)).toEqual([ARIZONA_IMAGE]);

    const saved = await t.post(`/api/crocs/preview/${stagedWithVersion1}/save`);
    expect(saved.body.data).toMatchObject({ lineListId: stagedWithVersion1, itemsCount: 5, created: 5 });
    expect(await storedLineList(t, stagedWithVersion1)).toMatchObject({
      state: 'saved',
      importFormatId: version1.id,
      modelCodes: [...MODELS].sort(),
    });
    expect((await brandItems(t, brandId))['1017723']!.skus).toHaveLength(3);
  });

  it('a new upload is read with version 2: recorded as such, its SKUs without images', async () => {
    const { t } = suite;
    const { processed } = await uploadFixture();
    expect(processed!.status).toBe(201);
    const lineListId = processed!.body.data.lineListId;
    expect(await storedLineList(t, lineListId)).toMatchObject({ importFormatId: version2.id, state: 'staged' });
    const preview = (await t.get(`/api/crocs/preview/${lineListId}`)).body.data;
    expect(imagesOf(preview.parents)).toEqual([]);
    // Against the items saved with version 1, every parent lost its images.
    expect(preview.counts).toEqual({ new: 0, old: 0, changed: 5 });
    expect(Object.values(statusesOf(preview.parents))).toEqual(MODELS.map(() => ['changed', ['children']]));
    expect((await t.del(`/api/crocs/discard-uploaded-data/${lineListId}`)).status).toBe(200);
  });

  it('an update-mode save records the version its new items were read with', async () => {
    const { t } = suite;
    const { processed } = await uploadFixture({ action: 'update', linelist_id: stagedWithVersion1 });
    expect(processed!.status).toBe(201);
    const stagedId = processed!.body.data.lineListId;
    expect(await storedLineList(t, stagedId)).toMatchObject({ importFormatId: version2.id });
    const saved = await t.post(`/api/crocs/preview/${stagedId}/save`);
    expect(saved.body.data).toMatchObject({ lineListId: stagedWithVersion1, itemsCount: 5, updated: 5 });
    expect(await storedLineList(t, stagedWithVersion1)).toMatchObject({
      state: 'saved',
      importFormatId: version2.id,
      modelCodes: [...MODELS].sort(),
    });
  });

  it('refuses a file whose mapped column was renamed, naming both columns, and keeps nothing', async () => {
    const { t, brandId } = suite;
    const countRows = await rowCounter(t.db, 'pim');
    const rowsBefore = await countRows();
    const keysBefore = await storedKeys(t);
    const renamed = await editedFixture('birkenstockNarrow', (sheet) => {
      sheet.getCell('C3').value = 'Shade';
    });

    for (const process of [{}, { action: 'update', linelist_id: stagedWithVersion1 }]) {
      const { presign, processed } = await t.upload(renamed.bytes, renamed.fileName, { brandId }, process);
      expect(presign.status).toBe(201);
      expect(processed!.status).toBe(422);
      expect(processed!.body).toMatchObject({
        success: false,
        message: importFormatMessages.fileDoesNotMatchFormat('Birkenstock', version2.version, ['Colour'], ['Shade']),
        problemsTotal: 2,
        problems: [
          { row: 3, column: null, value: null, message: importFormatMessages.missingColumnInRow('Colour', 3) },
          { row: 3, column: 'C', value: 'Shade', message: importFormatMessages.unknownColumn('Shade', 'C3') },
        ],
      });
      // No line list, no upload row, no stored file or metadata.
      expect(await countRows()).toEqual(rowsBefore);
      expect(await storedKeys(t)).toEqual(keysBefore);
    }
    expect(rowsBefore).toMatchObject({ line_lists: 1, uploads: 1 });
  });
});
