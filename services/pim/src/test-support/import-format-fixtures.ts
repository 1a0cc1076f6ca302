import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportFormatDefinition } from '@lineup/contracts/import-format-definition';

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

/** The format the Birkenstock fixtures are read with (what a sample of them proposes). */
export const BIRKENSTOCK_FORMAT: ImportFormatDefinition = {
  headerRow: 3,
  layout: 'narrow',
  columns: [
    { header: 'Style #', field: 'model_code' },
    { header: 'Style Name', field: 'silhouette' },
    { header: 'Colour', field: 'color' },
    { header: 'Collection', field: 'franchise' },
    { header: 'Gender', field: 'gender' },
    { header: 'US Size', field: 'size' },
    { header: 'UPC', field: 'sku' },
    { header: 'Retail Price', field: 'msrp' },
    { header: 'Ship Date', field: 'expected_shipped_date' },
    { header: 'Image', field: 'image_urls' },
  ],
  sizeColumns: [],
  sizeCells: 'upc',
  season: { from: 'cell', cell: 'B2' },
  ignoredHeaders: [],
  extraColumns: 'refuse',
};

/** The format of the Hey Dude fixture: a column per size holding UPCs, the season in the sheet's name. */
export const HEY_DUDE_FORMAT: ImportFormatDefinition = {
  headerRow: 1,
  layout: 'wide',
  columns: [
    { header: 'Style', field: 'model_code' },
    { header: 'Description', field: 'silhouette' },
    { header: 'Color', field: 'color' },
    { header: 'MSRP', field: 'msrp' },
  ],
  sizeColumns: ['7', '8', '9', '10', '11', '12'].map((size) => ({ header: size, size })),
  sizeCells: 'upc',
  season: { from: 'sheet-name' },
  ignoredHeaders: [],
  extraColumns: 'refuse',
};

/** The format of the wide-quantities fixture: European sizes holding quantities, the season in A1. */
export const WIDE_QUANTITIES_FORMAT: ImportFormatDefinition = {
  headerRow: 2,
  layout: 'wide',
  columns: [
    { header: 'Article', field: 'model_code' },
    { header: 'Product Name', field: 'silhouette' },
    { header: 'Colorway', field: 'color' },
    { header: 'RRP', field: 'msrp' },
  ],
  sizeColumns: ['36', '37', '38'].map((size) => ({ header: size, size })),
  sizeCells: 'quantity',
  season: { from: 'cell', cell: 'A1' },
  ignoredHeaders: [],
  extraColumns: 'refuse',
};
