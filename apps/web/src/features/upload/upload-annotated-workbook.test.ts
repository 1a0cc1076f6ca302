import * as XLSX from '@e965/xlsx';
import type { FileProblemDetail } from '@lineup/contracts/import-format-definition';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import {
  annotateWorkbook,
  PROBLEM_CELL_FILL_ARGB,
  problemCellAddress,
} from '@/features/upload/upload-annotated-workbook';

// jsdom runs no script tag, so the loader of exceljs's browser build (tested on its own) gives the
// package's Node build here: the same workbook code.
vi.mock('@/features/upload/upload-load-exceljs', async () => ({
  loadExcelJs: async () => (await import('exceljs')).default,
}));

const HEADER = ['Model Code', 'Silhouette', 'Color', 'SKU', 'Size', 'MSRP'];
const ROWS = [
  ['M1', 'Clog', 'Black', '0191448000011', '9', 49.99],
  ['M2', 'Clog', 'White', 'abc', '10', 'free'],
  ['M3', 'Sandal', '', '0191448000035', '11', 39.99],
];

const problems: FileProblemDetail[] = [
  { row: 3, column: 'D', value: 'abc', message: 'Row 3, column "SKU": "abc" is not a UPC (8 to 14 digits).' },
  { row: 3, column: 'F', value: 'free', message: 'MSRP in row 3 is not a number: "free".' },
  { row: 4, column: 'C', value: null, message: 'Color is blank in row 4.' },
  { row: 4, column: 'C', value: null, message: 'A second problem of the same cell.' },
  { row: 1, column: null, value: null, message: 'Column "Gender" is missing from the header row (row 1).' },
];

/** Cell address → [note, fill colour] for every cell that has a note or a fill. */
const EXPECTED = {
  D3: [problems[0]!.message, PROBLEM_CELL_FILL_ARGB],
  F3: [problems[1]!.message, PROBLEM_CELL_FILL_ARGB],
  C4: [`${problems[2]!.message}\n${problems[3]!.message}`, PROBLEM_CELL_FILL_ARGB],
  A1: [problems[4]!.message, PROBLEM_CELL_FILL_ARGB],
};

function noteText(note: ExcelJS.Comment | string | undefined): string | undefined {
  if (note === undefined || typeof note === 'string') return note;
  return note.texts?.map((part) => part.text).join('');
}

/** Every cell of the first sheet with a note or a fill, as EXPECTED lists them; the sheet's values beside. */
async function marksOf(bytes: Uint8Array<ArrayBuffer>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer);
  const sheet = workbook.worksheets[0]!;
  const marks: Record<string, [string | undefined, string | undefined]> = {};
  sheet.eachRow({ includeEmpty: true }, (row) => {
    row.eachCell({ includeEmpty: true }, (cell) => {
      const fill = cell.fill?.type === 'pattern' ? cell.fill.fgColor?.argb : undefined;
      const note = noteText(cell.note);
      if (note !== undefined || fill !== undefined) marks[cell.address] = [note, fill];
    });
  });
  const values = Array.from({ length: sheet.rowCount }, (_, index) =>
    (sheet.getRow(index + 1).values as unknown[]).slice(1),
  );
  return { marks, values, sheetName: sheet.name };
}

function sheetJsWorkbook(): XLSX.WorkBook {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...ROWS]), 'Spring 2026');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Other sheet']]), 'Notes');
  return book;
}

describe('annotateWorkbook', () => {
  it('fills only the problem cell of a column whose cells share one format, keeping the format on every cell', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Spring 2026');
    sheet.addRows([HEADER, ...ROWS]);
    // One price format and one bold header, as a brand's file styles its columns.
    for (const row of [2, 3, 4]) sheet.getCell(`F${row}`).numFmt = '"$"#,##0.00';
    sheet.getRow(1).font = { bold: true };
    const written = await workbook.xlsx.writeBuffer();

    const annotated = await annotateWorkbook(written as ArrayBuffer, 'xlsx', [problems[1]!, problems[4]!]);
    const { marks } = await marksOf(annotated);
    expect(marks).toEqual({ F3: EXPECTED.F3, A1: EXPECTED.A1 });
    const reread = new ExcelJS.Workbook();
    await reread.xlsx.load(annotated.buffer);
    const first = reread.worksheets[0]!;
    expect(['F2', 'F3', 'F4'].map((address) => first.getCell(address).numFmt)).toEqual(Array(3).fill('"$"#,##0.00'));
    expect(first.getCell('B1').font?.bold).toBe(true);
  });

  it('fills and notes exactly the problem cells of an .xlsx, joining problems of one cell, and keeps the values', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Spring 2026').addRows([HEADER, ...ROWS]);
    workbook.addWorksheet('Notes').addRow(['Other sheet']);
    const bytes = await workbook.xlsx.writeBuffer();

    const annotated = await annotateWorkbook(bytes as ArrayBuffer, 'xlsx', problems);
    const { marks, values, sheetName } = await marksOf(annotated);
    expect(marks).toEqual(EXPECTED);
    expect(sheetName).toBe('Spring 2026');
    expect(values[2]).toEqual(['M2', 'Clog', 'White', 'abc', '10', 'free']);
  });

  it('converts an .xls made with SheetJS and marks the same cells', async () => {
    const bytes = XLSX.write(sheetJsWorkbook(), { type: 'array', bookType: 'biff8' }) as ArrayBuffer;

    const { marks, values, sheetName } = await marksOf(await annotateWorkbook(bytes, 'xls', problems));
    expect(marks).toEqual(EXPECTED);
    expect(sheetName).toBe('Spring 2026');
    expect(values[1]).toEqual(['M1', 'Clog', 'Black', '0191448000011', '9', 49.99]);
  });

  it("says on A1 that the marked problems are the first of more, before A1's own", async () => {
    const bytes = XLSX.write(sheetJsWorkbook(), { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const { marks } = await marksOf(await annotateWorkbook(bytes, 'xlsx', [problems[1]!, problems[4]!], 300));
    expect(marks).toEqual({
      F3: EXPECTED.F3,
      A1: [`${uploadDialogTexts.annotatedFirstOnly(2, 300)}\n${problems[4]!.message}`, PROBLEM_CELL_FILL_ARGB],
    });
  });

  it('marks nothing when there is no problem', async () => {
    const bytes = XLSX.write(sheetJsWorkbook(), { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    expect((await marksOf(await annotateWorkbook(bytes, 'xlsx', []))).marks).toEqual({});
  });
});

describe('problemCellAddress', () => {
  it('is the column and row, the row’s first cell without a column, row 1 without a row', () => {
    expect(
      [
        { row: 12, column: 'ab' },
        { row: 5, column: null },
        { row: null, column: 'C' },
        { row: null, column: null },
        { row: 0, column: 'B1' },
      ].map(problemCellAddress),
    ).toEqual(['AB12', 'A5', 'C1', 'A1', 'A1']);
  });
});
