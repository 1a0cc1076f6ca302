import type { MergedArea } from './merged-cells';
import type { CellValue } from '@lineup/contracts/import-cell-values';

export type { CellValue };
/** One sheet row: its 1-based number and its cells, values[0] being column A. */
export type SheetRow = { number: number; values: CellValue[] };

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
    if ('result' in v) return plainValue(v.result);
    if ('formula' in v || 'sharedFormula' in v) return null;
    if (typeof v.text === 'string') return v.text;
    if ('error' in v) return String(v.error);
  }
  return String(value);
}
