import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { uploadMessages } from '@lineup/contracts/messages';
import { UPLOAD_MAX_BYTES } from '@lineup/contracts/uploads';
import { FileProblem } from './errors';
import { type SpreadsheetFormat, type ZipEntry, zipEntries, zipEntryData } from './zip-guard';

/** A cell as the parsers see it: text, a number, a date or nothing. */
export type CellValue = string | number | boolean | Date | null;
/** One sheet row: its 1-based number and its cells, values[0] being column A. */
export type SheetRow = { number: number; values: CellValue[] };

export type FirstSheet = { name: string; rows: AsyncIterable<SheetRow> };

/** Excel's many cell shapes (rich text, hyperlinks, formulas, errors) reduced to plain values. */
export function plainValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) return (v.richText as { text: string }[]).map((part) => part.text).join('');
    if ('result' in v) return plainValue(v.result);
    if ('formula' in v || 'sharedFormula' in v) return null;
    if (typeof v.text === 'string') return v.text;
    if ('error' in v) return String(v.error);
  }
  return String(value);
}

/** What exceljs's WorkbookReader holds once it has read xl/_rels/workbook.xml.rels and xl/workbook.xml. */
type Relationship = { Id: string; Type: string; Target: string; TargetMode?: string };
type WorkbookSheet = { name: string; id: number; rId: string; state?: string };
type WorksheetReader = AsyncIterable<ExcelJS.Row> & { name: string; id: number; state?: string };

/**
 * The members of exceljs's streaming WorkbookReader (exceljs 4.4.0,
 * lib/stream/xlsx/workbook-reader.js) that read one part each. Its own `parse()` cannot be relied
 * on: it walks the zip with unzipper in stored order, and unzipper's Parse stream emits 'end' as
 * soon as its input is consumed, while entries it has already pushed may still wait in its
 * buffer (exceljs pauses it while it handles an entry); exceljs then stops and never sees them.
 * Whether they wait depends on timing — e.g. on a worksheet met before xl/workbook.xml or
 * xl/sharedStrings.xml being copied to a temporary file — so a SheetJS-written file (worksheets
 * first) fails now and then ("Cannot read properties of undefined (reading 'sheets')"), or reads
 * shared-string cells as objects. We hand the reader its parts ourselves, through the zip's
 * central directory, in the order they depend on each other.
 */
type ExcelJsPartReader = {
  workbookRels?: Relationship[];
  model?: { sheets?: WorkbookSheet[] };
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>;
  _parseWorksheet(part: AsyncIterable<unknown>, sheetNo: string): Iterable<{ eventType: string; value: unknown }>;
};

const XLSX_READER_OPTIONS = {
  sharedStrings: 'cache',
  hyperlinks: 'ignore',
  styles: 'ignore',
  worksheets: 'emit',
  entries: 'ignore',
} as const;

/** A file exceljs or the zip reader could not make sense of (openFirstSheet: "not a spreadsheet"). */
export class UnreadableXlsx extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`unreadable .xlsx: ${reason}`, options);
    this.name = 'UnreadableXlsx';
  }
}

/** The zip's parts by name (part names are compared without regard to case, as OPC says). */
function zipParts(zip: Buffer) {
  const entries = zipEntries(zip);
  if (!entries) throw new UnreadableXlsx('no zip central directory');
  const byName = new Map<string, ZipEntry>();
  for (const entry of entries) byName.set(entry.name.toLowerCase(), entry);
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
      const stream = entry.method === 8 ? createInflateRaw() : new PassThrough();
      stream.setEncoding('utf8');
      stream.end(data);
      return stream;
    },
  };
}

/** A workbook relationship's target as a part name ("worksheets/sheet1.xml" or "/xl/worksheets/sheet1.xml"). */
const partOf = (target: string) =>
  target.startsWith('/') ? path.posix.normalize(target).slice(1) : path.posix.normalize(`xl/${target}`);

