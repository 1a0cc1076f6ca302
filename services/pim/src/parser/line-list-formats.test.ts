import { CROCS_IMPORT_FORMAT, type ImportFormatDefinition } from '@lineup/contracts/import-format-definition';
import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import { uploadMessages } from '@lineup/contracts/messages';
import { describe, expect, it } from 'vitest';
import { fileRefusal } from '../test-support/file-refusal';
import {
  BIRKENSTOCK_FORMAT,
  HEY_DUDE_FORMAT,
  type ImportFormatFixture,
  importFormatFixture,
  WIDE_QUANTITIES_FORMAT,
} from '../test-support/import-format-fixtures';
import { xlsxBuffer } from '../test-support/sample-files';
import type { ParsedLineList } from './line-list-reader';
import { type ParseHooks, parseUploadedFile } from './parse-file';

/** Line lists read with brands' import formats, from files written by openpyxl, LibreOffice and exceljs. */

const label = (brand: string, version: number | null = 3) => ({ brand, version });

async function readWith(
  file: { bytes: Uint8Array; fileName: string; extension: 'xlsx' | 'xls' },
  format: ImportFormatDefinition,
  formatLabel = label('Brand'),
  hooks?: ParseHooks,
): Promise<ParsedLineList> {
  const result = await parseUploadedFile({ kind: 'line-list', ...file, format, formatLabel }, hooks);
  if (result.kind !== 'line-list') throw new Error(`read as ${result.kind}`);
  return result.lineList;
}

const sheetFile = async (name: string, rows: unknown[][]) => ({
  bytes: await xlsxBuffer([{ name, rows }]),
  fileName: 'list.xlsx',
  extension: 'xlsx' as const,
});

describe('a Birkenstock-like narrow file: header on row 3 under a merged title and a season cell', () => {
  it.each<ImportFormatFixture>(['birkenstockNarrow', 'birkenstockNarrowLibreOffice', 'birkenstockNarrowXls'])(
    '%s reads sizes, UPCs, prices, dates and hyperlinked images as they show',
    async (fixture) => {
      const list = await readWith(importFormatFixture(fixture), BIRKENSTOCK_FORMAT, label('Birkenstock'));
      expect(list).toMatchObject({ season: 'Spring/Summer', year: 2026, rowsCount: 9, itemsCount: 5 });
      const byModel = new Map(list.parents.map((p) => [p.modelCode, p]));
      expect([...byModel.keys()]).toEqual(['1017723', '1017724', '0051793', '1025006', '1027138']);
      const arizona = byModel.get('1017723')!;
      expect(arizona).toMatchObject({
        silhouette: 'Arizona',
        color: 'Black',
        franchise: 'Classic',
        gender: 'Unisex',
        msrp: 135,
        expectedShippedDate: '2026-03-15',
        row: 4,
      });
      expect(arizona.skus).toEqual(
        [
          ['4052001017723', '7'],
          ['4052001017730', '7.5'],
          ['4052001017747', '8'],
        ].map(([sku, size]) => ({ sku, size, image_urls: ['https://images.example.com/birkenstock/1017723.jpg'] })),
      );
      // Text dates in three spellings, a real date cell, and a price typed as "$1,234.50".
      expect(list.parents.map((p) => p.expectedShippedDate)).toEqual([
        '2026-03-15',
        '2026-03-15',
        '2026-03-15',
        '2026-03-15',
        '2026-04-01',
      ]);
      expect(byModel.get('1025006')).toMatchObject({ msrp: 1234.5, skus: [{ sku: '4052001025006', size: '6.5' }] });
      expect(byModel.get('0051793')!.row).toBe(10);
    },
  );

  it('refuses a file that does not match the format, naming the missing and the unknown columns', async () => {
    const rows = [
      ['Title'],
      ['Season', 'Fall 2026'],
      [
        'Style #',
        'Style Name',
        'Shade',
        'Collection',
        'Gender',
        'US Size',
        'UPC',
        'Retail Price',
        'Ship Date',
        'Image',
        'Notes',
      ],
      ['1', 'A', 'Black', 'C', 'U', 7, 12345678, 10, '2026-01-01', '', ''],
    ];
    const problem = await fileRefusal(
      readWith(await sheetFile('List', rows), BIRKENSTOCK_FORMAT, label('Birkenstock', 4)),
    );
    expect(problem.message).toBe(
      importFormatMessages.fileDoesNotMatchFormat('Birkenstock', 4, ['Colour'], ['Shade', 'Notes']),
    );
    expect(problem.problems).toEqual({
      total: 3,
      list: [
        { row: 3, column: null, value: null, message: importFormatMessages.missingColumnInRow('Colour', 3) },
        { row: 3, column: 'C', value: 'Shade', message: importFormatMessages.unknownColumn('Shade', 'C3') },
        { row: 3, column: 'K', value: 'Notes', message: importFormatMessages.unknownColumn('Notes', 'K3') },
      ],
    });
  });

  it('names a misspelled column and accepts extra columns when the format ignores them', async () => {
    const rows = [[], [], ['Style #', 'Style Nmae', 'Colour', 'US Size', 'UPC', 'Extra'], ['1', 'A', 'B', 7, 12345678]];
    const format: ImportFormatDefinition = {
      ...BIRKENSTOCK_FORMAT,
      columns: BIRKENSTOCK_FORMAT.columns.filter((c) =>
        ['model_code', 'silhouette', 'color', 'size', 'sku'].includes(c.field),
      ),
      season: { from: 'fixed', season: 'Spring', year: 2027 },
      extraColumns: 'ignore',
    };
    const problem = await fileRefusal(readWith(await sheetFile('List', rows), format));
    expect(problem.message).toBe(uploadMessages.misspelledColumn('Style Nmae', 'B3', 'Style Name'));
    rows[2]![1] = 'Style Name';
    expect(await readWith(await sheetFile('List', rows), format)).toMatchObject({ season: 'Spring', year: 2027 });
  });

  it("refuses a season cell that holds no season, and reads on to list the rows' problems too", async () => {
    const rows = [
      [],
      ['Season', 'TBD'],
      BIRKENSTOCK_FORMAT.columns.map((c) => c.header),
      ['1', 'A', 'B', 'C', 'D', 7, 'x1', 10, 'soon'],
    ];
    const problem = await fileRefusal(readWith(await sheetFile('List', rows), BIRKENSTOCK_FORMAT));
    expect(problem.message).toBe(importFormatMessages.seasonCellWithoutSeason('B2', 'TBD'));
    expect(problem.problems!.list.map((p) => [p.row, p.column, p.value])).toEqual([
      [2, 'B', 'TBD'],
      [4, 'I', 'soon'],
    ]);
  });
});

