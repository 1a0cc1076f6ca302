import * as XLSX from '@e965/xlsx';
import { CROCS_IMPORT_FORMAT } from '@lineup/contracts/import-format-definition';
import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import { uploadMessages } from '@lineup/contracts/messages';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { CROCS_HEADERS, crocsSheet } from '../test-support/sample-files';
import type { FileProblem } from './errors';
import type { FormatLabel } from './format-header';
import { parseUploadedFile } from './parse-file';

/** Line lists as brands' own tools leave them: a hidden sheet of notes first, a header repeated. */

async function readCrocs(
  bytes: Buffer,
  extension: 'xlsx' | 'xls',
  format = CROCS_IMPORT_FORMAT,
  formatLabel: FormatLabel = { brand: 'Crocs', version: null },
) {
  const job = { kind: 'line-list' as const, bytes, fileName: `Crocs.${extension}`, extension, format, formatLabel };
  const result = await parseUploadedFile(job);
  if (result.kind !== 'line-list') throw new Error('not a line list');
  return result.lineList;
}

describe('a hidden sheet before the line list', () => {
  it('is passed over in an .xlsx: the first sheet shown is read', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes', { state: 'hidden' }).addRow(['secret']);
    const sheet = workbook.addWorksheet('Spring 2026');
    for (const row of crocsSheet({ parents: 2, sizesPerParent: 2 })) sheet.addRow(row);
    const lineList = await readCrocs(Buffer.from(await workbook.xlsx.writeBuffer()), 'xlsx');
    expect(lineList).toMatchObject({ season: 'Spring', year: 2026, itemsCount: 2, rowsCount: 4 });
  });

  it('is passed over in an .xls too', async () => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['secret']]), 'Notes');
    XLSX.utils.book_append_sheet(
      workbook,
      XLSX.utils.aoa_to_sheet(crocsSheet({ parents: 2, sizesPerParent: 2 })),
      'Spring 2026',
    );
    workbook.Workbook = { Sheets: [{ Hidden: 1 }, { Hidden: 0 }] };
    const bytes = XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    expect(await readCrocs(bytes, 'xls')).toMatchObject({ season: 'Spring', year: 2026, itemsCount: 2 });
  });
});

describe("a mapped column's header on a second column", () => {
  it('is refused, naming both cells: what the second column holds would be lost', async () => {
    const rows = crocsSheet({ parents: 1, sizesPerParent: 2 });
    const width = CROCS_HEADERS.length;
    const doubled = rows.map((row, i) => [...row, i === 0 ? 'Color' : 'Blue']);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Spring 2026');
    for (const row of doubled) sheet.addRow(row);
    const refusal = (await readCrocs(Buffer.from(await workbook.xlsx.writeBuffer()), 'xlsx').then(
      () => expect.fail('the file was read'),
      (error: unknown) => error,
    )) as FileProblem;
    const first = String.fromCharCode(65 + CROCS_HEADERS.indexOf('Color'));
    const second = String.fromCharCode(65 + width);
    expect(refusal.problems!.list).toEqual([
      {
        row: 1,
        column: second,
        value: 'Color',
        message: uploadMessages.mappedHeaderTwice('Color', `${first}1`, `${second}1`),
      },
    ]);
  });
});

describe("another brand's file", () => {
  it('names no column of the format on its header row: one problem that asks, not a list of its data', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Spring 2026');
    for (const row of crocsSheet({ parents: 2, sizesPerParent: 2 })) sheet.addRow(row);
    // Another brand's format: headers this Crocs file has nowhere.
    const columns = CROCS_IMPORT_FORMAT.columns.map((column) => ({
      field: column.field,
      header: `BK ${column.header}`,
    }));
    const refusal = (await readCrocs(
      Buffer.from(await workbook.xlsx.writeBuffer()),
      'xlsx',
      { ...CROCS_IMPORT_FORMAT, columns, extraColumns: 'refuse' },
      { brand: 'Birkenstock', version: 2 },
    ).then(
      () => expect.fail('the file was read'),
      (error: unknown) => error,
    )) as FileProblem;
    const message = importFormatMessages.headerRowNamesNoColumn(1, 'Birkenstock');
    expect(refusal.message).toBe(message);
    expect(refusal.problems!.list).toEqual([{ row: 1, column: null, value: null, message }]);
  });
});
