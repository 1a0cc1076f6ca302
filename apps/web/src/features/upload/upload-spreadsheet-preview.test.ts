import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { readSpreadsheetPreview } from '@/features/upload/upload-spreadsheet-preview';

/** An .xlsx of the given sheets, as a browser's chosen file. */
function file(sheets: { name: string; rows: unknown[][]; hidden?: boolean }[]): Blob {
  const workbook = XLSX.utils.book_new();
  for (const sheet of sheets) XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(sheet.rows), sheet.name);
  workbook.Workbook = { Sheets: sheets.map((sheet) => ({ Hidden: sheet.hidden ? 1 : 0 })) };
  return new Blob([XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer]);
}

describe("the upload dialog's preview of a chosen file", () => {
  it('shows the first sheet not hidden, as the server reads it, and UPCs as their digits', async () => {
    const preview = await readSpreadsheetPreview(
      file([
        { name: 'Notes', rows: [['secret']], hidden: true },
        {
          name: 'Spring 2026',
          rows: [
            ['Model Code', 'UPC', 'MSRP'],
            ['10000-000', 4044000000000, 39.99],
          ],
        },
      ]),
    );
    expect(preview).toEqual({
      sheetName: 'Spring 2026',
      header: ['Model Code', 'UPC', 'MSRP'],
      rows: [['10000-000', '4044000000000', '39.99']],
    });
  });
});
