import {
  IMPORT_FIELDS,
  IMPORT_HEADER_SEARCH_ROWS,
  type ImportField,
  type ImportFormatColumn,
  type ImportFormatDefinition,
  type ImportSizeColumn,
  type SeasonSource,
  SIZE_COLUMN_FIELDS,
} from './import-format-definition';

/**
 * Reading a sample line list into a proposed import format: which field a header names, which
 * headers are sizes, where the season is. Plain functions, no schema library: the web's format
 * editor and the server's reading process both use them.
 */

/** A row of a sample as text (import-formats.ts's SampleRow, kept here so this file stays zod-free). */
type SampleRow = { row: number; cells: string[] };
export type SeasonAndYear = { season: string; year: number };

const normalize = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');

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
  model_code: ['Model Code', 'Model', 'Model Number', 'Style', 'Style Code', 'Style Number', 'Style No', 'Article', 'Article Number', 'Article No'],
  silhouette: ['Silhouette', 'Description', 'Style Name', 'Style Description', 'Product Name', 'Product Description', 'Model Name', 'Name'],
  color: ['Color', 'Colour', 'Color Name', 'Colour Name', 'Colorway', 'Colourway', 'Color Description'],
  sku: ['SKU', 'UPC', 'EAN', 'GTIN', 'Barcode', 'UPC Code', 'EAN Code', 'SKU or UPC', 'SKU Number'],
  size: ['Size', 'US Size', 'Size US', 'Sizes'],
  msrp: ['MSRP', 'Retail', 'Retail Price', 'RRP', 'SRP', 'Suggested Retail Price'],
  gender: ['Gender', 'Sex'],
  franchise: ['Franchise', 'Collection', 'Family', 'Product Family'],
  expected_shipped_date: ['Expected Ship Date', 'Expected Shipped Date', 'Ship Date', 'ETA', 'Delivery', 'Delivery Date', 'Shipping Date'],
  image_urls: ['Image URLs', 'Image URL', 'Image URL(s)', 'Images', 'Image', 'Image Link', 'Photo', 'Photos', 'Picture'],
  comfort_level: ['Comfort Level', 'Comfort'],
  height_range: ['Height Range', 'Heel Height', 'Shaft Height'],
  wear_occasion: ['Wear Occasion', 'Occasion'],
  target_fit: ['Target Fit', 'Fit'],
};
const NORMALIZED_SYNONYMS = IMPORT_FIELDS.map((field) => ({ field, names: FIELD_SYNONYMS[field].map(normalize) }));

const nearMissLimit = (name: string) => (name.length <= 3 ? 0 : Math.floor(name.length / 3));

/**
 * How far a header is from a field: 0 for one of the field's names, else the edit distance to the
 * nearest name when it is within a third of that name's length (so "Silhoutte" is Silhouette, but
 * a three-letter name like "SKU" must be exact); undefined when it is none of them.
 */
function fieldDistance(header: string, names: readonly string[]): number | undefined {
  const keys = [...new Set([normalize(header), normalize(header.replace(/\([^)]*\)/g, ''))])].filter(Boolean);
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
function bestField(header: string): { field: ImportField; distance: number } | null {
  let best: { field: ImportField; distance: number } | null = null;
  for (const { field, names } of NORMALIZED_SYNONYMS) {
    const d = fieldDistance(header, names);
    if (d !== undefined && (!best || d < best.distance)) best = { field, distance: d };
  }
  return best;
}

/** The field a column header names ("Style #" → model_code, "Colour" → color); null when none. */
export function suggestImportField(header: string): ImportField | null {
  return bestField(header)?.field ?? null;
}

