import { importText } from '@lineup/contracts/import-cell-values';
import { columnLetter, headerDistance, normalizeHeaderText } from '@lineup/contracts/import-format-headers';
import { uploadMessages } from '@lineup/contracts/messages';
import { FileProblem } from './errors';
import type { CellValue } from './sheet-rows';

export type ColumnSpec = { header: string; field: string; required: boolean; optionalColumn?: boolean };

/** Other spellings we accept for a column. */
const ALIASES: Record<string, string[]> = {
  image_urls: ['Image URL', 'Image URLs', 'Image URL(s)', 'Images', 'Image'],
  expected_shipped_date: ['Expected Shipped Date', 'Expected Ship Date', 'Ship Date'],
  model_code: ['Model Code', 'Model', 'Style Code'],
  msrp: ['MSRP', 'MSRP (USD)'],
  color: ['Color', 'Colour'],
  quantity: ['Quantity', 'Qty'],
};

/** A cell as the text it imports as (see importText). */
export const cellText = (value: CellValue): string => importText(value);

/**
 * Maps each column spec to its index in the header row. A missing column is reported by name; if
 * an unknown header looks like it (a misspelling), that header and its cell are named too.
 */
export function mapHeader(header: CellValue[], specs: readonly ColumnSpec[]): Map<string, number> {
  const found = new Map<string, number>();
  const byNormalized = new Map<string, number>();
  header.forEach((cell, index) => {
    const text = cellText(cell);
    if (text) byNormalized.set(normalizeHeaderText(text), index);
  });
  const used = new Set<number>();
  for (const spec of specs) {
    const names = [spec.header, ...(ALIASES[spec.field] ?? [])].map(normalizeHeaderText);
    const index = names.map((n) => byNormalized.get(n)).find((i) => i !== undefined);
    if (index !== undefined) {
      found.set(spec.field, index);
      used.add(index);
    }
  }
  for (const spec of specs) {
    if (found.has(spec.field) || spec.optionalColumn) continue;
    const target = normalizeHeaderText(spec.header);
    let best: { index: number; text: string; d: number } | undefined;
    header.forEach((cell, index) => {
      const text = cellText(cell);
      if (!text || used.has(index)) return;
      const d = headerDistance(normalizeHeaderText(text), target);
      const limit = Math.max(1, Math.floor(target.length / 3));
      if (d <= limit && (!best || d < best.d)) best = { index, text, d };
    });
    if (best) {
      throw new FileProblem(uploadMessages.misspelledColumn(best.text, `${columnLetter(best.index)}1`, spec.header));
    }
    throw new FileProblem(uploadMessages.missingColumn(spec.header));
  }
  return found;
}

export const isBlankRow = (values: readonly CellValue[]) => values.every((v) => v === null || cellText(v) === '');

/** Reads a text cell within a length bound; sizes like 10 or 10.5 keep their number text. */
export function readText(value: CellValue, column: string, row: number, max: number): string {
  const text = cellText(value);
  if (text.length > max) throw new FileProblem(uploadMessages.tooLong(column, row, max));
  return text;
}
