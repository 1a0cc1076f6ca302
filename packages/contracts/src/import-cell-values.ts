/**
 * Cell values as people write them, read into what a line list holds: the import reads every
 * cell with these, and the import-format editor shows its sample rows through them, so what it
 * shows is what the import stores. Each reader answers the value, null for a blank cell, or
 * NOT_READABLE: the caller names the cell in its problem.
 */

import type { ImportField } from './import-format-definition';
import { isImageAddress, MSRP_MAX } from './item-rules';
import { uploadMessages } from './messages';

/** A cell as the spreadsheet readers see it: text, a number, a date or nothing. */
export type CellValue = string | number | boolean | Date | null;

export const NOT_READABLE = Symbol('not readable');
export type CellRead<T> = T | null | typeof NOT_READABLE;

/** Excel counts days from 1899-12-30; 2,958,465 is 9999-12-31. */
const EXCEL_EPOCH_DAYS = 25_569;
const EXCEL_LAST_DAY = 2_958_466;
const DAY_MS = 86_400_000;

/**
 * A cell as the text it imports as: numbers as Excel shows them in General format without its
 * exponent (10 → '10', 7.5 → '7.5', 191448000000 stays whole, 0.1 + 0.2 → '0.3'), dates as
 * YYYY-MM-DD, text trimmed.
 */
export function importText(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return String(value);
    if (Number.isInteger(value)) return BigInt(value).toString();
    // Binary fractions: 15 significant digits is what a spreadsheet shows and stores.
    return String(Number(value.toPrecision(15)));
  }
  return String(value).trim();
}

const CURRENCY = '(?:US\\$|[$€£]|USD|EUR|GBP|CAD)';
const CURRENCY_BEFORE = new RegExp(`^${CURRENCY}\\s*`, 'i');
const CURRENCY_AFTER = new RegExp(`\\s*${CURRENCY}$`, 'i');

/**
 * Money: a number cell, or text like '49.99', '$1,234.50', '49.99 USD', 'USD 49.99', '€49,99',
 * '1.234,50 €'. With both separators the last one is the decimal mark; a lone comma is one when
 * one or two digits follow it ('49,99'), a thousands separator when three do ('1,234').
 */
export function moneyOf(value: CellValue): CellRead<number> {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : NOT_READABLE;
  const text = importText(value);
  if (!text) return null;
  let amount = text.replace(CURRENCY_BEFORE, '').replace(CURRENCY_AFTER, '').replace(/\s+/g, '');
  const comma = amount.lastIndexOf(',');
  const dot = amount.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    amount = comma > dot ? amount.replace(/\./g, '').replace(',', '.') : amount.replace(/,/g, '');
  } else if (comma >= 0) {
    if (/^-?\d{1,3}(,\d{3})+$/.test(amount)) amount = amount.replace(/,/g, '');
    else if (/^-?\d+,\d{1,2}$/.test(amount)) amount = amount.replace(',', '.');
  }
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return NOT_READABLE;
  return Number(amount);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (name: string) => {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  // "Sept" and full names are fine; "Marchx" is not.
  return index >= 0 && /^[a-z]{3,9}\.?$/i.test(name) ? index + 1 : undefined;
};
const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/** Text dates people type, each giving [year, month, day]. */
const TEXT_DATES: { pattern: RegExp; parts: (m: RegExpExecArray) => [number, number | undefined, number] }[] = [
  // 2026-03-15, 2026/03/15, 2026-03-15T00:00:00
  { pattern: /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ][\d:.]+Z?)?$/, parts: (m) => [+m[1]!, +m[2]!, +m[3]!] },
  // 03/15/2026 and 3/15/26: month first, as in the US.
  { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/, parts: (m) => [fullYear(m[3]!), +m[1]!, +m[2]!] },
  // 15.03.2026: day first, as where dots are written.
  { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, parts: (m) => [+m[3]!, +m[2]!, +m[1]!] },
  // 15-Mar-2026, 15 March 2026, 15-Mar-26
  {
    pattern: /^(\d{1,2})[-\s]([a-z]+\.?)[-\s,]+(\d{4}|\d{2})$/i,
    parts: (m) => [fullYear(m[3]!), monthOf(m[2]!), +m[1]!],
  },
  // March 15, 2026; Mar 15 2026; Mar-15-2026
  {
    pattern: /^([a-z]+\.?)[-\s](\d{1,2})(?:st|nd|rd|th)?[-\s,]+(\d{4})$/i,
    parts: (m) => [+m[3]!, monthOf(m[1]!), +m[2]!],
  },
];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment's UTC day as YYYY-MM-DD. A line list's date column holds a few days over and over:
 * the last one is kept: formatting a date is among the dearest steps of reading a row.
 */
let lastDayTime = Number.NaN;
let lastDay = '';
function isoDay(time: number): string {
  if (time !== lastDayTime) {
    lastDay = new Date(time).toISOString().slice(0, 10);
    lastDayTime = time;
  }
  return lastDay;
}

