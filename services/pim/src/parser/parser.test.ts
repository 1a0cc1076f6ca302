import { CROCS_IMPORT_FORMAT } from '@lineup/contracts/import-format-definition';
import { uploadMessages } from '@lineup/contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  CROCS_HEADERS,
  crocsSheet,
  OPEN_STOCK_HEADERS,
  openStockRows,
  xlsBuffer,
  xlsxBuffer,
} from '../test-support/sample-files';
import { unzipEntries, zip } from '../test-support/test-zip';
import { seasonFromSheetName } from './line-list-header';
import { readLineList } from './line-list-reader';
import { parseOpenStock, stockTypeOf } from './open-stock';
import { parseUploadedFile } from './parse-file';
import { DEFAULT_SHEET_BOUNDS } from './sheet-bounds';
import { openFirstSheet } from './sheet-rows';
import { checkSpreadsheet, guardXlsx, sniffFormat } from './zip-guard';

async function parse(buffer: Buffer, fileName = 'list.xlsx') {
  const format = sniffFormat(buffer);
  if (!format) throw new Error(uploadMessages.notASpreadsheet(fileName));
  if (format === 'xlsx') await guardXlsx(buffer, fileName);
  let result: Awaited<ReturnType<typeof readLineList>> | undefined;
  await openFirstSheet(buffer, format, fileName, async (sheet) => {
    result = await readLineList(sheet, CROCS_IMPORT_FORMAT);
  });
  return result!;
}

const small = (extra: Partial<Parameters<typeof crocsSheet>[0]> = {}) =>
  crocsSheet({ parents: 3, sizesPerParent: 4, ...extra });

/** The small sheet with one cell replaced (row is 1-based as in Excel, column by header). */
function withCell(rows: unknown[][], row: number, header: string, value: unknown) {
  const copy = rows.map((r) => [...r]);
  copy[row - 1]![CROCS_HEADERS.indexOf(header)] = value;
  return copy;
}