const LETTER_SIZES = new Set(['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '2XL', '3XL']);
const SHOE_SIZE = '(?:[1-9]|[1-4]\\d|5[0-2])(?:\\.5)?';
const NUMBER_SIZE = new RegExp(`^${SHOE_SIZE}$`);
/** "M8", "W10", "8M", "10W", "M8/W10", "M 8 / W 10". */
const GENDERED_SIZE = new RegExp(`^(?:[MW]\\s?${SHOE_SIZE}|${SHOE_SIZE}\\s?[MW])(?:\\s?/\\s?(?:[MW]\\s?${SHOE_SIZE}|${SHOE_SIZE}\\s?[MW]))?$`);

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

const SEASON_WORDS =
  'spring\\s*/\\s*summer|fall\\s*/\\s*winter|autumn\\s*/\\s*winter|pre[\\s-]?fall|spring|summer|fall|autumn|winter|holiday|resort|ss|fw|aw';
/** A known season word with its year anywhere in the text ("Birkenstock Spring/Summer 2026 Line List"). */
const SEASON_IN_TEXT = new RegExp(`(?:^|[^a-z])(${SEASON_WORDS})[\\s_-]*((?:19|20)\\d{2})(?!\\d)`, 'i');
/** The whole text is a season and a year ("Spring 2026", "Fall/Winter 2026", "Season: SS 2026"). */
const WHOLE_SEASON = /^\s*(?:season\s*:?\s*)?([a-z][a-z/&\- ]*?)[\s_-]+((?:19|20)\d{2})\s*$/i;

/**
 * The season and year a text names: all of it ("Spring 2026", "Fall/Winter 2027", "SS 2026",
 * "Season: Spring 2026"), or a known season word and a four-digit year within it. Null otherwise
 * ("Sheet1", "2026", "Spring 26").
 */
export function seasonFromText(text: string): SeasonAndYear | null {
  return seasonOf(SEASON_IN_TEXT.exec(text) ?? WHOLE_SEASON.exec(text));
}

function seasonOf(match: RegExpExecArray | null): SeasonAndYear | null {
  const season = match?.[1]?.trim().replace(/\s*\/\s*/g, '/');
  return match && season ? { season, year: Number(match[2]) } : null;
}

/** A proposal's header row: the one of the first rows naming the most fields and sizes. */
export function findHeaderRow(rows: readonly SampleRow[]): SampleRow | null {
  let best: { row: SampleRow; score: number } | null = null;
  for (const row of rows) {
    if (row.row < 1 || row.row > IMPORT_HEADER_SEARCH_ROWS) continue;
    const fields = new Set<ImportField>();
    let sizes = 0;
    for (const cell of row.cells) {
      const field = cell.trim() ? suggestImportField(cell) : null;
      if (field) fields.add(field);
      else if (sizeFromHeader(cell)) sizes++;
    }
    if (fields.size < 2) continue;
    const score = fields.size + sizes;
    if (!best || score > best.score) best = { row, score };
  }
  return best?.row ?? null;
}

const UPC = /^\d{8,14}$/;
const WIDE_MIN_SIZE_COLUMNS = 3;

/**
 * The season's source: the sheet's name when it names one, else the first cell above the header
 * with a known season word and a year (a title like "Line List 2026" is no season).
 */
function proposeSeason(rows: readonly SampleRow[], headerRow: number, sheetName: string) {
  const fromName = seasonFromText(sheetName);
  if (fromName) return { season: { from: 'sheet-name' } as SeasonSource, seasonFound: fromName };
  for (const row of rows) {
    if (row.row >= headerRow) continue;
    for (const [index, cell] of row.cells.entries()) {
      const found = seasonOf(SEASON_IN_TEXT.exec(cell));
      if (found) return { season: { from: 'cell', cell: `${columnLetter(index)}${row.row}` } as SeasonSource, seasonFound: found };
    }
  }
  return { season: { from: 'sheet-name' } as SeasonSource, seasonFound: null };
}

/**
 * A format proposed from a sample's first rows: the header row (see findHeaderRow), each header
 * mapped to the field it names (a field goes to its closest header, the leftmost on a tie; the
 * other headers are ignored), the wide layout when at least three headers are sizes (their
 * filled cells below being UPCs when most of them are 8 to 14 digits, else quantities), and the
 * season. Columns that are not in it refuse a file, so a changed layout is noticed. Null when no
 * row names at least two fields.
 */
export function proposeImportFormat(
  rows: readonly SampleRow[],
  sheetName: string,
): { definition: ImportFormatDefinition; seasonFound: SeasonAndYear | null } | null {
  const header = findHeaderRow(rows);
  if (!header) return null;
  const cells = header.cells.map((cell) => cell.trim());
  const sizeIndexes = cells.flatMap((cell, index) => (cell && !suggestImportField(cell) && sizeFromHeader(cell) ? [index] : []));
  const wide = sizeIndexes.length >= WIDE_MIN_SIZE_COLUMNS;

  const bestFor = new Map<ImportField, { index: number; distance: number }>();
  cells.forEach((cell, index) => {
    const match = cell ? bestField(cell) : null;
    if (!match || (wide && (SIZE_COLUMN_FIELDS as readonly string[]).includes(match.field))) return;
    const current = bestFor.get(match.field);
    if (!current || match.distance < current.distance) bestFor.set(match.field, { index, distance: match.distance });
  });
  const fieldAt = new Map([...bestFor].map(([field, { index }]) => [index, field]));

  const columns: ImportFormatColumn[] = [];
  const sizeColumns: ImportSizeColumn[] = [];
  const ignoredHeaders: string[] = [];
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    // A header met twice names one column: the file is read by the first.
    if (!cell || seen.has(normalize(cell))) return;
    seen.add(normalize(cell));
    const field = fieldAt.get(index);
    if (field) columns.push({ header: cell, field });
    else if (wide && sizeIndexes.includes(index)) sizeColumns.push({ header: cell, size: sizeFromHeader(cell)! });
    else ignoredHeaders.push(cell);
  });

  const below = rows.filter((row) => row.row > header.row);
  const filled = below.flatMap((row) => sizeIndexes.map((index) => (row.cells[index] ?? '').trim()).filter(Boolean));
  const upcs = filled.filter((value) => UPC.test(value)).length;
  const { season, seasonFound } = proposeSeason(rows, header.row, sheetName);
  return {
    definition: {
      headerRow: header.row,
      layout: wide ? 'wide' : 'narrow',
      columns,
      sizeColumns,
      sizeCells: filled.length > 0 && upcs * 2 > filled.length ? 'upc' : 'quantity',
      season,
      ignoredHeaders,
      extraColumns: 'refuse',
    },
    seasonFound,
  };
}