describe('wide files: a column per size', () => {
  it('reads a Hey Dude-like file: one SKU per filled size cell, the SKU its UPC; rich text and formula results', async () => {
    const list = await readWith(importFormatFixture('heyDudeWideUpc'), HEY_DUDE_FORMAT, label('Hey Dude'));
    expect(list).toMatchObject({ season: 'Fall', year: 2026, rowsCount: 3, itemsCount: 3 });
    const [black, grey, wendy] = list.parents;
    expect(black!.skus.map((s) => [s.sku, s.size])).toEqual([
      ['810000400031', '7'],
      ['810000400048', '8'],
      ['810000400055', '9'],
      ['810000400062', '10'],
    ]);
    expect(grey!.skus.map((s) => s.size)).toEqual(['8', '9', '10', '11', '12']);
    expect(wendy).toMatchObject({ modelCode: '40011-100', silhouette: 'Wendy', msrp: 59.99 });
  });

  it("makes '<model code>-<size>' SKUs for quantities above 0 (the season from a cell, CSV converted by LibreOffice)", async () => {
    const list = await readWith(importFormatFixture('wideQuantities'), WIDE_QUANTITIES_FORMAT);
    expect(list).toMatchObject({ season: 'Spring', year: 2026, rowsCount: 3, itemsCount: 2 });
    expect(list.parents.map((p) => [p.modelCode, p.msrp, p.skus.map((s) => s.sku)])).toEqual([
      ['AT-100', 89, ['AT-100-36', 'AT-100-38']],
      ['AT-200', 75, ['AT-200-36', 'AT-200-37']],
    ]);
  });

  it('lists a UPC that is not 8 to 14 digits, text in a quantity cell, and a duplicate UPC', async () => {
    const header = ['Style', 'Description', 'Color', 'MSRP', 7, 8, 9, 10, 11, 12];
    const upcs = await sheetFile('Fall 2026', [
      header,
      ['A', 'B', 'C', 10, 12345678, 'n/a', 1234567],
      ['A2', 'B', 'C', 10, 87654321],
      ['A3', 'B', 'C', 10, null, null, null, null, null, 87654321],
    ]);
    const problem = await fileRefusal(readWith(upcs, HEY_DUDE_FORMAT));
    expect(problem.problems!.list.map((p) => p.message)).toEqual([
      importFormatMessages.badUpc('8', 2, 'n/a'),
      importFormatMessages.badUpc('9', 2, '1234567'),
      uploadMessages.duplicateSku('12', '87654321', 4, 3),
    ]);
    const quantities = await sheetFile('x', [
      [],
      ['Article', 'Product Name', 'Colorway', 'RRP', 36, 37, 38],
      ['A', 'B', 'C', 1, 2, 'two', -1],
    ]);
    const format = { ...WIDE_QUANTITIES_FORMAT, season: { from: 'fixed', season: 'Fall', year: 2026 } } as const;
    const bad = await fileRefusal(readWith(quantities, format));
    expect(bad.problems!.list.map((p) => [p.column, p.message])).toEqual([
      ['F', uploadMessages.badQuantity('37', 3, 'two')],
      ['G', uploadMessages.badQuantity('38', 3, '-1')],
    ]);
  });
});

