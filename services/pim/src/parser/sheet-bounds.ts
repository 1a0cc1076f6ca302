import { columnLetter } from '@lineup/contracts/import-format-headers';
import { uploadMessages } from '@lineup/contracts/messages';
import { SHEET_MAX_COLUMNS, SHEET_MAX_ROWS } from '@lineup/contracts/upload-limits';
import { FileProblem } from './errors';

/** How far a sheet may reach; the readers refuse anything past it before building the row. */
export type SheetBounds = { maxRows: number; maxColumns: number };

export const DEFAULT_SHEET_BOUNDS: SheetBounds = { maxRows: SHEET_MAX_ROWS, maxColumns: SHEET_MAX_COLUMNS };

/** 1 → A, 26 → Z, 27 → AA, 16384 → XFD. */
export const columnName = (column: number): string => columnLetter(column - 1);

/** The refusal of a value in a column past the bound (1-based column and row). */
export function columnPastBound(column: number, row: number, maxColumns: number): FileProblem {
  return new FileProblem(
    uploadMessages.tooManyColumns(`${columnName(column)}${row}`, columnName(maxColumns), maxColumns),
  );
}

/**
 * Counts the rows a reader yields: every row the file holds counts, blank or not, and a row whose
 * number is past the bound is refused even when the rows before it are missing; so neither a
 * declared size nor a million repeated row numbers can make the reader go on. The answer is
 * called with each row's number, in order, and throws past the bound.
 */
export function rowCounter(maxRows: number): (rowNumber: number) => void {
  let seen = 0;
  return (rowNumber) => {
    seen++;
    if (rowNumber > maxRows || seen > maxRows) {
      throw new FileProblem(uploadMessages.sheetTooLong(Math.max(rowNumber, seen), maxRows));
    }
  };
}

/** A reader's rows within the bound (see rowCounter). */
export async function* boundedRows<T extends { number: number }>(rows: AsyncIterable<T>, maxRows: number) {
  const count = rowCounter(maxRows);
  for await (const row of rows) {
    count(row.number);
    yield row;
  }
}