/**
 * A calendar day as YYYY-MM-DD: a date cell, an Excel day number, or text ('2026-03-15',
 * '03/15/2026', '15.03.2026', '15-Mar-2026', 'March 15, 2026'). A day that does not exist
 * ('2026-02-30') is not readable.
 */
export function dayOf(value: CellValue): CellRead<string> {
  if (value === null) return null;
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? NOT_READABLE : isoDay(time);
  }
  if (typeof value === 'number') {
    if (!(value > 0 && value < EXCEL_LAST_DAY)) return NOT_READABLE;
    return isoDay(Math.round((value - EXCEL_EPOCH_DAYS) * DAY_MS));
  }
  const text = importText(value);
  if (!text) return null;
  for (const { pattern, parts } of TEXT_DATES) {
    const m = pattern.exec(text);
    if (!m) continue;
    const [year, month, day] = parts(m);
    if (month === undefined) return NOT_READABLE;
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
      return NOT_READABLE;
    }
    return `${year}-${pad(month)}-${pad(day)}`;
  }
  return NOT_READABLE;
}

/** A UPC/EAN/GTIN: 8 to 14 digits (a number cell keeps all its digits). */
export function upcOf(value: CellValue): CellRead<string> {
  const text = importText(value);
  if (!text) return null;
  return /^\d{8,14}$/.test(text) ? text : NOT_READABLE;
}

/** A quantity: a whole number of 0 or more ('12', 12, 12.0). */
export function quantityOf(value: CellValue): CellRead<number> {
  const text = importText(value);
  if (!text) return null;
  const quantity = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(quantity) ? quantity : NOT_READABLE;
}

/** A cell read into its field: the value (null for a blank cell), or the import's message about it. */
export type FieldRead<T> = { value: T | null } | { problem: string };
/** Where a cell is, as the import's messages name it: the format's header of its column, its sheet row. */
type CellAt = { header: string; row: number };

/**
 * An MSRP: money (moneyOf) from 0 to MSRP_MAX, rounded to cents. The problem shows the amount when
 * it is a number out of range, else the cell as written.
 */
export function readMsrpCell(value: CellValue, { header, row }: CellAt): FieldRead<number> {
  const amount = moneyOf(value);
  if (amount === NOT_READABLE) return { problem: uploadMessages.badNumber(header, row, importText(value)) };
  if (amount !== null && (amount < 0 || amount > MSRP_MAX))
    return {
      problem: uploadMessages.msrpOutOfRange(
        header,
        row,
        amount.toLocaleString('en-US', { maximumFractionDigits: 2 }),
        MSRP_MAX.toLocaleString('en-US'),
      ),
    };
  return { value: amount === null ? null : Math.round(amount * 100) / 100 };
}

/** A calendar day (dayOf) as YYYY-MM-DD. */
export function readDayCell(value: CellValue, { header, row }: CellAt): FieldRead<string> {
  const day = dayOf(value);
  if (day === NOT_READABLE) return { problem: uploadMessages.badDate(header, row, importText(value)) };
  return { value: day };
}

/**
 * A cell of image addresses: 'a.jpg, b.jpg' (commas, semicolons, bars, new lines or spaces
 * between them); 'No Image' and a blank cell mean none. Anything else is a problem: a link whose
 * text is "View image" would otherwise import its text, not its address.
 */
export function readImageUrlsCell(value: CellValue, at: CellAt): FieldRead<string[]> {
  const read = readTextCell('image_urls', value, at);
  if ('problem' in read) return read;
  const parts = (read.value ?? '')
    .split(/[\s,;|]+/)
    .filter((part) => part && !/^no$/i.test(part) && !/^image$/i.test(part));
  if (parts.some((part) => !isImageAddress(part)))
    return { problem: uploadMessages.notImageAddress(at.header, at.row, read.value ?? '') };
  return { value: parts };
}

/** The longest text each field may hold (the database's bounds). */
export const IMPORT_FIELD_MAX_LENGTH: Record<ImportField, number> = {
  model_code: 100,
  silhouette: 200,
  color: 200,
  sku: 100,
  size: 40,
  msrp: 100,
  gender: 50,
  franchise: 200,
  expected_shipped_date: 100,
  image_urls: 4000,
  comfort_level: 200,
  height_range: 200,
  wear_occasion: 200,
  target_fit: 200,
  quantity: 20,
};

/** The fields a row cannot be imported without: a blank cell in one of their columns is a problem. */
export const REQUIRED_IMPORT_FIELDS: ReadonlySet<ImportField> = new Set([
  'model_code',
  'silhouette',
  'color',
  'sku',
  'size',
]);

/**
 * A text field's cell: its text (importText; null when blank), or the problem when it is longer than
 * the field may hold or blank in a field a row needs.
 */
export function readTextCell(field: ImportField, value: CellValue, { header, row }: CellAt): FieldRead<string> {
  const text = importText(value);
  const max = IMPORT_FIELD_MAX_LENGTH[field];
  if (text.length > max) return { problem: uploadMessages.tooLong(header, row, max) };
  if (!text && REQUIRED_IMPORT_FIELDS.has(field)) return { problem: uploadMessages.blankCell(header, row) };
  return { value: text || null };
}
