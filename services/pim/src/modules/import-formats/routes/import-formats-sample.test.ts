import { type ImportFormatSample, importFormatMessages } from '@lineup/contracts/import-formats';
import { errorMessages, platformMessages, uploadMessages } from '@lineup/contracts/messages';
import { UPLOAD_MAX_BYTES } from '@lineup/contracts/upload-limits';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonAnswer } from '../../../test-support/pim-test-app';
import { openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';

let t: PimTestApp;
let brandId: number;
beforeAll(async () => {
  t = await openPimTestApp();
  brandId = (await t.post('/api/brands', { name: 'Hoka', categoryId: 1 })).body.data.id;
});
afterAll(() => t.dispose());

/** An .xlsx whose first sheet holds these rows from A1. */
async function workbookOf(sheetName: string, rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A line list with a title above its header row (row 3), as many brands send them. */
const lineListWithTitle = () =>
  workbookOf('Spring 2027', [
    ['Hoka line list', 'Spring 2027'],
    [],
    ['Model Code', 'Silhouette', 'Color', 'SKU', 'Size', 'MSRP'],
    ['HK-100', 'Clifton 9', 'Black', '0195719000001', '9', 145],
    ['HK-100', 'Clifton 9', 'Black', '0195719000002', '10', 145],
  ]);

async function sendSample(
  body: Uint8Array | undefined,
  fileName: string | undefined,
  id: number | string = brandId,
): Promise<JsonAnswer> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${t.token}`,
    'content-type': 'application/octet-stream',
  };
  if (fileName !== undefined) headers['x-file-name'] = encodeURIComponent(fileName);
  const response = await t.app.request(`/api/brands/${id}/import-format/sample`, { method: 'POST', headers, body });
  return { status: response.status, body: await response.json() };
}

const refused = (status: number, message: string) => ({ status, body: { success: false, message } });

describe('POST /api/brands/{brandId}/import-format/sample', () => {
  it('reads a sample into its first rows and a proposed format, storing nothing', async () => {
    const countRows = await rowCounter(t.db, 'pim');
    const before = await countRows();
    const { status, body } = await sendSample(await lineListWithTitle(), 'Hoka SS27 line list.xlsx');
    expect(status).toBe(200);
    expect(body.message).toBe(importFormatMessages.sampleRead);
    const sample = body.data as ImportFormatSample;
    expect(sample).toMatchObject({ fileName: 'Hoka SS27 line list.xlsx', sheetName: 'Spring 2027' });
    expect(sample.proposal.headerRow).toBe(3);
    expect(sample.proposal.columns.map((column) => [column.header, column.field])).toEqual(
      expect.arrayContaining([
        ['Model Code', 'model_code'],
        ['Color', 'color'],
        ['SKU', 'sku'],
        ['Size', 'size'],
      ]),
    );
    expect(sample.rows.find((row) => row.row === 4)?.cells).toEqual(
      expect.arrayContaining(['HK-100', '0195719000001', '9']),
    );
    expect(await countRows()).toEqual(before);
  });

  it('answers 422 for a file with no recognisable header row', async () => {
    const file = await workbookOf('Sheet1', [['Quarterly report'], ['Revenue', 'Cost'], [100, 50]]);
    expect(await sendSample(file, 'report.xlsx')).toEqual(refused(422, importFormatMessages.noHeaderRow(20)));
  });

  it('refuses a missing file, a name that is not a spreadsheet, and a file that is not one', async () => {
    expect(await sendSample(await lineListWithTitle(), undefined)).toEqual(
      refused(400, importFormatMessages.sampleMissing),
    );
    expect(await sendSample(new Uint8Array(), 'empty.xlsx')).toEqual(refused(400, importFormatMessages.sampleMissing));
    expect(await sendSample(await lineListWithTitle(), 'line list.csv')).toEqual(
      refused(400, uploadMessages.wrongExtension('line list.csv')),
    );
    const notASpreadsheet = await sendSample(Buffer.from('Model Code,Color\nHK-1,Black\n'), 'list.xlsx');
    expect(notASpreadsheet).toEqual(refused(422, uploadMessages.notASpreadsheet('list.xlsx')));
  });

  it('takes a body as large as an upload, and answers 413 past it', async () => {
    // Past the API's 1 MB JSON limit, yet well within an upload's: refused for what it is, not its size.
    const large = Buffer.alloc(2 * 1024 * 1024, 1);
    expect((await sendSample(large, 'large.xlsx')).status).toBe(422);
    const tooLarge = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1);
    expect(await sendSample(tooLarge, 'huge.xlsx')).toEqual(refused(413, uploadMessages.fileTooLarge));
  });

  it('answers 404 for an unknown brand and 400 for a malformed id', async () => {
    expect(await sendSample(await lineListWithTitle(), 'a.xlsx', 999999)).toEqual(
      refused(404, errorMessages.brands[404]),
    );
    expect(await sendSample(await lineListWithTitle(), 'a.xlsx', 'abc')).toEqual(
      refused(400, errorMessages.brands[400]),
    );
  });

  it('keeps the other API calls to their 1 MB body limit', async () => {
    const answer = await t.put(`/api/brands/${brandId}/import-format`, { definition: 'x'.repeat(1024 * 1024 + 1) });
    expect(answer).toEqual(refused(413, platformMessages.requestBodyTooLarge(1)));
  });
});
