import { CROCS_IMPORT_FORMAT } from '@lineup/contracts/import-format-definition';
import { uploadMessages } from '@lineup/contracts/messages';
import { describe, expect, it } from 'vitest';
import { CROCS_HEADERS, crocsSheet, sheetJsXlsxBuffer, xlsxBuffer } from '../test-support/sample-files';
import { type TestZipEntry, unzipEntries, zip } from '../test-support/test-zip';
import { FileProblem } from './errors';
import { type ParsedLineList, readLineList } from './line-list-reader';
import { type CellValue, openFirstSheet } from './sheet-rows';
import { guardXlsx, sniffFormat } from './zip-guard';

/**
 * Any valid .xlsx must read the same, every time, whatever order its zip entries are in: the
 * reader must not depend on timing (a worksheet before xl/workbook.xml or before
 * xl/sharedStrings.xml, as SheetJS-based tools write them).
 */

const RUNS = 30;

async function parse(buffer: Buffer, fileName = 'list.xlsx'): Promise<ParsedLineList> {
  expect(sniffFormat(buffer)).toBe('xlsx');
  await guardXlsx(buffer, fileName);
  let result: ParsedLineList | undefined;
  await openFirstSheet(buffer, 'xlsx', fileName, async (sheet) => {
    result = await readLineList(sheet, CROCS_IMPORT_FORMAT);
  });
  return result!;
}

async function firstSheetCells(buffer: Buffer): Promise<{ name: string; rows: CellValue[][] }> {
  let out: { name: string; rows: CellValue[][] } | undefined;
  await openFirstSheet(buffer, 'xlsx', 'x.xlsx', async (sheet) => {
    const rows: CellValue[][] = [];
    for await (const row of sheet.rows) rows.push(row.values);
    out = { name: sheet.name, rows };
  });
  return out!;
}

/** Parses the file RUNS times, one after the other; every run must succeed with the same result. */
async function parseRepeatedly(buffer: Buffer): Promise<ParsedLineList> {
  const outcomes: string[] = [];
  let first: ParsedLineList | undefined;
  for (let run = 0; run < RUNS; run++) {
    try {
      const result = await parse(buffer);
      first ??= result;
      outcomes.push(JSON.stringify(result) === JSON.stringify(first) ? 'same' : 'different rows');
    } catch (error) {
      outcomes.push(`failed: ${(error as Error).message}`);
    }
  }
  expect(outcomes).toEqual(Array(RUNS).fill('same'));
  return first!;
}

/** A Crocs sheet with empty-string cells: a blank Gender on every fourth parent, a blank Image URLs on every third row. */
function withEmptyStrings(rows: unknown[][]): unknown[][] {
  const gender = CROCS_HEADERS.indexOf('Gender');
  const images = CROCS_HEADERS.indexOf('Image URLs');
  const parentIndex = new Map<unknown, number>();
  return rows.map((row, i) => {
    if (i === 0) return row;
    const copy = [...row];
    const model = copy[0];
    if (!parentIndex.has(model)) parentIndex.set(model, parentIndex.size);
    if (parentIndex.get(model)! % 4 === 0) copy[gender] = '';
    if (i % 3 === 0) copy[images] = '';
    return copy;
  });
}

const SIZES = [
  { parents: 3, sizesPerParent: 4 },
  { parents: 40, sizesPerParent: 10 },
  { parents: 100, sizesPerParent: 10 },
];

