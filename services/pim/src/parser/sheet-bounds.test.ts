import * as XLSX from '@e965/xlsx';
import { uploadMessages } from '@lineup/contracts/messages';
import { SHEET_MAX_COLUMNS } from '@lineup/contracts/uploads';
import { describe, expect, it } from 'vitest';
import { xlsDeclaring, xlsWithCellAtColumn, xlsxWithRows } from '../test-support/crafted-files';
import { crocsSheet } from '../test-support/sample-files';
import { columnName, type SheetBounds } from './sheet-bounds';
import { openFirstSheet } from './sheet-rows';
import type { SheetRow } from './sheet-values';

/** Every row of the first sheet, through the bounded readers. */
async function rowsOf(buffer: Buffer, format: 'xlsx' | 'xls', bounds?: SheetBounds) {
  const rows: SheetRow[] = [];
  await openFirstSheet(
    buffer,
    format,
    `f.${format}`,
    async (sheet) => {
      for await (const row of sheet.rows) rows.push(row);
    },
    bounds,
  );
  return rows;
}

describe('column names', () => {
  it.each([
    [1, 'A'],
    [26, 'Z'],
    [27, 'AA'],
    [256, 'IV'],
    [702, 'ZZ'],
    [703, 'AAA'],
    [16_384, 'XFD'],
  ])('%i is %s', (column, name) => expect(columnName(column)).toBe(name));
});

describe('.xls: the extent is the cells present, not the DIMENSIONS record', () => {
  it('reads a sheet declaring 2,147,483,647 rows by 65,535 columns as its 7 real rows', async () => {
    const file = xlsDeclaring(crocsSheet({ parents: 2, sizesPerParent: 3 }), { rows: 2_147_483_647, columns: 65_535 });
    // The lie is in the file: SheetJS reports the declared range.
    const declared = XLSX.read(file, { type: 'buffer', dense: true }).Sheets['Spring 2026']!['!ref']!;
    expect(XLSX.utils.decode_range(declared).e.r).toBeGreaterThan(2_000_000_000);
    const started = performance.now();
    const rows = await rowsOf(file, 'xls');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(rows.map((row) => row.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(Math.max(...rows.map((row) => row.values.length))).toBe(14);
  });

  it('refuses a value past column IV, naming its cell', async () => {
    await expect(rowsOf(xlsWithCellAtColumn(300), 'xls')).rejects.toThrow(
      uploadMessages.tooManyColumns(`${columnName(301)}2`, 'IV', SHEET_MAX_COLUMNS),
    );
  });

  it('refuses rows past the row bound', async () => {
    const file = xlsDeclaring(crocsSheet({ parents: 1, sizesPerParent: 6 }), {});
    await expect(rowsOf(file, 'xls', { maxRows: 4, maxColumns: 256 })).rejects.toThrow(
      uploadMessages.sheetTooLong(5, 4),
    );
  });
});

describe('.xlsx: rows and columns are bounded before a row is built', () => {
  const text = (cell: string, value: string) => `<c r="${cell}" t="inlineStr"><is><t>${value}</t></is></c>`;

  it('refuses a value at column XFD, naming its cell', async () => {
    const file = await xlsxWithRows([`<row r="2">${text('A2', 'x')}<c r="XFD2"><v>1</v></c></row>`]);
    await expect(rowsOf(file, 'xlsx')).rejects.toThrow(uploadMessages.tooManyColumns('XFD2', 'IV', SHEET_MAX_COLUMNS));
  });

  it('leaves out cells past the bound that are only formatted', async () => {
    const file = await xlsxWithRows([`<row r="2">${text('A2', 'x')}<c r="XFD2" s="0"/></row>`]);
    const rows = await rowsOf(file, 'xlsx');
    expect(rows[1]).toEqual({ number: 2, values: [...['x'], ...new Array(SHEET_MAX_COLUMNS - 1).fill(null)] });
  });

  it('refuses a row numbered past the bound even when the rows before it are missing', async () => {
    const file = await xlsxWithRows([`<row r="2147483647">${text('A2147483647', 'x')}</row>`]);
    await expect(rowsOf(file, 'xlsx')).rejects.toThrow(uploadMessages.sheetTooLong(2_147_483_647, 200_001));
  });

  it('counts every row the file holds, blank or repeated', async () => {
    const repeated = await xlsxWithRows(Array.from({ length: 20 }, () => '<row r="2"><c r="A2"/></row>'));
    await expect(rowsOf(repeated, 'xlsx', { maxRows: 10, maxColumns: 256 })).rejects.toThrow(
      uploadMessages.sheetTooLong(11, 10),
    );
  });
});
