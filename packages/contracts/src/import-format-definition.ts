/**
 * A brand's import format: how its line-list files are laid out, set up once by staff from a
 * sample file and used for every upload of that brand. Plain types and constants, no schema
 * library, so the process that reads uploaded files (services/pim, decision 0008) loads them in no
 * time; the request schemas are in import-formats.ts.
 */

/** The fields a line-list column can fill. */
export const IMPORT_FIELDS = [
  'model_code',
  'silhouette',
  'color',
  'sku',
  'size',
  'msrp',
  'gender',
  'franchise',
  'expected_shipped_date',
  'image_urls',
  'comfort_level',
  'height_range',
  'wear_occasion',
  'target_fit',
  'quantity',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Each field's name on screen and in messages (the Crocs file's own headers where it has one). */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  model_code: 'Model Code',
  silhouette: 'Silhouette',
  color: 'Color',
  sku: 'SKU or UPC',
  size: 'Size',
  msrp: 'MSRP',
  gender: 'Gender',
  franchise: 'Franchise',
  expected_shipped_date: 'Expected Ship Date',
  image_urls: 'Image URLs',
  comfort_level: 'Comfort Level',
  height_range: 'Height Range',
  wear_occasion: 'Wear Occasion',
  target_fit: 'Target Fit',
  quantity: 'Quantity',
};

/** Every SKU row needs these. In the wide layout size and SKU come from the size columns instead. */
export const REQUIRED_IMPORT_FIELDS = ['model_code', 'silhouette', 'color', 'sku', 'size'] as const;
/**
 * The fields the wide layout takes from its size columns: no column may be mapped to them. A
 * quantity is per size, so in that layout it can only be the size cells themselves (sizeCells
 * 'quantity'); in the narrow layout an optional column gives each SKU's stock on hand.
 */
export const SIZE_COLUMN_FIELDS = ['sku', 'size', 'quantity'] as const;

/** A column of the file, by its header text (compared without regard to case, spaces and punctuation). */
export type ImportFormatColumn = {
  header: string;
  field: ImportField;
  /** Other headers accepted for the same column (the Crocs format's alternative spellings). */
  aliases?: string[];
};

/** Wide layout: a column per size, its header the size ('6', '7.5', 'M8/W10'). */
export type ImportSizeColumn = { header: string; size: string };

/**
 * What a filled size cell holds in the wide layout: the SKU's UPC (the SKU is the UPC), or a
 * quantity (the SKU is '<model code>-<size>', made for each size whose quantity is above 0).
 */
export const SIZE_CELL_KINDS = ['upc', 'quantity'] as const;
export type SizeCellKind = (typeof SIZE_CELL_KINDS)[number];

/** Where a line list's season and year come from. */
export type SeasonSource =
  /** The first sheet's name: "Spring 2026". */
  | { from: 'sheet-name' }
  /** A cell above the header row holding "Spring 2026" (e.g. "B1"). */
  | { from: 'cell'; cell: string }
  /** The same season and year for every file. */
  | { from: 'fixed'; season: string; year: number };

/**
 * A brand's import format. `columns` are the mapped columns; `ignoredHeaders` the sample's other
 * columns, which a file may hold without being refused. With `extraColumns: 'refuse'` a column that
 * is neither is a sign the brand's layout changed, and the file is refused naming it.
 */
export type ImportFormatDefinition = {
  /** The header row's number, 1 to IMPORT_HEADER_SEARCH_ROWS. */
  headerRow: number;
  layout: 'narrow' | 'wide';
  columns: ImportFormatColumn[];
  /** Wide layout only (empty otherwise). */
  sizeColumns: ImportSizeColumn[];
  /** Wide layout only. */
  sizeCells: SizeCellKind;
  season: SeasonSource;
  ignoredHeaders: string[];
  extraColumns: 'ignore' | 'refuse';
};

/** The header row is looked for in this many rows at the top of a sample. */
export const IMPORT_HEADER_SEARCH_ROWS = 20;
/** A sample's rows shown "as they would import" when its format is set up. */
export const IMPORT_SAMPLE_ROWS = 10;
/**
 * A refused file lists at most this many problems; past it the list says how many more the file
 * has (counted until the file's end).
 */
export const IMPORT_MAX_PROBLEMS = 200;

/**
 * One problem of a refused file: the cell (row number and column letter; null for a problem of
 * the whole sheet or of a missing column), its value as read, and the message naming it.
 */
export type FileProblemDetail = {
  row: number | null;
  column: string | null;
  value: string | null;
  message: string;
};

/**
 * The Crocs line-list file (docs/product/import-formats.md) as an import format: header row 1,
 * one row per SKU, the season from the sheet's name, extra columns ignored. It is the Crocs
 * brand's seeded format, and the format of a brand named like Crocs that has none of its own.
 */
export const CROCS_IMPORT_FORMAT: ImportFormatDefinition = {
  headerRow: 1,
  layout: 'narrow',
  columns: [
    { header: 'Model Code', field: 'model_code', aliases: ['Model', 'Style Code'] },
    { header: 'Franchise', field: 'franchise' },
    { header: 'Silhouette', field: 'silhouette' },
    { header: 'Color', field: 'color', aliases: ['Colour'] },
    { header: 'Gender', field: 'gender' },
    { header: 'MSRP', field: 'msrp', aliases: ['MSRP (USD)'] },
    {
      header: 'Expected Ship Date',
      field: 'expected_shipped_date',
      aliases: ['Expected Shipped Date', 'Ship Date'],
    },
    { header: 'Comfort Level', field: 'comfort_level' },
    { header: 'Height Range', field: 'height_range' },
    { header: 'Wear Occasion', field: 'wear_occasion' },
    { header: 'Target Fit', field: 'target_fit' },
    { header: 'SKU', field: 'sku' },
    { header: 'Size', field: 'size' },
    { header: 'Image URLs', field: 'image_urls', aliases: ['Image URL', 'Image URL(s)', 'Images', 'Image'] },
  ],
  sizeColumns: [],
  sizeCells: 'upc',
  season: { from: 'sheet-name' },
  ignoredHeaders: [],
  extraColumns: 'ignore',
};
