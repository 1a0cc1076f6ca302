import type { Readable } from 'node:stream';
import WorksheetReader from 'exceljs/lib/stream/xlsx/worksheet-reader.js';
import iterateStream from 'exceljs/lib/utils/iterate-stream.js';
import parseSax from 'exceljs/lib/utils/parse-sax.js';
import WorkbookXform from 'exceljs/lib/xlsx/xform/book/workbook-xform.js';
import RelationshipsXform from 'exceljs/lib/xlsx/xform/core/relationships-xform.js';
import StyleManager from 'exceljs/lib/xlsx/xform/style/styles-xform.js';

/**
 * exceljs's parsers of an .xlsx's parts, each handed its part by the caller (sheet-rows.ts), as
 * exceljs 4.4.0's streaming WorkbookReader (lib/stream/xlsx/workbook-reader.js) uses them. Its own
 * `parse()` cannot be relied on: it walks the zip with unzipper in stored order, and unzipper's
 * Parse stream emits 'end' as soon as its input is consumed while entries it has already pushed
 * may still wait in its buffer; exceljs then never sees them (whether they wait depends on timing,
 * so a SheetJS-written file, worksheets first, failed now and then). The parts are therefore taken
 * through the zip's central directory, in the order they depend on each other, and the
 * WorkbookReader is not even loaded: it requires unzipper and its dependencies, a third of the
 * reading process's start-up, which a file waits for.
 */
/** A relationship of xl/_rels/workbook.xml.rels. */
export type Relationship = { Id: string; Type: string; Target: string; TargetMode?: string };
export type WorkbookSheet = { name: string; id: number; rId: string; state?: string };
/** exceljs's Row as the reader builds it: `_cells[c - 1]` is column c's cell, holes where none. */
export type ExcelJsRow = { number: number; _cells: ({ value: unknown; type: number } | undefined)[] };
/** exceljs's WorksheetReader: its events (rows among them) come in arrays, one per chunk of the part read. */
export type WorksheetRows = {
  parse(): AsyncGenerator<{ eventType: string; value: unknown }[]>;
  name: string;
  id: number;
  state?: string;
};

/** What the worksheet reader takes from its workbook: the shared strings, the styles and date1904. */
export type XlsxWorkbook = {
  /** Unset when the file has no shared strings (exceljs then answers `{ sharedString: n }`). */
  sharedStrings?: unknown[];
  styles: InstanceType<typeof StyleManager>;
  properties?: unknown;
  sheets: WorkbookSheet[];
};

/** The worksheet reader's options: rows only ('emit'), hyperlinks not read. */
const WORKSHEET_OPTIONS = { worksheets: 'emit', hyperlinks: 'ignore' };

export async function parseRelationships(part: Readable): Promise<Relationship[]> {
  return ((await new RelationshipsXform().parseStream(iterateStream(part))) as Relationship[] | undefined) ?? [];
}

/** A workbook whose styles are exceljs's defaults until parseStyles reads the file's own. */
export async function parseWorkbook(part: Readable): Promise<XlsxWorkbook> {
  const xform = new WorkbookXform();
  await xform.parseStream(iterateStream(part));
  const styles = new StyleManager() as InstanceType<typeof StyleManager> & { init(): void };
  styles.init();
  const model = xform.model as { sheets?: WorkbookSheet[] } | undefined;
  return { styles, properties: xform.map.workbookPr, sheets: model?.sheets ?? [] };
}

/** The number formats tell a date cell from a number: without them a date reads as its day number. */
export async function parseStyles(workbook: XlsxWorkbook, part: Readable): Promise<void> {
  const styles = new StyleManager();
  await styles.parseStream(iterateStream(part));
  workbook.styles = styles;
}

/**
 * The shared strings, as exceljs's reader keeps them ('cache'): an item's text, or
 * `{ richText: [{ text }] }` for one written in runs (their fonts are not kept: only the text is
 * read from a cell). An empty item is null.
 */
export async function parseSharedStrings(workbook: XlsxWorkbook, part: Readable): Promise<void> {
  const strings: unknown[] = [];
  let text: string | null = null;
  let richText: { text: string | null }[] = [];
  for await (const events of parseSax(iterateStream(part))) {
    for (const event of events) {
      if (event.eventType === 'text') text = text ? text + event.value : event.value;
      else if (event.eventType === 'opentag') {
        if (event.value.name === 'si') {
          richText = [];
          text = null;
        } else if (event.value.name === 't') text = null;
      } else if (event.value.name === 'r') {
        richText.push({ text });
        text = null;
      } else if (event.value.name === 'si') {
        strings.push(richText.length ? { richText } : text);
        richText = [];
        text = null;
      }
    }
  }
  workbook.sharedStrings = strings;
}

/** The rows of a worksheet part, parsed as they are inflated. */
export function worksheetRows(workbook: XlsxWorkbook, part: Readable, sheetNo: string): WorksheetRows {
  return new WorksheetReader({
    workbook,
    id: sheetNo,
    iterator: part,
    options: WORKSHEET_OPTIONS,
  }) as WorksheetRows;
}
