import {
  IMPORT_HEADER_SEARCH_ROWS,
  type ImportField,
  type ImportFormatColumn,
  type ImportFormatDefinition,
  type ImportSizeColumn,
  type SeasonSource,
  SIZE_COLUMN_FIELDS,
} from './import-format-definition';
import {
  closestImportField,
  columnLetter,
  normalizeHeaderText,
  sizeFromHeader,
  suggestImportField,
} from './import-format-headers';

export { columnIndex, columnLetter, headerDistance, sizeFromHeader, suggestImportField } from './import-format-headers';

/**
 * Reading a sample line list into a proposed import format: which field a header names, which
 * headers are sizes, where the season is. Plain functions, no schema library: the web's format
 * editor and the server's reading process both use them.
 */

/** A row of a sample as text (import-formats.ts's SampleRow, kept here so this file stays zod-free). */
type SampleRow = { row: number; cells: string[] };
export type SeasonAndYear = { season: string; year: number };

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
/** A header row with this many size headers is proposed as the layout with a column per size. */
export const WIDE_MIN_SIZE_COLUMNS = 3;

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
      if (found)
        return {
          season: { from: 'cell', cell: `${columnLetter(index)}${row.row}` } as SeasonSource,
          seasonFound: found,
        };
    }
  }
  return { season: { from: 'sheet-name' } as SeasonSource, seasonFound: null };
}

/**
 * A format proposed from a sample's first rows: the header row (see findHeaderRow), each header
 * mapped to the field it names (a field goes to its closest header, the leftmost on a tie; the
 * other headers are ignored), the wide layout when at least three headers are sizes (their
 * filled cells below being UPCs when most of them are 8 to 14 digits, else quantities; 'upc' in
 * the narrow layout, where it means nothing), and the season. Columns that are not in it refuse a
 * file, so a changed layout is noticed. Null when no row names at least two fields.
 */
export function proposeImportFormat(
  rows: readonly SampleRow[],
  sheetName: string,
): { definition: ImportFormatDefinition; seasonFound: SeasonAndYear | null } | null {
  const header = findHeaderRow(rows);
  if (!header) return null;
  const cells = header.cells.map((cell) => cell.trim());
  const sizeIndexes = cells.flatMap((cell, index) =>
    cell && !suggestImportField(cell) && sizeFromHeader(cell) ? [index] : [],
  );
  const wide = sizeIndexes.length >= WIDE_MIN_SIZE_COLUMNS;

  const bestFor = new Map<ImportField, { index: number; distance: number }>();
  cells.forEach((cell, index) => {
    const match = cell ? closestImportField(cell) : null;
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
    if (!cell || seen.has(normalizeHeaderText(cell))) return;
    seen.add(normalizeHeaderText(cell));
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
      sizeCells: !wide || upcs * 2 > filled.length ? 'upc' : 'quantity',
      season,
      ignoredHeaders,
      extraColumns: 'refuse',
    },
    seasonFound,
  };
}