describe('a header on another row than its format’s', () => {
  const header = BIRKENSTOCK_FORMAT.columns.map((column) => column.header);
  const row = ['1017723', 'Arizona', 'Black', 'Classic', 'Unisex', '9', '4052001017723', 99.95, '2026-03-01', ''];

  it('names the row it moved to, title rows removed or added, as one problem', async () => {
    const untitled = await sheetFile('SS 2026', [header, row]);
    const removed = await fileRefusal(readWith(untitled, BIRKENSTOCK_FORMAT, label('Birkenstock')));
    const up = importFormatMessages.headerRowMoved(1, 3);
    expect([removed.message, removed.problems]).toEqual([
      up,
      { total: 1, list: [{ row: 1, column: null, value: null, message: up }] },
    ]);

    const retitled = await sheetFile('SS 2026', [
      ['Birkenstock line list'],
      ['Season', 'SS 2026'],
      [],
      [],
      header,
      row,
    ]);
    const added = await fileRefusal(readWith(retitled, BIRKENSTOCK_FORMAT, label('Birkenstock')));
    expect(added.message).toBe(importFormatMessages.headerRowMoved(5, 3));
  });

  it('lists the header’s own problems when no row near it matches the format', async () => {
    const renamed = await sheetFile('SS 2026', [['Title'], ['Season', 'SS 2026'], header.with(2, 'Color'), row]);
    const problem = await fileRefusal(readWith(renamed, BIRKENSTOCK_FORMAT, label('Birkenstock')));
    // The misspelt column is named on its own row, as before the search.
    expect(problem.problems!.list.map((p) => [p.row, p.column])).toEqual([[3, 'C']]);
    expect(problem.message).toContain('"Colour"');
  });
});

