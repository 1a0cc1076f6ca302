import { uploadMessages } from '@lineup/contracts/messages';
import { FileProblem } from './errors';
import type { CellValue } from './sheet-rows';

export type ColumnSpec = { header: string; field: string; required: boolean; optionalColumn?: boolean };

/** Headers are compared without regard to case, spaces and punctuation ("Image URL(s)" = "image urls"). */
export const normalizeHeader = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Other spellings we accept for a column. */
const ALIASES: Record<string, string[]> = {
  image_urls: ['Image URL', 'Image URLs', 'Image URL(s)', 'Images', 'Image'],
  expected_shipped_date: ['Expected Shipped Date', 'Expected Ship Date', 'Ship Date'],
  model_code: ['Model Code', 'Model', 'Style Code'],
  msrp: ['MSRP', 'MSRP (USD)'],
  color: ['Color', 'Colour'],
  quantity: ['Quantity', 'Qty'],
};

export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

function distance(a: string, b: string): number {
  const dp = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = dp[0]!;
    dp[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j]!;
      dp[j] = Math.min(dp[j]! + 1, dp[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return dp[b.length]!;
}

export const cellText = (value: CellValue): string => {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
};

/**
 * Maps each column spec to its index in the header row. A missing column is reported by name; if
 * an unknown header looks like it (a misspelling), that header and its cell are named too.
 */
export function mapHeader(header: CellValue[], specs: readonly ColumnSpec[]): Map<string, number> {
  const found = new Map<string, number>();
  const byNormalized = new Map<string, number>();
  header.forEach((cell, index) => {
    const text = cellText(cell);
    if (text) byNormalized.set(normalizeHeader(text), index);
  });
  const used = new Set<number>();
  for (const spec of specs) {
    const names = [spec.header, ...(ALIASES[spec.field] ?? [])].map(normalizeHeader);
    const index = names.map((n) => byNormalized.get(n)).find((i) => i !== undefined);
    if (index !== undefined) {
      found.set(spec.field, index);
      used.add(index);
    }
  }
  for (const spec of specs) {
    if (found.has(spec.field) || spec.optionalColumn) continue;
    const target = normalizeHeader(spec.header);
    let best: { index: number; text: string; d: number } | undefined;
    header.forEach((cell, index) => {
      const text = cellText(cell);
      if (!text || used.has(index)) return;
      const d = distance(normalizeHeader(text), target);
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

export const isBlankRow = (values: CellValue[]) => values.every((v) => v === null || cellText(v) === '');

/** Reads money ("49.99", "$49.99", 49.99); null when blank; FileProblem when not a number. */
export function readNumber(value: CellValue, column: string, row: number): number | null {
  if (value === null) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new FileProblem(uploadMessages.badNumber(column, row, String(value)));
    return value;
  }
  const text = cellText(value);
  if (!text) return null;
  const cleaned = text.replace(/^\$\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) throw new FileProblem(uploadMessages.badNumber(column, row, text));
  return Number(cleaned);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Reads a calendar day: a date cell, an Excel serial number, 'YYYY-MM-DD' or 'MM/DD/YYYY'. */
export function readDate(value: CellValue, column: string, row: number): string | null {
  if (value === null) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new FileProblem(uploadMessages.badDate(column, row, String(value)));
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'number' && value > 0 && value < 2_958_466) {
    const ms = Math.round((value - 25_569) * 86_400_000);
    return new Date(ms).toISOString().slice(0, 10);
  }
  const text = cellText(value);
  if (!text) return null;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  let y: number | undefined;
  let mo: number | undefined;
  let d: number | undefined;
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (m) [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  if (y === undefined || mo === undefined || d === undefined) {
    throw new FileProblem(uploadMessages.badDate(column, row, text));
  }
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) {
    throw new FileProblem(uploadMessages.badDate(column, row, text));
  }
  return `${y}-${pad(mo)}-${pad(d)}`;
}

/** Reads a text cell within a length bound; sizes like 10 or 10.5 keep their number text. */
export function readText(value: CellValue, column: string, row: number, max: number): string {
  const text = cellText(value);
  if (text.length > max) throw new FileProblem(uploadMessages.tooLong(column, row, max));
  return text;
}
