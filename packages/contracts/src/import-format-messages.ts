import { IMPORT_FIELD_LABELS, IMPORT_MAX_PROBLEMS, type ImportField } from './import-format-definition';

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');
const label = (field: ImportField) => IMPORT_FIELD_LABELS[field];

/**
 * The messages of import formats: setting one up from a sample, and reading a file with one.
 * Zod-free, so the reading process loads them. The Crocs format's own messages (a missing or
 * misspelled column, a blank cell, ...) are the upload messages in messages.ts, unchanged.
 */
export const importFormatMessages = {
  loaded: 'Import format loaded',
  saved: (version: number) => `Import format saved as version ${version}`,
  unchanged: (version: number) => `The import format is unchanged: uploads still use version ${version}.`,
  sampleRead: 'Sample read',
  wrongInput: 'The import format is not valid.',
  sampleMissing: 'Drop a sample line list of this brand (.xlsx or .xls).',
  noHeaderRow: (rows: number) =>
    `No header row was found in the first ${rows} rows: none of them names columns like Model Code, Color, SKU or Size. Check that the file is a line list, or add a header row.`,
  headerRowOutOfRange: (max: number) => `The header row must be one of the first ${max} rows.`,
  /** The file's header matches the format, but on another row (title rows added or removed). */
  headerRowMoved: (found: number, expected: number) =>
    `The header row of this file is row ${found}, not row ${expected} as the import format reads it (title rows above it were added or removed). Update the import format's header row on the brand's page, or put the header back on row ${expected}.`,
  fieldMappedTwice: (field: ImportField, first: string, second: string) =>
    `Columns "${first}" and "${second}" are both mapped to ${label(field)}: map each field to one column.`,
  headerTwice: (header: string) => `Two columns are headed "${header}": give each column its own header.`,
  requiredFieldUnmapped: (field: ImportField) =>
    `No column is mapped to ${label(field)}: every line list needs it. Map a column to it.`,
  wideFieldMapped: (field: ImportField) =>
    `In the layout with a column per size, ${label(field)} comes from the size columns: no other column may be mapped to it.`,
  wideNeedsSizeColumns: 'The layout with a column per size needs at least one size column.',
  sizeTwice: (size: string) => `Size "${size}" is given to two columns: give each size column its own size.`,
  sizeColumnHasText: (header: string, row: number, value: string) =>
    `Size column "${header}" holds "${value}" in row ${row}: a size column holds a UPC or a quantity, or nothing for a size not offered. Correct that cell; or, if the column is not a size, map it to a field or leave it out.`,
  seasonCellInvalid: 'The season cell must be a cell above the header row, like B1.',
  seasonFixedInvalid: 'Give the season (for example Spring) and a year from 2000 to 2100.',
  /** Reading a file with a brand's saved format. */
  headerRowNamesNoColumn: (row: number, brand: string | null) =>
    `Row ${row}, where ${brand ? `${brand}'s` : 'the'} line lists have their header row, names none of the columns the import format reads.` +
    (brand
      ? ` Is this a ${brand} line list? Choose its own brand, or update ${brand}'s import format on the brand's page if its files changed.`
      : ''),
  fileDoesNotMatchFormat: (brand: string, version: number, missing: readonly string[], unknown: readonly string[]) =>
    [
      `This file does not match ${brand}'s import format (version ${version}):`,
      missing.length ? ` missing column${missing.length > 1 ? 's' : ''} ${quoted(missing)};` : '',
      unknown.length ? ` column${unknown.length > 1 ? 's' : ''} ${quoted(unknown)} not in the format;` : '',
      ` if ${brand}'s files have changed, update the import format on the brand's page.`,
    ].join(''),
  missingColumnInRow: (column: string, row: number) =>
    `Column "${column}" is missing from the header row (row ${row}).`,
  unknownColumn: (header: string, cell: string) =>
    `Column "${header}" (cell ${cell}) is not in the import format: map it or mark it as ignored in the brand's import format, or remove it from the file.`,
  seasonCellWithoutSeason: (cell: string, value: string) =>
    `Cell ${cell} holds "${value}": it must be a season followed by a year, for example "Spring 2026".`,
  badUpc: (column: string, row: number, value: string) =>
    `Row ${row}, column "${column}": "${value}" is not a UPC (8 to 14 digits).`,
  moreProblems: (more: number) =>
    `…and ${more} more problem${more > 1 ? 's' : ''}: only the first ${IMPORT_MAX_PROBLEMS} are listed and marked in the annotated file.`,
} as const;
