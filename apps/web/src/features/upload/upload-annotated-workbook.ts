import type { FileProblemDetail } from '@lineup/contracts/import-format-definition';
import { uploadMessages } from '@lineup/contracts/messages';
import { firstShownSheet } from '@lineup/contracts/shown-sheet';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import type { SpreadsheetExtension } from '@lineup/contracts/uploads';
import { loadExcelJs } from '@/features/upload/upload-load-exceljs';

/** Excel's own "Bad" cell style's fill, so the marked cells look like what staff know. */
export const PROBLEM_CELL_FILL_ARGB = 'FFFFC7CE';

/** Excel's last column (XFD) and last row: a cell address past them is not a cell. */
const MAX_COLUMN_LETTERS = 3;
const MAX_ROW = 1_048_576;

/**
 * The cell a problem is marked on: its column letter and row number. A problem of a whole row or of
 * a missing column (no column; the server gives the header row's number) goes on the first cell of
 * its row; a problem with no row goes on the sheet's first row (its column's cell, or A1 for the
 * whole sheet). So every listed problem is in the annotated file.
 */
export function problemCellAddress(problem: Pick<FileProblemDetail, 'row' | 'column'>): string {
  const column = problem.column?.trim().toUpperCase() ?? '';
  const validColumn = new RegExp(`^[A-Z]{1,${MAX_COLUMN_LETTERS}}$`).test(column) ? column : 'A';
  const row = problem.row;
  const validRow = row !== null && Number.isInteger(row) && row >= 1 && row <= MAX_ROW ? row : 1;
  return `${validColumn}${validRow}`;
}

/** An .xls read with SheetJS and written as .xlsx, which exceljs reads (it cannot read .xls). */
async function asXlsx(bytes: ArrayBuffer, extension: SpreadsheetExtension): Promise<ArrayBuffer> {
  if (extension === 'xlsx') return bytes;
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(bytes, { type: 'array', cellDates: true });
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

/**
 * The uploaded line list with its problems marked, for the user to fix in Excel: on the first sheet
 * not hidden (the one the server reads), each problem's cell filled red and holding the problem's message in a
 * note; problems on the same cell share one note, a message a line. When the server listed fewer
 * problems than it found, A1's note says the marked ones are the first of `problemsTotal`. The rest of the workbook is
 * kept as exceljs reads it. exceljs (see upload-load-exceljs.ts), and SheetJS for an .xls, are
 * loaded only now.
 */
export async function annotateWorkbook(
  bytes: ArrayBuffer,
  extension: SpreadsheetExtension,
  problems: readonly FileProblemDetail[],
  problemsTotal = problems.length,
): Promise<Uint8Array<ArrayBuffer>> {
  const [ExcelJS, xlsx] = await Promise.all([loadExcelJs(), asXlsx(bytes, extension)]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx);
  const sheet = firstShownSheet(workbook.worksheets);
  if (!sheet) throw new Error(uploadMessages.noSheet);

  const messagesByCell = new Map<string, string[]>();
  // More problems than were listed: the first cell says so, so nobody takes the marked ones for all.
  if (problemsTotal > problems.length)
    messagesByCell.set('A1', [uploadDialogTexts.annotatedFirstOnly(problems.length, problemsTotal)]);
  for (const problem of problems) {
    const address = problemCellAddress(problem);
    messagesByCell.set(address, [...(messagesByCell.get(address) ?? []), problem.message]);
  }
  for (const [address, messages] of messagesByCell) {
    const cell = sheet.getCell(address);
    // exceljs shares one style object between the cells of one format (a price column, a styled
    // header): the fill goes on a copy of it, or every cell of that format would turn red.
    cell.style = {
      ...cell.style,
      fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: PROBLEM_CELL_FILL_ARGB } },
    };
    cell.note = messages.join('\n');
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
