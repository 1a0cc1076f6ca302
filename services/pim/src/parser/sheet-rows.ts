import path from 'node:path';
import type { Readable } from 'node:stream';
import { uploadMessages } from '@lineup/contracts/messages';
import { firstShownSheet } from '@lineup/contracts/shown-sheet';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_EXPANDED_BYTES } from '@lineup/contracts/upload-limits';
import { FileProblem } from './errors';
import { mergedAreasOfWorksheet } from './merged-cells';
import { boundedRows, columnPastBound, DEFAULT_SHEET_BOUNDS, rowCounter, type SheetBounds } from './sheet-bounds';
import { type CellValue, type FirstSheet, plainValue, type SheetRow, unsavedFormula } from './sheet-values';
import {
  type ExcelJsRow,
  parseRelationships,
  parseSharedStrings,
  parseStyles,
  parseWorkbook,
  type WorkbookSheet,
  type WorksheetRows,
  worksheetRows,
} from './xlsx-parts';
import { expansionBudget, type SpreadsheetFormat, type ZipEntry, zipEntries, zipEntryData } from './zip-guard';

export type { CellValue, FirstSheet } from './sheet-values';

/** exceljs's ValueType.Null: a cell that is only formatted. */
const EXCELJS_NULL_CELL = 0;

/** A file exceljs or the zip reader could not make sense of (openFirstSheet: "not a spreadsheet"). */
export class UnreadableXlsx extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`unreadable .xlsx: ${reason}`, options);
    this.name = 'UnreadableXlsx';
  }
}

/**
 * The zip's parts by name (part names are compared without regard to case, as OPC says), each
 * opened as text counted against the file's expansion budget.
 */
function zipParts(zip: Buffer, maxExpanded: number) {
  const entries = zipEntries(zip);
  if (!entries) throw new UnreadableXlsx('no zip central directory');
  const byName = new Map<string, ZipEntry>();
  for (const entry of entries) byName.set(entry.name.toLowerCase(), entry);
  const budget = expansionBudget(maxExpanded);
  return {
    has: (name: string) => byName.has(name.toLowerCase()),
    /** A part as a stream of text, decoded as UTF-8 across chunk boundaries. */
    open(name: string): Readable {
      const entry = byName.get(name.toLowerCase());
      if (!entry) throw new UnreadableXlsx(`no part ${name}`);
      const data = zipEntryData(zip, entry);
      if (!data) throw new UnreadableXlsx(`part ${name} is not where the central directory says`);
      if (entry.method !== 0 && entry.method !== 8)
        throw new UnreadableXlsx(`part ${name} uses method ${entry.method}`);
      const stream = budget.open(entry, data);
      stream.setEncoding('utf8');
      return stream;
    },
  };
}

/**
 * A row with its values, column A first, read from exceljs's cells rather than `row.values` (which
 * builds an array as wide as the row's last cell: 16,384 entries for one cell at XFD). A value
 * past the column bound is refused; cells past it that are only formatted are left out.
 */
function sheetRow(row: ExcelJsRow, maxColumns: number): SheetRow {
  const cells = row._cells;
  let width = cells.length;
  if (width > maxColumns) {
    for (const key of Object.keys(cells)) {
      const index = Number(key);
      if (index >= maxColumns && cells[index] && cells[index].type !== EXCELJS_NULL_CELL) {
        throw columnPastBound(index + 1, row.number, maxColumns);
      }
    }
    width = maxColumns;
  }
  const values: CellValue[] = new Array(width);
  let unsaved: Map<number, string> | undefined;
  for (let i = 0; i < width; i++) {
    const value = cells[i]?.value;
    values[i] = plainValue(value);
    if (values[i] !== null) continue;
    const formula = unsavedFormula(value);
    if (formula === undefined) continue;
    unsaved ??= new Map();
    unsaved.set(i, formula);
  }
  return unsaved ? { number: row.number, values, unsavedFormulas: unsaved } : { number: row.number, values };
}

/** A workbook relationship's target as a part name ("worksheets/sheet1.xml" or "/xl/worksheets/sheet1.xml"). */
const partOf = (target: string) =>
  target.startsWith('/') ? path.posix.normalize(target).slice(1) : path.posix.normalize(`xl/${target}`);

