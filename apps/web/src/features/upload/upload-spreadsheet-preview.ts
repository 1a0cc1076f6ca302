import { PREVIEW_COLUMNS_AFTER_FIRST, PREVIEW_MAX_ROWS } from '@lineup/contracts/constants';
import { uploadMessages } from '@lineup/contracts/messages';
import { firstShownSheetName } from '@lineup/contracts/shown-sheet';

export type SpreadsheetPreview = {
  sheetName: string;
  /** The first row of the sheet (the header row of a line list). */
  header: string[];
  /** The next rows, up to PREVIEW_MAX_ROWS rows read in all. */
  rows: string[][];
};

/** The preview shows the first column and 4 after it. */
const COLUMNS = 1 + PREVIEW_COLUMNS_AFTER_FIRST;

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/**
 * Reads the first sheet not hidden of a chosen spreadsheet in the browser, at most 15 rows and the first 5
 * columns, for the dialog's preview table. SheetJS is loaded only now (dynamic import),
 * never with the sign-in page or the shell. Throws when the file is not a readable spreadsheet.
 */
export async function readSpreadsheetPreview(file: Blob): Promise<SpreadsheetPreview> {
  const [XLSX, data] = await Promise.all([import('@e965/xlsx'), file.arrayBuffer()]);
  // Every sheet's first rows: the one shown is the first that is not hidden, as the server reads it.
  const workbook = XLSX.read(data, { type: 'array', sheetRows: PREVIEW_MAX_ROWS, cellDates: true });
  const sheetName = firstShownSheetName(workbook);
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  if (!sheetName || !sheet) throw new Error(uploadMessages.noSheet);
  // Raw values: a 13-digit UPC in a General cell is its digits, not Excel's "4.044E+12".
  const matrix = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: false });
  const cut = matrix.slice(0, PREVIEW_MAX_ROWS).map((row) => Array.from({ length: COLUMNS }, (_, i) => text(row[i])));
  const width = Math.max(0, ...cut.map((row) => row.reduce((last, cell, i) => (cell ? i + 1 : last), 0)));
  const trimmed = cut.map((row) => row.slice(0, width));
  return { sheetName, header: trimmed[0] ?? [], rows: trimmed.slice(1) };
}