describe('every problem at once', () => {
  it('lists each bad cell of the Crocs fixture with its row, column and value, the first one as the message', async () => {
    const problem = await fileRefusal(
      readWith(importFormatFixture('crocsBadCells'), CROCS_IMPORT_FORMAT, label('Crocs', null)),
    );
    expect(problem.status).toBe(422);
    expect(problem.message).toBe(uploadMessages.badNumber('MSRP', 3, 'abc'));
    expect(problem.problems).toEqual({
      total: 6,
      list: [
        { row: 3, column: 'F', value: 'abc', message: uploadMessages.badNumber('MSRP', 3, 'abc') },
        { row: 4, column: 'C', value: null, message: uploadMessages.blankCell('Silhouette', 4) },
        { row: 5, column: 'G', value: 'soon', message: uploadMessages.badDate('Expected Ship Date', 5, 'soon') },
        { row: 6, column: 'L', value: '10001-001-4', message: uploadMessages.duplicateSku('SKU', '10001-001-4', 6, 2) },
        { row: 7, column: 'D', value: 'Pink', message: uploadMessages.inconsistentParent('10001-001', 'Color', 7, 2) },
        { row: 8, column: 'M', value: null, message: uploadMessages.blankCell('Size', 8) },
      ],
    });
  });

  it('refuses an image cell whose text is no address (a link shows its text), naming the cell', async () => {
    const header = ['Model', 'Name', 'Color', 'SKU', 'Size', 'Image'];
    const file = await sheetFile('Spring 2026', [
      header,
      ['M1', 'Clog', 'Black', 'S1', '8', 'https://cdn.example.com/m1.jpg'],
      ['M2', 'Clog', 'White', 'S2', '8', 'View image'],
    ]);
    const format: ImportFormatDefinition = {
      ...CROCS_IMPORT_FORMAT,
      columns: header.map((h, i) => ({ header: h, field: [...CROCS_FIELDS.slice(0, 5), 'image_urls' as const][i]! })),
    };
    const problem = await fileRefusal(readWith(file, format));
    expect(problem.problems!.list).toEqual([
      { row: 3, column: 'F', value: 'View image', message: uploadMessages.notImageAddress('Image', 3, 'View image') },
    ]);
  });

  it('keeps the first 200 problems and counts them all to the end of the file', async () => {
    const header = ['Model', 'Name', 'Color', 'SKU', 'Size', 'MSRP'];
    const rows = [
      header,
      ...Array.from({ length: 260 }, (_, i) => [`M${i}`, 'N', 'C', `S${i}`, '8', i % 2 ? 'x' : 'y']),
    ];
    const format: ImportFormatDefinition = {
      ...CROCS_IMPORT_FORMAT,
      columns: header.map((h, i) => ({ header: h, field: CROCS_FIELDS[i]! })),
    };
    const problem = await fileRefusal(readWith(await sheetFile('Spring 2026', rows), format));
    expect(problem.problems!.total).toBe(260);
    expect(problem.problems!.list).toHaveLength(200);
    expect(problem.problems!.list[199]).toMatchObject({ row: 201, column: 'F', value: 'x' });
  });
});

const CROCS_FIELDS = ['model_code', 'silhouette', 'color', 'sku', 'size', 'msrp'] as const;

describe('parents handed over in batches', () => {
  const bigSheet = (rows: number) => [
    ['Model', 'Name', 'Color', 'SKU', 'Size'],
    ...Array.from({ length: rows }, (_, i) => [`M${Math.floor(i / 7)}`, 'N', 'C', `S${i}`, String(i % 7)]),
  ];
  const format: ImportFormatDefinition = {
    ...CROCS_IMPORT_FORMAT,
    columns: CROCS_FIELDS.slice(0, 5).map((field, i) => ({ header: bigSheet(0)[0]![i]!, field })),
  };

  it('every ~1,000 SKUs, grouped by model code; a model code split across batches comes again with only its new SKUs', async () => {
    const batches: { modelCode: string; skus: string[] }[][] = [];
    const list = await readWith(await sheetFile('Spring 2026', bigSheet(2500)), format, label('B'), {
      onParents: (batch) => {
        batches.push(batch.map((p) => ({ modelCode: p.modelCode, skus: p.skus.map((s) => s.sku) })));
      },
    });
    expect(list.parents).toEqual([]);
    expect(list).toMatchObject({ rowsCount: 2500, itemsCount: 358 });
    expect(batches.map((b) => b.reduce((n, p) => n + p.skus.length, 0))).toEqual([1000, 1000, 500]);
    // SKU 999 (model M142, whose SKUs are 994..1000) ends the first batch; 1000 starts the second.
    expect(batches[0]!.at(-1)).toEqual({ modelCode: 'M142', skus: ['S994', 'S995', 'S996', 'S997', 'S998', 'S999'] });
    expect(batches[1]![0]).toEqual({ modelCode: 'M142', skus: ['S1000'] });
    expect(batches.flat().flatMap((p) => p.skus)).toEqual(Array.from({ length: 2500 }, (_, i) => `S${i}`));
  });

  it('stops handing them over once a problem is found', async () => {
    const rows: unknown[][] = bigSheet(2500);
    rows[1500]![3] = null;
    const calls: number[] = [];
    await fileRefusal(
      readWith(await sheetFile('Spring 2026', rows), format, label('B'), {
        onParents: (b) => {
          calls.push(b.length);
        },
      }),
    );
    expect(calls).toHaveLength(1);
  });
});
