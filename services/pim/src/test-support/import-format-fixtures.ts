import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportField, ImportFormatDefinition } from '@lineup/contracts/import-format-definition';

/** The checked-in sample files of fixtures/import-formats (README.md there says how each was made). */
export const IMPORT_FORMAT_FIXTURES = {
  birkenstockNarrow: 'birkenstock-narrow.openpyxl.xlsx',
  birkenstockNarrowLibreOffice: 'birkenstock-narrow.libreoffice.xlsx',
  birkenstockNarrowXls: 'birkenstock-narrow.libreoffice.xls',
  heyDudeWideUpc: 'heydude-wide-upc.exceljs.xlsx',
  wideQuantities: 'wide-quantities.libreoffice.xlsx',
  crocsBadCells: 'crocs-bad-cells.openpyxl.xlsx',
  crocsFormulas: 'crocs-formulas.openpyxl.xlsx',
  crocsFormulasLibreOffice: 'crocs-formulas.libreoffice.xlsx',
  noHeader: 'no-header.openpyxl.xlsx',
} as const;
export type ImportFormatFixture = keyof typeof IMPORT_FORMAT_FIXTURES;

const FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'import-formats');

export const importFormatFixturePath = (fixture: ImportFormatFixture) =>
  path.join(FOLDER, IMPORT_FORMAT_FIXTURES[fixture]);

/** A fixture's bytes, with the name and extension an upload of it has. */
export function importFormatFixture(fixture: ImportFormatFixture) {
  const fileName = IMPORT_FORMAT_FIXTURES[fixture];
  return {
    bytes: readFileSync(importFormatFixturePath(fixture)),
    fileName,
    extension: fileName.endsWith('.xls') ? ('xls' as const) : ('xlsx' as const),
  };
}

type FormatParts = Pick<ImportFormatDefinition, 'headerRow' | 'layout' | 'season'> &
  Partial<Pick<ImportFormatDefinition, 'sizeCells' | 'ignoredHeaders' | 'extraColumns'>> & {
    /** The mapped columns in the file's order, each field's header: `{ model_code: 'Style #' }`. */
    columns: Partial<Record<ImportField, string>>;
    /** A wide format's size columns, each headed by its size. */
    sizes?: string[];
  };

/**
 * A format as the formats screen saves it: unless told otherwise its size cells hold UPCs, no header
 * is ignored and a column it does not know is refused.
 */
export function importFormat({ columns, sizes = [], ...parts }: FormatParts): ImportFormatDefinition {
  return {
    sizeCells: 'upc',
    ignoredHeaders: [],
    extraColumns: 'refuse',
    ...parts,
    columns: Object.entries(columns).map(([field, header]) => ({ header, field: field as ImportField })),
    sizeColumns: sizes.map((size) => ({ header: size, size })),
  };
}

/** The format the Birkenstock fixtures are read with (what a sample of them proposes). */
export const BIRKENSTOCK_FORMAT = importFormat({
  headerRow: 3,
  layout: 'narrow',
  columns: {
    model_code: 'Style #',
    silhouette: 'Style Name',
    color: 'Colour',
    franchise: 'Collection',
    gender: 'Gender',
    size: 'US Size',
    sku: 'UPC',
    msrp: 'Retail Price',
    expected_shipped_date: 'Ship Date',
    image_urls: 'Image',
  },
  season: { from: 'cell', cell: 'B2' },
});

/** The format of the Hey Dude fixture: a column per size holding UPCs, the season in the sheet's name. */
export const HEY_DUDE_FORMAT = importFormat({
  headerRow: 1,
  layout: 'wide',
  columns: { model_code: 'Style', silhouette: 'Description', color: 'Color', msrp: 'MSRP' },
  sizes: ['7', '8', '9', '10', '11', '12'],
  season: { from: 'sheet-name' },
});

/** The format of the wide-quantities fixture: European sizes holding quantities, the season in A1. */
export const WIDE_QUANTITIES_FORMAT = importFormat({
  headerRow: 2,
  layout: 'wide',
  columns: { model_code: 'Article', silhouette: 'Product Name', color: 'Colorway', msrp: 'RRP' },
  sizes: ['36', '37', '38'],
  sizeCells: 'quantity',
  season: { from: 'cell', cell: 'A1' },
});