describe('Crocs line list (.xlsx, exceljs streaming reader)', () => {
  it('builds parents keyed by model code with one child per SKU and size, season and year from the sheet name', async () => {
    const result = await parse(
      await xlsxBuffer([
        { name: 'Spring 2026', rows: small() },
        { name: 'Notes', rows: [['x']] },
      ]),
    );
    expect(result.season).toBe('Spring');
    expect(result.year).toBe(2026);
    expect(result.rowsCount).toBe(12);
    expect(result.parents).toHaveLength(3);
    const first = result.parents[0]!;
    expect(first.modelCode).toBe('10000-000');
    expect(first.skus.map((s) => s.size)).toEqual(['4', '5', '6', '7']);
    expect(first.skus[0]!.image_urls).toEqual(['https://images.example.com/crocs/10000-000/4.jpg']);
    expect(first.msrp).toBe(39.99);
    expect(first.expectedShippedDate).toBe('2026-01-01');
    expect(first.attributes).toEqual({
      comfort_level: 'Cushioned',
      height_range: 'Low',
      wear_occasion: 'Casual',
      target_fit: 'Roomy',
    });
  });

  it('reads only the first sheet, in workbook order', async () => {
    const result = await parse(
      await xlsxBuffer([
        { name: 'Fall 2027', rows: small({ parents: 1 }) },
        { name: 'Spring 2026', rows: small() },
      ]),
    );
    expect(result.year).toBe(2027);
    expect(result.parents).toHaveLength(1);
  });

  it("treats 'No Image' as no image", async () => {
    const result = await parse(await xlsxBuffer([{ name: 'Spring 2026', rows: small({ images: false }) }]));
    expect(result.parents[0]!.skus[0]!.image_urls).toEqual([]);
  });

  it('accepts headers in any order and case, and money like "$49.99"', async () => {
    const rows = small();
    const reordered = rows.map((r) => [...r].reverse());
    reordered[0] = reordered[0]!.map((h) => String(h).toUpperCase());
    const withMoney = reordered.map((r, i) =>
      i === 0 ? r : r.map((v, j) => (j === reordered[0]!.indexOf('MSRP') ? `$${v}` : v)),
    );
    const result = await parse(await xlsxBuffer([{ name: 'Holiday 2026', rows: withMoney }]));
    expect(result.parents[0]!.msrp).toBe(39.99);
  });

  it.each([
    [
      'a missing column',
      (r: unknown[][]) => r.map((row) => row.filter((_, i) => i !== CROCS_HEADERS.indexOf('Color'))),
      uploadMessages.missingColumn('Color'),
    ],
    [
      'a misspelled column',
      (r: unknown[][]) => withCell(r, 1, 'Silhouette', 'Silhoutte'),
      uploadMessages.misspelledColumn('Silhoutte', 'C1', 'Silhouette'),
    ],
    ['an MSRP of abc', (r: unknown[][]) => withCell(r, 3, 'MSRP', 'abc'), uploadMessages.badNumber('MSRP', 3, 'abc')],
    [
      'a negative MSRP',
      (r: unknown[][]) => withCell(r, 3, 'MSRP', -5),
      uploadMessages.msrpOutOfRange('MSRP', 3, '-5', '1,000,000'),
    ],
    ['a blank size', (r: unknown[][]) => withCell(r, 4, 'Size', null), uploadMessages.blankCell('Size', 4)],
    [
      'a bad date',
      (r: unknown[][]) => withCell(r, 2, 'Expected Ship Date', 'soon'),
      uploadMessages.badDate('Expected Ship Date', 2, 'soon'),
    ],
    [
      'a duplicate SKU',
      (r: unknown[][]) => withCell(r, 3, 'SKU', r[1]![CROCS_HEADERS.indexOf('SKU')]),
      uploadMessages.duplicateSku('SKU', '10000-000-4', 3, 2),
    ],
    [
      'a parent with two colors',
      (r: unknown[][]) => withCell(r, 3, 'Color', 'Pink'),
      uploadMessages.inconsistentParent('10000-000', 'Color', 3, 2),
    ],
  ])('refuses %s, naming the column and the row', async (_, change, message) => {
    await expect(parse(await xlsxBuffer([{ name: 'Spring 2026', rows: change(small()) }]))).rejects.toThrow(message);
  });

  it('lists the problems across rows too when those rows have problems of their own', async () => {
    let rows = small();
    const sku = (row: number) => rows[row - 1]![CROCS_HEADERS.indexOf('SKU')];
    // Row 2: a bad MSRP; row 3 repeats its SKU. Row 6 (the second model code's first row): an image
    // that is no address; row 7 gives that model code another color.
    rows = withCell(rows, 2, 'MSRP', 'abc');
    rows = withCell(rows, 3, 'SKU', sku(2));
    rows = withCell(rows, 6, 'Image URLs', 'View image');
    rows = withCell(rows, 7, 'Color', 'Pink');
    const refusal = await parse(await xlsxBuffer([{ name: 'Spring 2026', rows }])).catch((error: unknown) => error);
    const { problems } = refusal as { problems: { list: { message: string }[] } };
    expect(problems.list.map((problem) => problem.message)).toEqual([
      uploadMessages.badNumber('MSRP', 2, 'abc'),
      uploadMessages.duplicateSku('SKU', String(sku(2)), 3, 2),
      uploadMessages.notImageAddress('Image URLs', 6, 'View image'),
      uploadMessages.inconsistentParent(String(rows[5]![CROCS_HEADERS.indexOf('Model Code')]), 'Color', 7, 6),
    ]);
  });

  it('refuses a first sheet name without season and year', async () => {
    await expect(parse(await xlsxBuffer([{ name: 'Sheet1', rows: small() }]))).rejects.toThrow(
      uploadMessages.sheetNameWithoutSeason('Sheet1'),
    );
  });

  it('refuses an empty sheet and a sheet with only its header', async () => {
    await expect(parse(await xlsxBuffer([{ name: 'Spring 2026', rows: [] }]))).rejects.toThrow(
      uploadMessages.emptySheet('Spring 2026'),
    );
    await expect(parse(await xlsxBuffer([{ name: 'Spring 2026', rows: [CROCS_HEADERS] }]))).rejects.toThrow(
      uploadMessages.noDataRows('Spring 2026'),
    );
  });

  it('refuses what is not a spreadsheet', async () => {
    expect(sniffFormat(Buffer.from('Model Code,SKU\n1,2\n'))).toBeNull();
    const zipOfText = zip([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    await expect(guardXlsx(zipOfText, 'x.xlsx')).rejects.toThrow(uploadMessages.notASpreadsheet('x.xlsx'));
  });

  it('refuses a zip that expands past the bound as it is read, whatever sizes it declares', async () => {
    const workbook = unzipEntries(await xlsxBuffer([{ name: 'Spring 2026', rows: small() }]));
    const withSheet = (data: Buffer) =>
      zip(workbook.map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...e, data, lieAboutSize: true } : e)));
    const readWithin = (file: Buffer, maxExpanded: number) =>
      openFirstSheet(
        file,
        'xlsx',
        'bomb.xlsx',
        async (sheet) => {
          for await (const _ of sheet.rows);
        },
        DEFAULT_SHEET_BOUNDS,
        maxExpanded,
      );
    const spaces = Buffer.alloc(50 * 1024 * 1024, 0x20);
    const bomb = withSheet(Buffer.concat([Buffer.from('<worksheet><sheetData>'), spaces]));
    expect(bomb.length).toBeLessThan(200_000);
    // The directory's declared sizes are small: the guard lets it through, the reading stops it.
    await guardXlsx(bomb, 'bomb.xlsx', 10 * 1024 * 1024);
    await expect(readWithin(bomb, 10 * 1024 * 1024)).rejects.toThrow(uploadMessages.expandsTooMuch);
    // The budget is the whole file's, every part read counted: the sheet fits alone but not with
    // the workbook, its relationships, shared strings and styles.
    const everything = workbook.reduce((bytes, e) => bytes + e.data.length, 0);
    const sheet = workbook.find((e) => e.name === 'xl/worksheets/sheet1.xml')!.data;
    const file = withSheet(sheet);
    await expect(readWithin(file, everything)).resolves.toBeUndefined();
    await expect(readWithin(file, sheet.length)).rejects.toThrow(uploadMessages.expandsTooMuch);
  });

  it('refuses a lying part the reader never opens, counted before the parse', async () => {
    const workbook = unzipEntries(await xlsxBuffer([{ name: 'Spring 2026', rows: small() }]));
    const withExtra = (data: Buffer) => zip([...workbook, { name: 'docProps/custom.xml', data, lieAboutSize: true }]);
    const job = (file: Buffer) => ({
      kind: 'line-list' as const,
      bytes: new Uint8Array(file),
      fileName: 'bomb.xlsx',
      extension: 'xlsx' as const,
      format: CROCS_IMPORT_FORMAT,
      formatLabel: { brand: 'Crocs', version: null },
    });
    const good = await parseUploadedFile(job(withExtra(Buffer.from('<Properties/>'))));
    expect(good.kind === 'line-list' && good.lineList.itemsCount).toBe(3);
    const bomb = withExtra(Buffer.alloc(50 * 1024 * 1024, 0x20));
    await expect(parseUploadedFile(job(bomb), {}, checkSpreadsheet(job(bomb), 10 * 1024 * 1024))).rejects.toThrow(
      uploadMessages.expandsTooMuch,
    );
    const damaged = withExtra(Buffer.from('<Properties/>'));
    const at = damaged.indexOf('docProps/custom.xml') + 'docProps/custom.xml'.length;
    damaged.fill(0xff, at, at + 8);
    await expect(parseUploadedFile(job(damaged))).rejects.toThrow(uploadMessages.notASpreadsheet('bomb.xlsx'));
  });

  it('refuses a zip whose declared sizes pass the bound before reading it', async () => {
    const declared = zip([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(11 * 1024 * 1024, 0x20) },
    ]);
    await expect(guardXlsx(declared, 'big.xlsx', 10 * 1024 * 1024)).rejects.toThrow(uploadMessages.expandsTooMuch);
  });
});

