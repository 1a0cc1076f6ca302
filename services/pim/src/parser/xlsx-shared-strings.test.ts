import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type CellValue, openFirstSheet } from './sheet-rows';
import { plainValue } from './sheet-values';

/**
 * The reader takes an .xlsx's shared strings with exceljs's own SAX parser (xlsx-parts.ts) instead
 * of exceljs's WorkbookReader: every kind of shared string must read as exceljs itself reads it.
 */

/** A sheet of shared strings: plain, rich text in runs, empty, with spaces kept, XML entities, non-Latin. */
async function sharedStringsBook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Spring 2026');
  sheet.addRow(['Model Code', 'Silhouette', 'Note']);
  sheet.addRow(['20001-001', { richText: [{ text: 'Classic ', font: { bold: true } }, { text: 'Clog' }] }, '']);
  sheet.addRow(['20001-002', '  spaced  ', 'Tom & Jerry <"quoted">']);
  sheet.addRow(['20001-003', 'Größe 43 – 日本', { richText: [{ text: 'one run' }] }]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function ourRows(buffer: Buffer): Promise<CellValue[][]> {
  const rows: CellValue[][] = [];
  await openFirstSheet(buffer, 'xlsx', 'strings.xlsx', async (sheet) => {
    for await (const row of sheet.rows) rows.push(row.values);
  });
  return rows;
}

async function exceljsRows(buffer: Buffer): Promise<CellValue[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(buffer).buffer);
  const rows: CellValue[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    const values: CellValue[] = [];
    for (let column = 1; column <= row.cellCount; column++) values.push(plainValue(row.getCell(column).value));
    rows.push(values);
  });
  return rows;
}

describe('shared strings', () => {
  it('read as exceljs reads them: plain, rich text, empty, spaces, entities and any script', async () => {
    const buffer = await sharedStringsBook();
    const ours = await ourRows(buffer);
    const theirs = await exceljsRows(buffer);
    // exceljs's workbook drops trailing empty cells; ours keeps the row's width: compare what both hold.
    expect(ours.map((row) => row.slice(0, 3).map((cell) => cell ?? ''))).toEqual(
      theirs.map((row) => [...row, '', '', ''].slice(0, 3).map((cell) => cell ?? '')),
    );
    expect(ours[1]![1]).toBe('Classic Clog');
    expect(ours[2]![1]).toBe('  spaced  ');
    expect(ours[3]![1]).toBe('Größe 43 – 日本');
  });
});
