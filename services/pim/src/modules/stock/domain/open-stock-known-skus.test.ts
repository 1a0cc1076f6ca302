import { successToasts } from '@lineup/contracts/messages';
import { stockMessages, UNKNOWN_SKUS_LISTED } from '@lineup/contracts/stock';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStockItems, uploads } from '../../../db/schema';
import { openPipelineTestApp, type PipelineTestApp } from '../../../test-support/pipeline-test-app';
import { OPEN_STOCK_HEADERS, xlsxBuffer } from '../../../test-support/sample-files';
import { insertStockLineList } from '../../../test-support/stock-fixtures';

let t: PipelineTestApp;
let crocs: number;

beforeAll(async () => {
  t = await openPipelineTestApp();
  crocs = await t.crocsBrandId();
  await insertStockLineList(t.db, crocs, 'brand-ats', [
    { modelCode: 'CLOG', sizes: { '9': undefined, '10': undefined } },
  ]);
});
afterAll(() => t.dispose());

/** Uploads an open-stock file of these SKUs and quantities (domestic: its name does not say bonded). */
async function uploadOpenStock(rows: [sku: string, quantity: number][]) {
  const file = await xlsxBuffer([
    {
      name: 'Stock',
      rows: [OPEN_STOCK_HEADERS, ...rows.map(([sku, quantity]) => [sku, 'CLOG', sku.split('-')[1], quantity])],
    },
  ]);
  const presign = await t.post('/api/uploads/get-presigned-upload-url', {
    fileKey: 'Crocs stock.xlsx',
    fileType: 'xlsx',
    fileSize: file.length,
    uploadKind: 'open-stock',
    metadata: {},
    contentType: 'application/vnd.ms-excel',
  });
  expect(presign.status).toBe(201);
  expect((await t.put(presign.body.data.presignedUrl, file)).status).toBe(200);
  return t.post('/api/uploads/open-stock/process', { key: presign.body.data.fileKey, fileName: 'Crocs stock.xlsx' });
}

const stockRows = () =>
  t.db
    .select({ sku: openStockItems.sku, quantity: openStockItems.quantity })
    .from(openStockItems)
    .where(eq(openStockItems.brandId, crocs))
    .orderBy(asc(openStockItems.sku));

describe('an open-stock file', () => {
  it("of the brand's SKUs replaces its stock of that type", async () => {
    const answer = await uploadOpenStock([
      ['CLOG-9', 5],
      ['CLOG-10', 8],
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(successToasts.openStockUploaded);
    expect(await stockRows()).toEqual([
      { sku: 'CLOG-10', quantity: 8 },
      { sku: 'CLOG-9', quantity: 5 },
    ]);
  });

  it('naming SKUs the brand does not have is refused, listing them, and changes nothing', async () => {
    const uploadsBefore = await t.db.select({ id: uploads.id }).from(uploads);
    const answer = await uploadOpenStock([
      ['CLOG-9', 1],
      ['CLOG-99', 4],
      ['BOOT-9', 2],
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(stockMessages.unknownSkus(['CLOG-99', 'BOOT-9']));
    expect(answer.body.message).toBe(
      'The stock file names 2 SKUs the brand does not have: CLOG-99, BOOT-9. Nothing was changed.',
    );
    expect(await stockRows()).toEqual([
      { sku: 'CLOG-10', quantity: 8 },
      { sku: 'CLOG-9', quantity: 5 },
    ]);
    expect(await t.db.select({ id: uploads.id }).from(uploads)).toEqual(uploadsBefore);
  });

  it(`lists ${UNKNOWN_SKUS_LISTED} unknown SKUs at most, then how many more`, () => {
    const skus = Array.from({ length: UNKNOWN_SKUS_LISTED + 3 }, (_, i) => `X-${i}`);
    expect(stockMessages.unknownSkus(skus)).toBe(
      `The stock file names ${skus.length} SKUs the brand does not have: ${skus.slice(0, UNKNOWN_SKUS_LISTED).join(', ')} and 3 more. Nothing was changed.`,
    );
  });
});
