import { failureToasts, successToasts, uploadMessages } from '@lineup/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../../db/schema';
import { readAll } from '../../../storage/storage';
import { openPipelineTestApp, type PipelineTestApp } from '../../../test-support/pipeline-test-app';
import {
  CROCS_HEADERS,
  crocsSheet,
  OPEN_STOCK_HEADERS,
  openStockRows,
  xlsBuffer,
  xlsxBuffer,
} from '../../../test-support/sample-files';
import { insertStockLineList } from '../../../test-support/stock-fixtures';
import { cleanUpInterruptedUploads } from '../domain/uploads';

let t: PipelineTestApp;
beforeAll(async () => {
  t = await openPipelineTestApp();
});
afterAll(() => t.dispose());

const preBook = { lineListType: 'pre-book' as const, dateSent: '2026-01-10', deadlineForOrders: '2026-02-01' };

async function storedKeys() {
  return [...(await t.storage.list('uploads/')), ...(await t.storage.list('metadata/'))].map((o) => o.key).sort();
}
const rowCounts = () => t.tableCounts();
/** Asks for an address to PUT a Crocs brand ATS file to, as the upload dialog does. */
const presignCrocsAts = async (fileKey: string, fileSize: number, contentType = 'application/vnd.ms-excel') =>
  t.post('/api/uploads/get-presigned-upload-url', {
    fileKey,
    fileType: 'xlsx',
    fileSize,
    metadata: { brandId: await t.crocsBrandId(), lineListType: 'brand-ats' },
    contentType,
  });
/** What the upload dialog sends to replace the items of a line list with a new file's. */
const replacing = (lineListId: number) => ({ action: 'update', linelist_id: lineListId, type: 'update' });

