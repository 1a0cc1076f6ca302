/**
 * The limits of an uploaded spreadsheet and the columns its parsers expect: plain constants, no
 * schema library, so the process that reads uploaded files (services/pim, decision 0008) loads
 * them in no time. uploads.ts re-exports them.
 */

/** The largest file the dialog may upload (docs/product/import-formats.md). */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
/** The most a spreadsheet may expand to once unzipped (a zip bomb is refused past it). */
export const UPLOAD_MAX_EXPANDED_BYTES = 400 * 1024 * 1024;
/** The most SKU rows one line-list file may hold. */
export const LINE_LIST_MAX_ROWS = 200_000;
/**
 * How far down a sheet may reach: a header row and LINE_LIST_MAX_ROWS rows. Every row the file
 * really holds counts, blank or not, and so does its number (a row numbered past it is refused).
 */
export const SHEET_MAX_ROWS = LINE_LIST_MAX_ROWS + 1;
/**
 * The most columns a sheet may use (A to IV, the .xls format's own width). A cell holding a value
 * past it is refused; cells past it that are only formatted are ignored.
 */
export const SHEET_MAX_COLUMNS = 256;
/** Reading one file may use at most this much memory (the JavaScript heap of the reader's own process). */
export const PARSE_MEMORY_LIMIT_MB = 1024;
/** Reading one file may take at most this long; the reader is stopped past it. */
export const PARSE_TIME_LIMIT_SECONDS = 60;

/**
 * The Crocs line-list file (docs/product/import-formats.md): one header row (row 1), one row
 * per SKU. Every column must be in the header (any order, case and surrounding spaces ignored);
 * `required` cells must not be blank.
 */
export const CROCS_LINE_LIST_COLUMNS = [
  { header: 'Model Code', field: 'model_code', required: true },
  { header: 'Franchise', field: 'franchise', required: false },
  { header: 'Silhouette', field: 'silhouette', required: true },
  { header: 'Color', field: 'color', required: true },
  { header: 'Gender', field: 'gender', required: false },
  { header: 'MSRP', field: 'msrp', required: false },
  { header: 'Expected Ship Date', field: 'expected_shipped_date', required: false },
  { header: 'Comfort Level', field: 'comfort_level', required: false },
  { header: 'Height Range', field: 'height_range', required: false },
  { header: 'Wear Occasion', field: 'wear_occasion', required: false },
  { header: 'Target Fit', field: 'target_fit', required: false },
  { header: 'SKU', field: 'sku', required: true },
  { header: 'Size', field: 'size', required: true },
  { header: 'Image URLs', field: 'image_urls', required: false },
] as const;

/** The open-stock file: one header row, one row per SKU; Color and Description columns are optional. */
export const OPEN_STOCK_COLUMNS = [
  { header: 'SKU', field: 'sku', required: true, optionalColumn: false },
  { header: 'Model Code', field: 'model_code', required: true, optionalColumn: false },
  { header: 'Size', field: 'size', required: true, optionalColumn: false },
  { header: 'Quantity', field: 'quantity', required: true, optionalColumn: false },
  { header: 'Color', field: 'color', required: false, optionalColumn: true },
  { header: 'Description', field: 'description', required: false, optionalColumn: true },
] as const;