describe('.xlsx written by SheetJS (@e965/xlsx): worksheets before xl/workbook.xml', () => {
  const cases = SIZES.flatMap((size) =>
    [false, true].flatMap((emptyStrings) =>
      [false, true].map((sharedStrings) => ({ ...size, emptyStrings, sharedStrings })),
    ),
  );
  it.each(cases)(
    '$parents parents × $sizesPerParent sizes, empty strings: $emptyStrings, shared strings: $sharedStrings — every run reads the same rows',
    async ({ parents, sizesPerParent, emptyStrings, sharedStrings }) => {
      const rows = emptyStrings
        ? withEmptyStrings(crocsSheet({ parents, sizesPerParent }))
        : crocsSheet({ parents, sizesPerParent });
      const sheets = [
        { name: 'Spring 2026', rows },
        { name: 'Notes', rows: [['not read']] },
      ];
      const buffer = sheetJsXlsxBuffer(sheets, { sharedStrings });
      const names = unzipEntries(buffer).map((e) => e.name);
      expect(names.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(names.indexOf('xl/workbook.xml'));

      const result = await parseRepeatedly(buffer);
      // The same as the same rows written by exceljs.
      expect(result).toEqual(await parse(await xlsxBuffer(sheets)));
      expect(result.rowsCount).toBe(parents * sizesPerParent);
      expect(result.season).toBe('Spring');
      if (emptyStrings) {
        expect(result.parents[0]!.gender).toBeNull();
        expect(result.parents[0]!.skus[2]!.image_urls).toEqual([]);
      }
    },
  );
});

describe('.xlsx entries in any order', () => {
  const orders: [string, (entries: TestZipEntry[]) => TestZipEntry[]][] = [
    ['as written', (e) => e],
    ['reversed', (e) => [...e].reverse()],
    ['worksheets first', (e) => [...e].sort((a, b) => rank(a, 'xl/worksheets/') - rank(b, 'xl/worksheets/'))],
    ['shared strings last', (e) => [...e].sort((a, b) => rank(b, 'xl/sharedStrings') - rank(a, 'xl/sharedStrings'))],
    ['workbook last', (e) => [...e].sort((a, b) => rank(b, 'xl/workbook.xml') - rank(a, 'xl/workbook.xml'))],
  ];
  const rank = (entry: TestZipEntry, prefix: string) => (entry.name.startsWith(prefix) ? 0 : 1);

  it.each(orders)('%s: every run reads the same rows', async (_, order) => {
    const sheets = [
      { name: 'Spring 2026', rows: crocsSheet({ parents: 5, sizesPerParent: 4 }) },
      { name: 'Fall 2027', rows: crocsSheet({ parents: 2, sizesPerParent: 2 }) },
    ];
    const expected = await parse(await xlsxBuffer(sheets));
    for (const written of [await xlsxBuffer(sheets), sheetJsXlsxBuffer(sheets, { sharedStrings: true })]) {
      const buffer = zip(order(unzipEntries(written)));
      expect(await parseRepeatedly(buffer)).toEqual(expected);
    }
  });
});

describe('.xlsx reading details', () => {
  it('keeps characters of several bytes whole (a long sheet: chunks of the inflated XML split them)', async () => {
    const words = ['Crème brûlée', 'Ærøskøbing', '日本語テキスト', 'Zürich ✓', 'naïve café', '😀 emoji'];
    const rows = Array.from({ length: 6000 }, (_, i) => [`${words[i % words.length]} ${i}`, i]);
    for (const buffer of [
      await xlsxBuffer([{ name: 'S', rows }]),
      sheetJsXlsxBuffer([{ name: 'S', rows }]),
      sheetJsXlsxBuffer([{ name: 'S', rows }], { sharedStrings: true }),
    ]) {
      const read = await firstSheetCells(buffer);
      expect(read.rows).toEqual(rows);
    }
  });

  it('reads the first sheet in workbook order when the relationships name parts by absolute path (openpyxl)', async () => {
    const sheets = [
      { name: 'Fall 2027', rows: crocsSheet({ parents: 2, sizesPerParent: 3 }) },
      { name: 'Spring 2026', rows: crocsSheet({ parents: 4, sizesPerParent: 3 }) },
    ];
    const entries = unzipEntries(await xlsxBuffer(sheets)).map((entry) =>
      entry.name === 'xl/_rels/workbook.xml.rels'
        ? { ...entry, data: Buffer.from(entry.data.toString('utf8').replace(/Target="(?!\/)/g, 'Target="/xl/')) }
        : entry,
    );
    expect(entries.find((e) => e.name === 'xl/_rels/workbook.xml.rels')!.data.toString()).toContain(
      'Target="/xl/worksheets/sheet1.xml"',
    );
    const result = await parse(zip(entries));
    expect(result.year).toBe(2027);
    expect(result.rowsCount).toBe(6);
  });

  it('refuses a zip whose workbook names a sheet it does not hold, and one whose sheet is damaged', async () => {
    const entries = unzipEntries(
      await xlsxBuffer([{ name: 'Spring 2026', rows: crocsSheet({ parents: 2, sizesPerParent: 2 }) }]),
    );
    const notASpreadsheet = uploadMessages.notASpreadsheet('x.xlsx');
    const withoutSheet = zip(entries.filter((e) => !e.name.startsWith('xl/worksheets/')));
    await expect(parse(withoutSheet, 'x.xlsx')).rejects.toThrow(notASpreadsheet);
    const badXml = zip(
      entries.map((e) =>
        e.name === 'xl/worksheets/sheet1.xml'
          ? { ...e, data: Buffer.from('<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></x></row>') }
          : e,
      ),
    );
    await expect(parse(badXml, 'x.xlsx')).rejects.toThrow(notASpreadsheet);
    // Data that does not inflate: the directory is sound (the upload guard lets it by), the reader refuses it.
    const good = zip(entries);
    const sheetAt = good.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length;
    const badDeflate = Buffer.from(good);
    badDeflate.fill(0xff, sheetAt, sheetAt + 8);
    await guardXlsx(badDeflate, 'x.xlsx');
    await expect(firstSheetCells(badDeflate)).rejects.toThrow(uploadMessages.notASpreadsheet('x.xlsx'));
  });

  it('refuses a workbook without sheets', async () => {
    const entries = unzipEntries(await xlsxBuffer([{ name: 'Spring 2026', rows: [['a']] }])).map((e) =>
      e.name === 'xl/workbook.xml'
        ? { ...e, data: Buffer.from(e.data.toString('utf8').replace(/<sheets>.*<\/sheets>/s, '<sheets/>')) }
        : e,
    );
    await expect(parse(zip(entries), 'x.xlsx')).rejects.toThrow(uploadMessages.noSheet);
  });

  it("lets the caller's own errors through as they are (not as 'not a spreadsheet')", async () => {
    const buffer = await xlsxBuffer([{ name: 'Spring 2026', rows: [['a']] }]);
    const bug = new TypeError('a bug in the caller');
    await expect(
      openFirstSheet(buffer, 'xlsx', 'x.xlsx', async () => {
        throw bug;
      }),
    ).rejects.toBe(bug);
    const problem = new FileProblem('a problem in the file');
    await expect(
      openFirstSheet(buffer, 'xlsx', 'x.xlsx', async () => {
        throw problem;
      }),
    ).rejects.toBe(problem);
  });
});