const SHARED_STRINGS_TYPE = /\/sharedStrings$/;

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
 * The first sheet (in workbook order) of an .xlsx: exceljs parses each part, and the worksheet's
 * rows arrive one at a time, inflated as they are read; the workbook is never held whole and the
 * other sheets are not read at all. The zip's entries may come in any order: the parts are taken
 * through its central directory — the relationships and xl/workbook.xml first, then the shared
 * strings, then the sheet — so the result never depends on timing. Yields nothing when the
 * workbook has no sheet; throws UnreadableXlsx for a file that is not a readable .xlsx (also from
 * the rows, if the sheet's XML is damaged).
 */
export async function* readXlsxFirstSheet(source: Buffer | Readable): AsyncGenerator<FirstSheet> {
  // A zip is read from its end (the central directory): a stream is taken whole first, within
  // the upload bound.
  const zip = Buffer.isBuffer(source) ? source : await readAll(source, UPLOAD_MAX_BYTES);
  const parts = zipParts(zip);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(
    Readable.from([]),
    XLSX_READER_OPTIONS,
  ) as unknown as ExcelJsPartReader;
  let sheet: WorkbookSheet | undefined;
  let worksheet: WorksheetReader;
  try {
    if (!parts.has('xl/workbook.xml')) throw new UnreadableXlsx('no xl/workbook.xml');
    if (parts.has('xl/_rels/workbook.xml.rels')) await reader._parseRels(parts.open('xl/_rels/workbook.xml.rels'));
    const rels = reader.workbookRels ?? [];
    await reader._parseWorkbook(parts.open('xl/workbook.xml'));
    sheet = reader.model?.sheets?.[0];
    if (!sheet) return;
    const sheetRel = rels.find((rel) => rel.Id === sheet!.rId);
    if (!sheetRel) throw new UnreadableXlsx(`no relationship ${sheet.rId} for sheet "${sheet.name}"`);
    const stringsRel = rels.find((rel) => SHARED_STRINGS_TYPE.test(rel.Type));
    const stringsPart = stringsRel ? partOf(stringsRel.Target) : 'xl/sharedStrings.xml';
    if (parts.has(stringsPart)) {
      for await (const _ of reader._parseSharedStrings(parts.open(stringsPart))) {
        // 'cache': the strings are kept on the reader for the worksheet; nothing is emitted.
      }
    }
    const [event] = reader._parseWorksheet(parts.open(partOf(sheetRel.Target)), String(sheet.id));
    if (event?.eventType !== 'worksheet') throw new UnreadableXlsx('exceljs emitted no worksheet');
    worksheet = event.value as WorksheetReader;
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
    try {
      for await (const row of worksheet) {
        const raw = row.values as unknown[];
        const values: CellValue[] = [];
        for (let i = 1; i < raw.length; i++) values.push(plainValue(raw[i]));
        yield { number: row.number, values };
      }
    } catch (error) {
      // Only the reader's own failures land here: a consumer that stops (or throws) at a row
      // returns from this generator at its yield, which closes the worksheet stream.
      throw new UnreadableXlsx(`exceljs could not read sheet "${name}"`, { cause: error });
    }
  })();
  yield { name, rows };
}

/** The first sheet of an .xls through @e965/xlsx (the legacy format has no streaming reader). */
export function readXlsFirstSheet(buffer: Buffer, fileName: string): FirstSheet {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(buffer, {
      type: 'buffer',
      sheets: 0,
      cellDates: true,
      dense: true,
      cellStyles: false,
      cellHTML: false,
    });
  } catch {
    throw new FileProblem(uploadMessages.notASpreadsheet(fileName));
  }
  const name = workbook.SheetNames[0];
  if (name === undefined) throw new FileProblem(uploadMessages.noSheet);
  const sheet = workbook.Sheets[name];
  const matrix: unknown[][] = sheet
    ? XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, blankrows: true, defval: null })
    : [];
  const origin = sheet?.['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s : { r: 0, c: 0 };
  const rows = (async function* () {
    for (let i = 0; i < matrix.length; i++) {
      const raw = matrix[i] ?? [];
      const values: CellValue[] = [];
      for (let c = 0; c < origin.c; c++) values.push(null);
      for (const cell of raw) values.push(plainValue(cell));
      yield { number: origin.r + i + 1, values };
    }
  })();
  return { name, rows };
}

/**
 * The first sheet of a file whose format was sniffed from its bytes, handed to `use`. A file the
 * reader cannot read is refused as "not a spreadsheet" (the reader's error kept as the cause);
 * the errors `use` raises itself go through as they are.
 */
export async function openFirstSheet(
  buffer: Buffer,
  format: SpreadsheetFormat,
  fileName: string,
  use: (sheet: FirstSheet) => Promise<void>,
): Promise<void> {
  if (format === 'xls') return use(readXlsFirstSheet(buffer, fileName));
  let seen = false;
  try {
    for await (const sheet of readXlsxFirstSheet(buffer)) {
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
