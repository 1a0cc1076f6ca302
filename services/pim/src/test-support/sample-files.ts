import * as XLSX from '@e965/xlsx';
import { CROCS_LINE_LIST_COLUMNS, OPEN_STOCK_COLUMNS } from '@lineup/contracts/uploads';
import ExcelJS from 'exceljs';

/**
 * Generated spreadsheets in our formats: the samples of `npm run samples`, the parser and API
 * tests' files and the benchmark's 50,000-row line list.
 */

export const CROCS_HEADERS: string[] = CROCS_LINE_LIST_COLUMNS.map((c) => c.header);
export const OPEN_STOCK_HEADERS: string[] = OPEN_STOCK_COLUMNS.map((c) => c.header);

const SILHOUETTES = [
  'Classic Clog',
  'Crocband Clog',
  'Echo Clog',
  'Mellow Slide',
  'Baya Sandal',
  'LiteRide 360',
  'Classic Lined Clog',
  'Brooklyn Wedge',
];
const FRANCHISES = ['Classic', 'Crocband', 'Echo', 'Mellow', 'Baya', 'LiteRide', 'Classic', 'Brooklyn'];
const COLORS = [
  'Black',
  'White',
  'Navy',
  'Bone',
  'Pepper',
  'Lavender',
  'Bubblegum',
  'Slate Grey',
  'Army Green',
  'Chalk',
];
const GENDERS = ['Unisex', 'Women', 'Men', 'Kids'];
const COMFORT = ['Cushioned', 'Ultra Soft', 'Standard'];
const HEIGHTS = ['Low', 'Mid', 'High'];
const OCCASIONS = ['Casual', 'Beach', 'Work', 'Outdoor'];
const FITS = ['Roomy', 'Standard', 'Snug'];
export const SIZES = ['4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15'];

export type CrocsRowOptions = {
  parents: number;
  sizesPerParent: number;
  /** Offset of the model codes (two files with different offsets share no model code). */
  firstModel?: number;
  /** Changes a parent's MSRP (to test "changed"). */
  msrpOf?: (parentIndex: number) => number;
  images?: boolean;
};

/** Rows (without header) of a Crocs line list: one per SKU, `sizesPerParent` per model code. */
export function* crocsRows(options: CrocsRowOptions): Generator<(string | number | Date | null)[]> {
  const first = options.firstModel ?? 0;
  for (let p = 0; p < options.parents; p++) {
    const n = first + p;
    const modelCode = `${10000 + n}-${String(n % 1000).padStart(3, '0')}`;
    const s = n % SILHOUETTES.length;
    const msrp = options.msrpOf ? options.msrpOf(p) : 39.99 + (n % 5) * 5;
    const ship = new Date(Date.UTC(2026, n % 12, 1 + (n % 28)));
    for (let z = 0; z < options.sizesPerParent; z++) {
      const size = SIZES[z % SIZES.length]! + (z >= SIZES.length ? `.${Math.floor(z / SIZES.length)}` : '');
      const image = options.images === false ? 'No Image' : `https://images.example.com/crocs/${modelCode}/${size}.jpg`;
      yield [
        modelCode,
        FRANCHISES[s]!,
        SILHOUETTES[s]!,
        COLORS[n % COLORS.length]!,
        GENDERS[n % GENDERS.length]!,
        msrp,
        ship,
        COMFORT[n % COMFORT.length]!,
        HEIGHTS[n % HEIGHTS.length]!,
        OCCASIONS[n % OCCASIONS.length]!,
        FITS[n % FITS.length]!,
        `${modelCode}-${size}`,
        size,
        image,
      ];
    }
  }
}

/** A large .xlsx through exceljs's streaming writer (rows never held together in memory). */
export async function writeXlsxStreaming(
  file: string,
  sheetName: string,
  header: string[],
  rows: Iterable<unknown[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
}

/** A small .xlsx in memory (tests). */
export async function xlsxBuffer(sheets: { name: string; rows: unknown[][] }[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const s of sheets) {
    const sheet = workbook.addWorksheet(s.name);
    for (const row of s.rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A small .xls (BIFF8) in memory; keep it small (the writer is quadratic in memory). */
export function xlsBuffer(sheets: { name: string; rows: unknown[][] }[]): Buffer {
  const workbook = XLSX.utils.book_new();
  for (const s of sheets)
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(s.rows, { cellDates: true }), s.name);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/**
 * A small .xlsx written by SheetJS (@e965/xlsx), as SheetJS-based tools write them: the worksheets
 * come before xl/workbook.xml in the zip; strings are inline unless `sharedStrings` is set, and then
 * xl/sharedStrings.xml comes after the worksheets.
 */
export function sheetJsXlsxBuffer(
  sheets: { name: string; rows: unknown[][] }[],
  options: { sharedStrings?: boolean } = {},
) {
  const workbook = XLSX.utils.book_new();
  for (const s of sheets)
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(s.rows, { cellDates: true }), s.name);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', bookSST: options.sharedStrings ?? false }) as Buffer;
}

/** A Crocs line list as an array of rows with its header (small files). */
export function crocsSheet(options: CrocsRowOptions): unknown[][] {
  return [CROCS_HEADERS, ...crocsRows(options)];
}

/** The sizes of an open-stock row's style: those of the pre-book sample (crocsRows with 8 sizes a parent). */
const OPEN_STOCK_SIZES = 8;

/**
 * Open-stock rows: one per SKU with a quantity. The SKUs are the first parents' of a Crocs line list
 * of 8 sizes a parent from model 0 (the pre-book sample, which a first start imports), so the brand
 * knows every SKU a sample stock file names: a stock file of unknown SKUs is refused.
 */
export function* openStockRows(count: number): Generator<unknown[]> {
  for (let i = 0; i < count; i++) {
    const n = Math.floor(i / OPEN_STOCK_SIZES);
    const modelCode = `${10000 + n}-${String(n % 1000).padStart(3, '0')}`;
    const size = SIZES[i % OPEN_STOCK_SIZES]!;
    yield [
      `${modelCode}-${size}`,
      modelCode,
      size,
      (i * 7) % 120,
      COLORS[i % COLORS.length]!,
      `${SILHOUETTES[i % SILHOUETTES.length]} ${size}`,
    ];
  }
}
