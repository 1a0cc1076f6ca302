import { CROCS_BRAND_NAME } from '@lineup/contracts/constants';
import { type BrandImportFormat, CROCS_IMPORT_FORMAT, importFormatMessages } from '@lineup/contracts/import-formats';
import { errorMessages, uploadMessages } from '@lineup/contracts/messages';
import type { Brand } from '@lineup/contracts/pim';
import { accessMessages } from '@lineup/contracts/portal-messages';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFormat } from '../../../test-support/import-format-fixtures';
import { openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';

let t: PimTestApp;
let brandIds: { crocs: number; hoka: number; crocsKids: number };
beforeAll(async () => {
  t = await openPimTestApp();
  const created = async (name: string) => (await t.post('/api/brands', { name, categoryId: 1 })).body.data.id;
  const crocs = (await t.get('/api/brands')).body.data.find((brand: Brand) => brand.name === CROCS_BRAND_NAME);
  brandIds = { crocs: crocs.id, hoka: await created('Hoka'), crocsKids: await created('Crocs Kids') };
});
afterAll(() => t.dispose());

/** A narrow format of a brand whose file heads its columns differently from Crocs's. */
const hokaFormat = importFormat({
  headerRow: 2,
  layout: 'narrow',
  columns: {
    model_code: 'Style',
    silhouette: 'Style Name',
    color: 'Colourway',
    sku: 'UPC',
    size: 'Size',
    msrp: 'Retail',
  },
  season: { from: 'cell', cell: 'A1' },
  ignoredHeaders: ['Notes'],
});

const formatOf = async (brandId: number) => (await t.get(`/api/brands/${brandId}/import-format`)).body;
const brandNamed = async (id: number) =>
  ((await t.get('/api/brands')).body.data as Brand[]).find((brand) => brand.id === id)!;

describe('GET /api/brands/{brandId}/import-format', () => {
  it("answers Crocs's seeded version 1, and no format for a new brand", async () => {
    const crocs = await formatOf(brandIds.crocs);
    expect(crocs.message).toBe(importFormatMessages.loaded);
    const data = crocs.data as BrandImportFormat;
    expect(data.current).toMatchObject({ brandId: brandIds.crocs, version: 1, definition: CROCS_IMPORT_FORMAT });
    expect(data.usesBuiltInCrocsFormat).toBe(false);
    expect(data.versions.map((v) => v.version)).toEqual([1]);

    expect((await formatOf(brandIds.hoka)).data).toEqual({
      current: null,
      usesBuiltInCrocsFormat: false,
      versions: [],
    });
  });

  it('tells a brand named like Crocs with no format of its own that it uses the built-in one', async () => {
    expect((await formatOf(brandIds.crocsKids)).data).toEqual({
      current: null,
      usesBuiltInCrocsFormat: true,
      versions: [],
    });
  });

  it('answers 404 for an unknown brand and 400 for a malformed id', async () => {
    expect(await t.get('/api/brands/999999/import-format')).toEqual({
      status: 404,
      body: { success: false, message: errorMessages.brands[404] },
    });
    expect((await t.get('/api/brands/abc/import-format')).status).toBe(400);
  });
});

describe('the brands answer whether they can import', () => {
  it('gives each brand its latest version and whether it has a format', async () => {
    expect(await brandNamed(brandIds.crocs)).toMatchObject({ importFormatVersion: 1, hasImportFormat: true });
    expect(await brandNamed(brandIds.crocsKids)).toMatchObject({ importFormatVersion: null, hasImportFormat: true });
    expect(await brandNamed(brandIds.hoka)).toMatchObject({ importFormatVersion: null, hasImportFormat: false });
    const one = await t.get(`/api/brands/${brandIds.crocs}`);
    expect(one.body.data).toMatchObject({ importFormatVersion: 1, hasImportFormat: true });
  });
});

describe('PUT /api/brands/{brandId}/import-format', () => {
  it('saves each format as the next version, and the brands list shows it at once', async () => {
    // The list is read (and cached) before the saves: each save must empty the cache.
    expect((await brandNamed(brandIds.hoka)).importFormatVersion).toBeNull();
    for (const version of [1, 2, 3]) {
      const definition = { ...hokaFormat, headerRow: version + 1 };
      const { status, body } = await t.put(`/api/brands/${brandIds.hoka}/import-format`, { definition });
      expect(status).toBe(201);
      expect(body.message).toBe(importFormatMessages.saved(version));
      expect(body.data).toMatchObject({ brandId: brandIds.hoka, version, definition });
      expect(await brandNamed(brandIds.hoka)).toMatchObject({ importFormatVersion: version, hasImportFormat: true });
    }
    const data = (await formatOf(brandIds.hoka)).data as BrandImportFormat;
    expect(data.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(data.current?.definition).toEqual({ ...hokaFormat, headerRow: 4 });
    // Another brand's numbering is its own.
    const crocsSave = await t.put(`/api/brands/${brandIds.crocs}/import-format`, {
      definition: { ...CROCS_IMPORT_FORMAT, headerRow: 2 },
    });
    expect(crocsSave.body.data.version).toBe(2);
  });

  it('stores the definition as the schema reads it (trimmed, the season cell in capitals)', async () => {
    const definition = { ...hokaFormat, season: { from: 'cell', cell: ' b1 ' }, headerRow: 3 };
    const { body } = await t.put(`/api/brands/${brandIds.crocsKids}/import-format`, { definition });
    expect(body.data.definition.season).toEqual({ from: 'cell', cell: 'B1' });
    expect((await formatOf(brandIds.crocsKids)).data.usesBuiltInCrocsFormat).toBe(false);
  });

  it('gives concurrent saves of one brand distinct versions', async () => {
    const before = (await formatOf(brandIds.hoka)).data.versions.length;
    const saves = await Promise.all(
      [10, 11, 12, 13].map((headerRow) =>
        t.put(`/api/brands/${brandIds.hoka}/import-format`, { definition: { ...hokaFormat, headerRow } }),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual([201, 201, 201, 201]);
    const versions = saves.map((save) => save.body.data.version).sort();
    expect(versions).toEqual([before + 1, before + 2, before + 3, before + 4]);
  });

  it('makes no version of the current definition: saved again, even at once, it answers that version', async () => {
    const definition = { ...hokaFormat, headerRow: 15 };
    const first = await t.put(`/api/brands/${brandIds.hoka}/import-format`, { definition });
    expect(first.status).toBe(201);
    const { version } = first.body.data;
    // The same definition, its keys in another order, five times at once.
    const reordered = Object.fromEntries(Object.entries(definition).reverse());
    const again = await Promise.all(
      [0, 1, 2, 3, 4].map(() => t.put(`/api/brands/${brandIds.hoka}/import-format`, { definition: reordered })),
    );
    expect(again.map((save) => [save.status, save.body.data.version, save.body.message])).toEqual(
      again.map(() => [200, version, importFormatMessages.unchanged(version)]),
    );
    expect((await formatOf(brandIds.hoka)).data.versions[0].version).toBe(version);
  });

  it("refuses a format that breaks a rule with the rule's own message, changing nothing", async () => {
    const refusals: [string, unknown, string][] = [
      [
        'two columns mapped to one field',
        { ...hokaFormat, columns: [...hokaFormat.columns, { header: 'Color Name', field: 'color' }] },
        importFormatMessages.fieldMappedTwice('color', 'Colourway', 'Color Name'),
      ],
      [
        'a required field unmapped',
        { ...hokaFormat, columns: hokaFormat.columns.filter((column) => column.field !== 'sku') },
        importFormatMessages.requiredFieldUnmapped('sku'),
      ],
      [
        'a header row past the search rows',
        { ...hokaFormat, headerRow: 21 },
        importFormatMessages.headerRowOutOfRange(20),
      ],
      ['a header row 0', { ...hokaFormat, headerRow: 0 }, importFormatMessages.headerRowOutOfRange(20)],
      [
        'a season cell below the header',
        { ...hokaFormat, season: { from: 'cell', cell: 'A5' } },
        importFormatMessages.seasonCellInvalid,
      ],
      [
        'a wide layout without size columns',
        {
          ...hokaFormat,
          layout: 'wide',
          columns: hokaFormat.columns.filter((c) => !['sku', 'size'].includes(c.field)),
        },
        importFormatMessages.wideNeedsSizeColumns,
      ],
      [
        'an unknown field',
        { ...hokaFormat, columns: [{ header: 'X', field: 'price' }] },
        importFormatMessages.wrongInput,
      ],
      ['a definition of the wrong type', 'narrow', importFormatMessages.wrongInput],
      ['no definition', undefined, importFormatMessages.wrongInput],
    ];
    const countRows = await rowCounter(t.db, 'pim');
    const before = await countRows();
    for (const [what, definition, message] of refusals) {
      const answer = await t.put(`/api/brands/${brandIds.hoka}/import-format`, { definition });
      expect(answer, what).toEqual({ status: 400, body: { success: false, message } });
    }
    const notJson = await t.put(`/api/brands/${brandIds.hoka}/import-format`, '{"definition":');
    expect(notJson).toEqual({ status: 400, body: { success: false, message: importFormatMessages.wrongInput } });
    expect(await countRows()).toEqual(before);
  });

  it('leaves a brand with a saved format deletable, its versions going with it', async () => {
    const brand = (await t.post('/api/brands', { name: 'Short Lived', categoryId: 1 })).body.data;
    await t.put(`/api/brands/${brand.id}/import-format`, { definition: hokaFormat });
    expect((await t.del(`/api/brands/${brand.id}`)).status).toBe(200);
    expect((await t.get(`/api/brands/${brand.id}/import-format`)).status).toBe(404);
  });

  it('answers 404 for an unknown brand, changing nothing', async () => {
    const answer = await t.put('/api/brands/999999/import-format', { definition: hokaFormat });
    expect(answer).toEqual({ status: 404, body: { success: false, message: errorMessages.brands[404] } });
  });
});

describe('announcing a line-list upload', () => {
  const presign = (brandId: number) =>
    t.post('/api/uploads/get-presigned-upload-url', {
      fileKey: 'list.xlsx',
      fileType: 'xlsx',
      fileSize: 1000,
      metadataKey: 'list.xlsx.json',
      metadata: { brandId, lineListType: 'brand-ats' },
      contentType: 'application/octet-stream',
    });

  it('is refused for a brand with no import format, and accepted once it has one', async () => {
    const brand = (await t.post('/api/brands', { name: 'On Running', categoryId: 1 })).body.data;
    expect(await presign(brand.id)).toEqual({
      status: 422,
      body: { success: false, message: uploadMessages.noParserForBrand('On Running') },
    });
    await t.put(`/api/brands/${brand.id}/import-format`, { definition: hokaFormat });
    expect((await presign(brand.id)).status).toBe(201);
    // A brand named like Crocs needs no saved format: the built-in one reads its files.
    const jibbitz = (await t.post('/api/brands', { name: 'Jibbitz by Crocs', categoryId: 1 })).body.data;
    expect((await presign(jibbitz.id)).status).toBe(201);
  });
});

describe('who may call the import format routes', () => {
  it("refuses a customer's token on each of them", async () => {
    const token = await t.tokens.portalTokenFor('customer-1', 'organization-1');
    const calls = [
      ['GET', `/api/brands/${brandIds.hoka}/import-format`],
      ['PUT', `/api/brands/${brandIds.hoka}/import-format`],
      ['POST', `/api/brands/${brandIds.hoka}/import-format/sample`],
    ];
    for (const [method, path] of calls) {
      const response = await t.app.request(path!, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : JSON.stringify({ definition: hokaFormat }),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({ success: false, message: accessMessages.staffOnly });
    }
  });
});