const SHARED_STRINGS_TYPE = /\/sharedStrings$/;
const STYLES_TYPE = /\/styles$/;

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > limit) {
      stream.destroy();
      throw new FileProblem(uploadMessages.fileTooLarge, 413);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The first sheet (in workbook order) of an .xlsx that is not hidden (firstShownSheet): exceljs parses each part, and the worksheet's
 * rows arrive one at a time, inflated as they are read; the workbook is never held whole and the
 * other sheets are not read at all. The zip's entries may come in any order: the parts are taken
 * through its central directory — the relationships and xl/workbook.xml first, then the shared
 * strings and the styles, then the sheet — so the result never depends on timing. Yields nothing when the
 * workbook has no sheet; throws UnreadableXlsx for a file that is not a readable .xlsx (also from
 * the rows, if the sheet's XML is damaged), and a FileProblem at a row past `bounds` or once the
 * parts read expand past `maxExpanded` bytes.
 */
export async function* readXlsxFirstSheet(
  source: Buffer | Readable,
  bounds: SheetBounds = DEFAULT_SHEET_BOUNDS,
  maxExpanded = UPLOAD_MAX_EXPANDED_BYTES,
): AsyncGenerator<FirstSheet> {
  // A zip is read from its end (the central directory): a stream is taken whole first, within
  // the upload bound.
  const zip = Buffer.isBuffer(source) ? source : await readAll(source, UPLOAD_MAX_BYTES);
  const parts = zipParts(zip, maxExpanded);
  let sheet: WorkbookSheet | undefined;
  let sheetPart: string;
  let worksheet: WorksheetRows;
  try {
    if (!parts.has('xl/workbook.xml')) throw new UnreadableXlsx('no xl/workbook.xml');
    const rels = parts.has('xl/_rels/workbook.xml.rels')
      ? await parseRelationships(parts.open('xl/_rels/workbook.xml.rels'))
      : [];
    const workbook = await parseWorkbook(parts.open('xl/workbook.xml'));
    sheet = firstShownSheet(workbook.sheets);
    if (!sheet) return;
    const sheetRel = rels.find((rel) => rel.Id === sheet!.rId);
    if (!sheetRel) throw new UnreadableXlsx(`no relationship ${sheet.rId} for sheet "${sheet.name}"`);
    const stringsRel = rels.find((rel) => SHARED_STRINGS_TYPE.test(rel.Type));
    const stringsPart = stringsRel ? partOf(stringsRel.Target) : 'xl/sharedStrings.xml';
    if (parts.has(stringsPart)) await parseSharedStrings(workbook, parts.open(stringsPart));
    const stylesRel = rels.find((rel) => STYLES_TYPE.test(rel.Type));
    const stylesPart = stylesRel ? partOf(stylesRel.Target) : 'xl/styles.xml';
    if (parts.has(stylesPart)) await parseStyles(workbook, parts.open(stylesPart));
    sheetPart = partOf(sheetRel.Target);
    worksheet = worksheetRows(workbook, parts.open(sheetPart), String(sheet.id));
  } catch (error) {
    if (error instanceof UnreadableXlsx || error instanceof FileProblem) throw error;
    throw new UnreadableXlsx('exceljs could not read the workbook', { cause: error });
  }
  // Named by the workbook, whatever exceljs matched (it only knows relative "worksheets/sheetN.xml").
  worksheet.name = sheet.name;
  worksheet.id = sheet.id;
  worksheet.state = sheet.state;
  const name = sheet.name;
  const rows = (async function* () {
    const count = rowCounter(bounds.maxRows);
    try {
      // The worksheet reader's events, a chunk of the part at a time, rather than its own row
      // iterator: one asynchronous step per row instead of two.
      for await (const events of worksheet.parse()) {
        for (const event of events) {
          if (event.eventType !== 'row') continue;
          const row = event.value as ExcelJsRow;
          const read = sheetRow(row, bounds.maxColumns);
          count(row.number);
          yield read;
        }
      }
    } catch (error) {
      // Only the reader's own failures land here: a consumer that stops (or throws) at a row
      // returns from this generator at its yield, which closes the worksheet stream.
      if (error instanceof FileProblem) throw error;
      throw new UnreadableXlsx(`exceljs could not read sheet "${name}"`, { cause: error });
    }
  })();
  // Read again from the start, against a budget of its own: the rows' reading spent the file's.
  const mergedAreas = () => mergedAreasOfWorksheet(zipParts(zip, maxExpanded).open(sheetPart));
  yield { name, rows, mergedAreas };
}

/**
 * The first sheet of a file whose format was sniffed from its bytes, handed to `use`. A file the
 * reader cannot read is refused as "not a spreadsheet" (the reader's error kept as the cause);
 * the errors `use` raises itself go through as they are. An .xlsx whose parts expand past
 * `maxExpanded` bytes is refused as it is read.
 */
export async function openFirstSheet(
  buffer: Buffer,
  format: SpreadsheetFormat,
  fileName: string,
  use: (sheet: FirstSheet) => Promise<void>,
  bounds: SheetBounds = DEFAULT_SHEET_BOUNDS,
  maxExpanded = UPLOAD_MAX_EXPANDED_BYTES,
): Promise<void> {
  if (format === 'xls') {
    // SheetJS is loaded only for the legacy format.
    const { readXlsFirstSheet } = await import('./xls-sheet');
    const sheet = readXlsFirstSheet(buffer, fileName, bounds);
    return use({ ...sheet, rows: boundedRows(sheet.rows, bounds.maxRows) });
  }
  let seen = false;
  try {
    // The .xlsx reader bounds its rows itself.
    for await (const sheet of readXlsxFirstSheet(buffer, bounds, maxExpanded)) {
      seen = true;
      await use(sheet);
    }
  } catch (error) {
    if (!(error instanceof UnreadableXlsx)) throw error;
    const problem = new FileProblem(uploadMessages.notASpreadsheet(fileName));
    problem.cause = error;
    throw problem;
  }
  if (!seen) throw new FileProblem(uploadMessages.noSheet);
}