describe('Crocs line list (.xls, @e965/xlsx)', () => {
  it('reads the same parents as the .xlsx', async () => {
    const xls = xlsBuffer([{ name: 'Fall 2026', rows: small() }]);
    expect(sniffFormat(xls)).toBe('xls');
    const result = await parse(xls, 'list.xls');
    expect(result.season).toBe('Fall');
    expect(result.parents).toHaveLength(3);
    expect(result.parents[1]!.skus).toHaveLength(4);
    expect(result.parents[0]!.expectedShippedDate).toBe('2026-01-01');
  });

  it('names the row and column of a bad cell', async () => {
    const xls = xlsBuffer([{ name: 'Fall 2026', rows: withCell(small(), 5, 'MSRP', 'abc') }]);
    await expect(parse(xls, 'list.xls')).rejects.toThrow(uploadMessages.badNumber('MSRP', 5, 'abc'));
  });
});

describe('sheet names', () => {
  it.each([
    ['Spring 2026', 'Spring', 2026],
    ['Fall/Winter 2027', 'Fall/Winter', 2027],
    [' SS 2026 ', 'SS', 2026],
  ])('%s', (name, season, year) => expect(seasonFromSheetName(name)).toEqual({ season, year }));
  it.each(['2026', 'Spring', 'Spring 26', 'Sheet1'])('refuses %s', (name) =>
    expect(() => seasonFromSheetName(name)).toThrow(),
  );
});

describe('open stock', () => {
  it('reads SKUs and quantities; stock type from the file name', async () => {
    const buffer = await xlsxBuffer([{ name: 'Stock', rows: [OPEN_STOCK_HEADERS, ...openStockRows(20)] }]);
    let rows: Awaited<ReturnType<typeof parseOpenStock>> = [];
    await openFirstSheet(buffer, 'xlsx', 'stock.xlsx', async (sheet) => {
      rows = await parseOpenStock(sheet);
    });
    expect(rows).toHaveLength(20);
    expect(rows[1]).toMatchObject({ sku: '10000-000-5', size: '5', quantity: 7 });
    expect(stockTypeOf('Crocs BONDED stock.xlsx')).toBe('bonded');
    expect(stockTypeOf('open stock.xlsx')).toBe('domestic');
  });

  it('refuses a quantity that is not a whole number', async () => {
    const rows = [OPEN_STOCK_HEADERS, ['A-1', 'A', '8', 'many']];
    const buffer = await xlsxBuffer([{ name: 'Stock', rows }]);
    await expect(
      openFirstSheet(buffer, 'xlsx', 'stock.xlsx', async (sheet) => void (await parseOpenStock(sheet))),
    ).rejects.toThrow(uploadMessages.badQuantity('Quantity', 2, 'many'));
  });
});
