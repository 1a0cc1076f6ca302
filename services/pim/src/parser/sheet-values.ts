import type { CellValue } from '@lineup/contracts/import-cell-values';

export type { CellValue };
/**
 * One sheet row: its 1-based number and its cells, values[0] being column A. `unsavedFormulas`
 * (only on a row that has one) maps a column index to the formula of a cell whose result the
 * file does not hold: its value is null, but the cell is not empty.
 */
export type SheetRow = { number: number; values: CellValue[]; unsavedFormulas?: Map<number, string> };

/** A merged area: its reference ("A4:A11") and its corners (rows and columns numbered from 1). */
export type MergedArea = { ref: string; top: number; left: number; bottom: number; right: number };

export type FirstSheet = {
  name: string;
  rows: AsyncIterable<SheetRow>;
  /** The sheet's merged areas, read when asked (a refusal's hints): a second pass over the sheet. */
  mergedAreas?: () => Promise<MergedArea[]>;
};

/** Excel's many cell shapes (rich text, hyperlinks, formulas, errors) reduced to plain values. */
export function plainValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) return (v.richText as { text: string }[]).map((part) => part.text).join('');
    if ('formula' in v || 'sharedFormula' in v)
      return unsavedFormula(value) === undefined ? plainValue(v.result) : null;
    if ('result' in v) return plainValue(v.result);
    if (typeof v.text === 'string') return v.text;
    if ('error' in v) return String(v.error);
  }
  return String(value);
}

/**
 * The formula of a cell the file holds no value for, as `=…`; undefined for any other cell. A
 * program that writes formulas without calculating them (openpyxl, most scripts) leaves the result
 * out or empty, and exceljs's streaming reader then gives the cell no result (or NaN), as it does
 * for an error result (#DIV/0!). Excel and LibreOffice always save the result. A text formula
 * whose result is empty text has a result: ''.
 */
export function unsavedFormula(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const v = value as { formula?: unknown; sharedFormula?: unknown; result?: unknown };
  const formula = v.formula ?? v.sharedFormula;
  if (formula === undefined) return undefined;
  if (v.result !== undefined && v.result !== null && !Number.isNaN(v.result)) return undefined;
  return `=${String(formula)}`;
}