describe('upload pipeline: presigned address, PUT, processing, preview, save', () => {
  let firstId: number;

  it('stages a Crocs pre-book line list and previews every parent as new', async () => {
    const file = await xlsxBuffer([{ name: 'Spring 2026', rows: crocsSheet({ parents: 3, sizesPerParent: 4 }) }]);
    const { presign, stored, processed } = await t.upload(file, 'Crocs Spring 2026.xlsx', preBook);
    expect(presign.status).toBe(201);
    expect(presign.body.data.fileKey).toMatch(/^uploads\/[0-9a-f-]{36}\/Crocs Spring 2026\.xlsx$/);
    expect(presign.body.data.metadataKey).toMatch(/^metadata\/[0-9a-f-]{36}\.json$/);
    expect(presign.body.data.presignedUrl).toContain('/storage/uploads/');
    const metadata = JSON.parse(
      (await readAll((await t.storage.getObject(presign.body.data.metadataKey))!, 1e6))!.toString(),
    );
    expect(metadata).toMatchObject({
      lineListType: 'pre-book',
      dateSent: '2026-01-10',
      fileName: 'Crocs Spring 2026.xlsx',
    });
    expect(stored!.status).toBe(200);
    expect(processed!.status).toBe(201);
    expect(processed!.body.message).toBe(successToasts.lineListUploaded);
    expect(processed!.body.data).toMatchObject({ itemsCount: 3, rowsCount: 12, season: 'Spring', year: 2026 });
    firstId = processed!.body.data.lineListId;

    const preview = await t.get(`/api/crocs/preview/${firstId}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data.lineList).toMatchObject({
      id: firstId,
      brandName: 'Crocs',
      type: 'pre-book',
      status: 'staged',
      name: 'Spring 2026',
      dateSent: '2026-01-10',
      sentOn: '2026-01-10',
      deadline: '2026-02-01',
      season: 'Spring',
      year: 2026,
    });
    expect(preview.body.data.counts).toEqual({ new: 3, old: 0, changed: 0 });
    expect(preview.body.data.parents[0]).toMatchObject({
      model_code: '10000-000',
      silhouette: 'Classic Clog',
      msrp: 39.99,
      status: 'new',
      attributes: { comfort_level: 'Cushioned' },
    });
    expect(preview.body.data.parents[0].children).toHaveLength(4);
    // A staged line list is not in the brand's table.
    const table = await t.get('/api/line-lists');
    expect(table.body.data.map((l: { id: number }) => l.id)).not.toContain(firstId);
  });

  it('updates the preview dates', async () => {
    const answer = await t.patch(`/api/crocs/preview/${firstId}`, {
      dateSent: '2026-01-11',
      dateOfAvailability: '2026-03-01',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      dateSent: '2026-01-11',
      dateOfAvailability: '2026-03-01',
      deadline: '2026-02-01',
    });
    expect((await t.patch(`/api/crocs/preview/${firstId}`, {})).status).toBe(400);
  });

  it('adds an item to the staged line list', async () => {
    const item = {
      model_code: 'NEW-1',
      silhouette: 'Classic Clog',
      color: 'Pink',
      msrp: 49.99,
      children: [{ sku: 'NEW-1-8', size: '8' }],
    };
    const answer = await t.post(`/api/crocs/preview/${firstId}/items`, item);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      model_code: 'NEW-1',
      status: 'new',
      children: [{ sku: 'NEW-1-8', image_urls: [] }],
    });
    expect((await t.post(`/api/crocs/preview/${firstId}/items`, item)).status).toBe(409);
  });

  it('saves: the line list joins the brand table and its parents become the brand items', async () => {
    const saved = await t.post(`/api/crocs/preview/${firstId}/save`);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(successToasts.previewSaved);
    expect(saved.body.data).toMatchObject({
      lineListId: firstId,
      itemsCount: 4,
      created: 4,
      updated: 0,
      unchanged: 0,
      catalogsCreated: false,
    });
    const table = await t.get('/api/line-lists');
    expect(table.body.data.find((l: { id: number }) => l.id === firstId)).toMatchObject({
      status: 'saved',
      itemsCount: 4,
    });
    const items = await t.get('/api/crocs/items?search=classic');
    expect(items.body.pagination.total).toBe(2);
    expect((await t.post(`/api/crocs/preview/${firstId}/save`)).status).toBe(409);
    expect((await t.del(`/api/crocs/discard-uploaded-data/${firstId}`)).status).toBe(409);
  });

  it('compares a second file with the brand items: new, old and changed', async () => {
    // Parents 1..3: 1 with a new MSRP (changed), 2 identical (old), 3 unknown (new).
    const rows = crocsSheet({
      parents: 3,
      sizesPerParent: 4,
      firstModel: 1,
      msrpOf: (p) => (p === 0 ? 99.5 : 39.99 + ((1 + p) % 5) * 5),
    });
    const { processed } = await t.upload(await xlsxBuffer([{ name: 'Fall 2026', rows }]), 'fall.xlsx', preBook);
    const preview = await t.get(`/api/crocs/preview/${processed!.body.data.lineListId}`);
    expect(preview.body.data.counts).toEqual({ new: 1, old: 1, changed: 1 });
    const changed = preview.body.data.parents.find((p: { status: string }) => p.status === 'changed');
    expect(changed).toMatchObject({ model_code: '10001-001', msrp: 99.5, changedFields: ['msrp'] });
    const discarded = await t.del(`/api/crocs/discard-uploaded-data/${processed!.body.data.lineListId}`);
    expect(discarded.status).toBe(200);
    expect(discarded.body.message).toBe(uploadMessages.uploadDiscarded);
    expect((await t.get(`/api/crocs/preview/${processed!.body.data.lineListId}`)).status).toBe(404);
  });

  it('update mode: stages a replacement, shows what changed, and on save replaces the line list items', async () => {
    const before = await storedKeys();
    const rows = crocsSheet({ parents: 2, sizesPerParent: 3, firstModel: 2 });
    const file = await xlsBuffer([{ name: 'Spring 2026', rows }]);
    const { processed } = await t.upload(file, 'update.xls', preBook, replacing(firstId));
    expect(processed!.status).toBe(201);
    const stagedId = processed!.body.data.lineListId;
    const preview = await t.get(`/api/crocs/preview/${stagedId}`);
    expect(preview.body.data).toMatchObject({ mode: 'update', replacesLineListId: firstId });
    expect(preview.body.data.removedModelCodes.sort()).toEqual(['10000-000', '10001-001', 'NEW-1']);
    expect(preview.body.data.counts).toEqual({ new: 1, old: 0, changed: 1 });
    const saved = await t.post(`/api/crocs/preview/${stagedId}/save`);
    expect(saved.body.data).toMatchObject({ lineListId: firstId, itemsCount: 2 });
    const table = await t.get(`/api/line-lists?lineListId=${firstId}`);
    expect(table.body.data[0]).toMatchObject({ itemsCount: 2, type: 'pre-book' });
    expect((await t.get(`/api/crocs/preview/${stagedId}`)).status).toBe(404);
    // The replaced file is gone; the new one is kept.
    const after = await storedKeys();
    expect(after.filter((k) => before.includes(k))).toEqual([]);
    expect(after.filter((k) => k.startsWith('uploads/'))).toHaveLength(1);
  });

  it('update mode on a line list with its catalogs: the save says so, so the catalogs open instead of being made', async () => {
    expect((await t.post('/api/crocs/catalogs/create', { lineListId: firstId })).status).toBe(201);
    const rows = crocsSheet({ parents: 2, sizesPerParent: 3, firstModel: 2 });
    const file = await xlsxBuffer([{ name: 'Spring 2026', rows }]);
    const { processed } = await t.upload(file, 'again.xlsx', preBook, replacing(firstId));
    expect(processed!.status).toBe(201);
    const saved = await t.post(`/api/crocs/preview/${processed!.body.data.lineListId}/save`);
    expect(saved.body.data).toMatchObject({ lineListId: firstId, catalogsCreated: true });
  });

  it('refuses update mode for a line list of another brand or unknown', async () => {
    const file = await xlsxBuffer([{ name: 'Spring 2026', rows: crocsSheet({ parents: 1, sizesPerParent: 1 }) }]);
    const { processed } = await t.upload(file, 'u.xlsx', preBook, { action: 'update', linelist_id: 99999 });
    expect(processed!.status).toBe(404);
    expect(processed!.body.message).toBe(uploadMessages.lineListToUpdateNotFound);
  });

  it('items by line-list type and the populated pre-book parents', async () => {
    const preOrder = await t.post('/api/items/pre-order', { brandId: null });
    expect(preOrder.status).toBe(200);
    expect(preOrder.body.data).toHaveLength(2);
    expect(preOrder.body.data[0]).toMatchObject({ lineListId: firstId, brandName: 'Crocs' });
    expect((await t.post('/api/items/brand-ats', { brandId: await t.crocsBrandId() })).body.data).toEqual([]);
    expect((await t.post('/api/items/own-stock', { brandId: 'x' })).status).toBe(400);
    const populated = await t.get('/api/crocs/pre-book/populated-parent-items');
    expect(populated.body.data.lineList.id).toBe(firstId);
    expect(populated.body.data.parents).toHaveLength(2);
  });
});

describe('bad input: a message naming the problem, nothing left behind', () => {
  const good = async () => xlsxBuffer([{ name: 'Spring 2026', rows: crocsSheet({ parents: 2, sizesPerParent: 2 }) }]);
  let baseline: Awaited<ReturnType<typeof rowCounts>>;
  let baselineKeys: string[];
  beforeAll(async () => {
    baseline = await rowCounts();
    baselineKeys = await storedKeys();
  });
  const nothingLeft = async () => {
    expect(await rowCounts()).toEqual(baseline);
    expect(await storedKeys()).toEqual(baselineKeys);
  };

  it('a wrong extension', async () => {
    const { presign } = await t.upload(Buffer.from('hello'), 'list.csv');
    expect(presign.status).toBe(400);
    expect(presign.body.message).toBe(uploadMessages.wrongExtension('list.csv'));
    const mismatch = await presignCrocsAts('list.pdf', 10, '');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(uploadMessages.wrongExtension('list.pdf'));
    await nothingLeft();
  });

  it('a file that is not a spreadsheet', async () => {
    const { processed } = await t.upload(Buffer.from('Model Code,SKU\n1,2\n'), 'fake.xlsx');
    expect(processed!.status).toBe(422);
    expect(processed!.body.message).toBe(uploadMessages.notASpreadsheet('fake.xlsx'));
    await nothingLeft();
  });

  it.each([
    ['an empty sheet', [] as unknown[][], 'Spring 2026', uploadMessages.emptySheet('Spring 2026')],
    [
      'a missing column',
      [CROCS_HEADERS.filter((h) => h !== 'SKU'), ['x']],
      'Spring 2026',
      uploadMessages.missingColumn('SKU'),
    ],
    [
      'a misspelled column',
      [CROCS_HEADERS.map((h) => (h === 'Color' ? 'Colr' : h)), ['x']],
      'Spring 2026',
      uploadMessages.misspelledColumn('Colr', 'D1', 'Color'),
    ],
    [
      'a sheet name without season and year',
      crocsSheet({ parents: 1, sizesPerParent: 1 }),
      'Sheet1',
      uploadMessages.sheetNameWithoutSeason('Sheet1'),
    ],
  ])('%s', async (_, rows, name, message) => {
    const { processed } = await t.upload(await xlsxBuffer([{ name, rows }]), 'bad.xlsx');
    expect(processed!.status).toBe(422);
    expect(processed!.body.message).toBe(message);
    await nothingLeft();
  });

  it('a bad cell: an MSRP of abc, a blank size', async () => {
    const rows = crocsSheet({ parents: 2, sizesPerParent: 2 });
    rows[2]![CROCS_HEADERS.indexOf('MSRP')] = 'abc';
    let answer = (await t.upload(await xlsxBuffer([{ name: 'Spring 2026', rows }]), 'bad.xlsx')).processed!;
    expect(answer.body.message).toBe('Row 3, column "MSRP": "abc" is not a number.');
    rows[2]![CROCS_HEADERS.indexOf('MSRP')] = 39.99;
    rows[4]![CROCS_HEADERS.indexOf('Size')] = null;
    answer = (await t.upload(xlsBuffer([{ name: 'Spring 2026', rows }]), 'bad.xls')).processed!;
    expect(answer.body.message).toBe('Row 5, column "Size": the cell is empty.');
    await nothingLeft();
  });

  it('a file over the size limit', async () => {
    const presign = await presignCrocsAts('big.xlsx', 26 * 1024 * 1024);
    expect(presign.status).toBe(400);
    expect(presign.body.message).toBe(uploadMessages.fileTooLarge);
    // More bytes than the address was signed for.
    const small = await presignCrocsAts('a.xlsx', 10);
    const put = await t.put(small.body.data.presignedUrl, Buffer.alloc(11));
    expect(put.status).toBe(413);
    expect(put.body.message).toBe(uploadMessages.uploadTooLargeForUrl);
    await cleanUpInterruptedUploads(t.db, t.storage, { announcedMaxAgeMs: 0 });
    await nothingLeft();
  });

  it('an expired or tampered upload address (403)', async () => {
    const presign = await presignCrocsAts('a.xlsx', 100);
    const url = new URL(presign.body.data.presignedUrl);
    const tampered = new URL(url);
    tampered.searchParams.set('size', '999999');
    let put = await t.put(tampered.pathname + tampered.search, Buffer.alloc(10));
    expect(put.status).toBe(403);
    expect(put.body.message).toBe(uploadMessages.uploadUrlInvalid);
    const otherKey = url.pathname.replace(/a\.xlsx$/, 'b.xlsx') + url.search;
    expect((await t.put(otherKey, Buffer.alloc(10))).status).toBe(403);
    const expired = new URL(url);
    expired.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 10));
    put = await t.put(expired.pathname + expired.search, Buffer.alloc(10));
    expect(put.status).toBe(403); // the signature no longer matches either
    await cleanUpInterruptedUploads(t.db, t.storage, { announcedMaxAgeMs: 0 });
    await nothingLeft();
  });

  it('a brand other than Crocs', async () => {
    const brand = await t.post('/api/brands', { name: 'Birkenstock Test', categoryId: 1 });
    const { presign } = await t.upload(await good(), 'b.xlsx', { brandId: brand.body.data.id });
    expect(presign.status).toBe(422);
    expect(presign.body.message).toBe(uploadMessages.noParserForBrand('Birkenstock Test'));
    // And at processing, should the brand be changed between the two calls.
    const { processed } = await t.upload(await good(), 'b.xlsx', {}, { brand: brand.body.data.id });
    expect(processed!.status).toBe(422);
    await t.del(`/api/brands/${brand.body.data.id}`);
    await nothingLeft();
  });

  it('processing the same upload twice, or an unknown key', async () => {
    const { presign, processed } = await t.upload(await good(), 'twice.xlsx');
    const again = await t.post('/api/uploads/process', {
      brand: await t.crocsBrandId(),
      type: 'brand-ats',
      fileName: 'twice.xlsx',
      key: presign.body.data.fileKey,
    });
    expect(again.status).toBe(409);
    expect(
      (
        await t.post('/api/uploads/process', {
          brand: 1,
          type: 'brand-ats',
          fileName: 'x.xlsx',
          key: 'uploads/nope/x.xlsx',
        })
      ).status,
    ).toBe(404);
    await t.del(`/api/crocs/discard-uploaded-data/${processed!.body.data.lineListId}`);
    await nothingLeft();
  });

  it('unknown preview ids', async () => {
    expect((await t.get('/api/crocs/preview/99999')).body.message).toBe(failureToasts.lineListNotFound);
    expect((await t.get('/api/crocs/preview/abc')).status).toBe(400);
    expect((await t.del('/api/crocs/discard-uploaded-data/99999')).status).toBe(404);
  });
});

describe('open stock', () => {
  it('imports an .xlsx with the open-stock defaults and replaces the previous stock of its type', async () => {
    // The brand must know every SKU a stock file names: a saved line list holds the file's.
    const rows = [...openStockRows(25)];
    await insertStockLineList(
      t.db,
      await t.crocsBrandId(),
      'brand-ats',
      [...new Set(rows.map((row) => String(row[1])))].map((modelCode) => ({
        modelCode,
        sizes: Object.fromEntries(rows.filter((row) => row[1] === modelCode).map((row) => [String(row[2]), undefined])),
      })),
    );
    const file = await xlsxBuffer([{ name: 'Stock', rows: [OPEN_STOCK_HEADERS, ...rows] }]);
    const presign = await t.post('/api/uploads/get-presigned-upload-url', {
      fileKey: 'Crocs bonded stock.xlsx',
      fileType: 'xlsx',
      fileSize: file.length,
      uploadKind: 'open-stock',
      metadata: {},
      contentType: 'application/vnd.ms-excel',
    });
    expect(presign.status).toBe(201);
    expect((await t.put(presign.body.data.presignedUrl, file)).status).toBe(200);
    const answer = await t.post('/api/uploads/open-stock/process', {
      key: presign.body.data.fileKey,
      fileName: 'Crocs bonded stock.xlsx',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(successToasts.openStockUploaded);
    expect(answer.body.data).toMatchObject({
      stockType: 'bonded',
      season: 'SS',
      year: new Date().getUTCFullYear(),
      availability: 'current',
      rowsCount: 25,
    });
    const stock = await t.get('/api/open-stock?stockType=bonded');
    expect(stock.body.data).toHaveLength(25);
    const xls = await t.post('/api/uploads/get-presigned-upload-url', {
      fileKey: 'stock.xls',
      fileType: 'xls',
      fileSize: 10,
      uploadKind: 'open-stock',
      metadata: {},
      contentType: 'application/vnd.ms-excel',
    });
    expect(xls.body.message).toBe(uploadMessages.openStockXlsxOnly('stock.xls'));
  });
});

describe('start-up clean-up', () => {
  it('removes interrupted uploads and files no upload refers to, and keeps the rest', async () => {
    const keep = await storedKeys();
    await t.storage.putObject('uploads/orphan/x.xlsx', 'x', 'x');
    await t.storage.putObject('metadata/orphan.json', '{}', 'application/json');
    const file = await xlsxBuffer([{ name: 'Spring 2026', rows: crocsSheet({ parents: 1, sizesPerParent: 1 }) }]);
    const presign = await presignCrocsAts('c.xlsx', file.length);
    await t.put(presign.body.data.presignedUrl, file);
    const { eq } = await import('drizzle-orm');
    await t.db.update(uploads).set({ state: 'processing' }).where(eq(uploads.fileKey, presign.body.data.fileKey));
    const report = await cleanUpInterruptedUploads(t.db, t.storage);
    expect(report).toMatchObject({ uploadsRemoved: 1, objectsRemoved: 2 });
    expect(await storedKeys()).toEqual(keep);
  });
});
