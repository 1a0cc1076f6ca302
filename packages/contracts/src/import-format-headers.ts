import { IMPORT_FIELDS, type ImportField } from './import-format-definition';

/**
 * What a line list's column header names: a field (by the names brands give it, tolerating case,
 * spacing, punctuation and misspellings) or a size. Zod-free, for the web and the reading process.
 */

export const normalizeHeaderText = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Levenshtein distance: how many letters must change to turn one header into the other. */
export function headerDistance(a: string, b: string): number {
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

/** A → 0, Z → 25, AA → 26: a column's 0-based index from its letters (case ignored); columnLetter's inverse. */
export function columnIndex(letters: string): number {
  let n = 0;
  for (const letter of letters.toUpperCase()) n = n * 26 + (letter.charCodeAt(0) - 64);
  return n - 1;
}

/** 0 → A, 25 → Z, 26 → AA: a column's letter from its 0-based index. */
export function columnLetter(index: number): string {
  let out = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  return out;
}

/**
 * The headers brands use for each field, compared normalized (no case, spaces or punctuation:
 * "Style #" is "style"). A header is also matched with its parenthesised part left out
 * ("MSRP (USD)" is "MSRP").
 */
const FIELD_SYNONYMS: Record<ImportField, readonly string[]> = {
  model_code: [
    'Model Code',
    'Model',
    'Model Number',
    'Style',
    'Style Code',
    'Style Number',
    'Style No',
    'Article',
    'Article Number',
    'Article No',
  ],
  silhouette: [
    'Silhouette',
    'Description',
    'Style Name',
    'Style Description',
    'Product Name',
    'Product Description',
    'Model Name',
    'Name',
  ],
  color: ['Color', 'Colour', 'Color Name', 'Colour Name', 'Colorway', 'Colourway', 'Color Description'],
  sku: ['SKU', 'UPC', 'EAN', 'GTIN', 'Barcode', 'UPC Code', 'EAN Code', 'SKU or UPC', 'SKU Number'],
  size: ['Size', 'US Size', 'Size US', 'Sizes'],
  msrp: ['MSRP', 'Retail', 'Retail Price', 'RRP', 'SRP', 'Suggested Retail Price'],
  gender: ['Gender', 'Sex'],
  franchise: ['Franchise', 'Collection', 'Family', 'Product Family'],
  expected_shipped_date: [
    'Expected Ship Date',
    'Expected Shipped Date',
    'Ship Date',
    'ETA',
    'Delivery',
    'Delivery Date',
    'Shipping Date',
  ],
  image_urls: [
    'Image URLs',
    'Image URL',
    'Image URL(s)',
    'Images',
    'Image',
    'Image Link',
    'Photo',
    'Photos',
    'Picture',
  ],
  comfort_level: ['Comfort Level', 'Comfort'],
  height_range: ['Height Range', 'Heel Height', 'Shaft Height'],
  wear_occasion: ['Wear Occasion', 'Occasion'],
  target_fit: ['Target Fit', 'Fit'],
  quantity: ['Quantity', 'Qty', 'Stock', 'On Hand', 'Quantity On Hand', 'Available Quantity', 'ATS Quantity'],
};
const NORMALIZED_SYNONYMS = IMPORT_FIELDS.map((field) => ({
  field,
  names: FIELD_SYNONYMS[field].map(normalizeHeaderText),
}));

/** A currency named in a price header ("MSRP USD", "Retail $", "EUR RRP"): it says nothing of the field. */
const CURRENCY = /\b(?:usd|eur|gbp|cad|aud|chf|jpy|sek|nok|dkk)\b|[$€£¥]/gi;

const nearMissLimit = (name: string) => (name.length <= 3 ? 0 : Math.floor(name.length / 3));

/**
 * How far a header is from a field: 0 for one of the field's names (also without a part in
 * parentheses or a currency: "Retail (USD)", "MSRP USD"), else the edit distance to the
 * nearest name when it is within a third of that name's length (so "Silhoutte" is Silhouette, but
 * a three-letter name like "SKU" must be exact); undefined when it is none of them.
 */
function fieldDistance(header: string, names: readonly string[]): number | undefined {
  const keys = [
    ...new Set([
      normalizeHeaderText(header),
      normalizeHeaderText(header.replace(/\([^)]*\)/g, '')),
      normalizeHeaderText(header.replace(CURRENCY, ' ')),
    ]),
  ].filter(Boolean);
  let best: number | undefined;
  for (const key of keys) {
    for (const name of names) {
      const d = key === name ? 0 : headerDistance(key, name);
      if (d <= nearMissLimit(name) && (best === undefined || d < best)) best = d;
    }
  }
  return best;
}

/** The field a header most likely names and how far it is from it; null for an unknown header. */
export function closestImportField(header: string): { field: ImportField; distance: number } | null {
  let best: { field: ImportField; distance: number } | null = null;
  for (const { field, names } of NORMALIZED_SYNONYMS) {
    const d = fieldDistance(header, names);
    if (d !== undefined && (!best || d < best.distance)) best = { field, distance: d };
  }
  return best;
}

/** The field a column header names ("Style #" → model_code, "Colour" → color); null when none. */
export function suggestImportField(header: string): ImportField | null {
  return closestImportField(header)?.field ?? null;
}

const LETTER_SIZES = new Set(['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '2XL', '3XL']);
const SHOE_SIZE = '(?:[1-9]|[1-4]\\d|5[0-2])(?:\\.5)?';
const NUMBER_SIZE = new RegExp(`^${SHOE_SIZE}$`);
/** "M8", "W10", "8M", "10W", "M8/W10", "M 8 / W 10". */
const GENDERED_SIZE = new RegExp(
  `^(?:[MW]\\s?${SHOE_SIZE}|${SHOE_SIZE}\\s?[MW])(?:\\s?/\\s?(?:[MW]\\s?${SHOE_SIZE}|${SHOE_SIZE}\\s?[MW]))?$`,
);

/**
 * The size a header names, when it is one: a shoe size from 1 to 52, whole or a half ('7.5',
 * '42.5'; '10.0' is '10'), a men's or women's size ('M8', '8W', 'M8/W10'), or a letter size
 * (XXS to XXXL, '2XL', '3XL'). Null for anything else ('0', '53', '7.25', 'Size').
 */
export function sizeFromHeader(header: string): string | null {
  const text = header.trim().toUpperCase();
  if (!text) return null;
  const number = /^\d+(\.\d+)?$/.test(text) ? String(Number(text)) : null;
  if (number !== null) return NUMBER_SIZE.test(number) ? number : null;
  if (LETTER_SIZES.has(text)) return text;
  if (GENDERED_SIZE.test(text)) return text.replace(/\s+/g, '');
  return null;
}
