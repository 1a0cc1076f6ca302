/**
 * The "Import format" section of a brand's edit page: what the brand's uploads are read with, and
 * the editor that sets a format up from a sample line list. The messages (saved, refusals, the
 * format's validation) are importFormatMessages in import-format-messages.ts.
 */
export const importFormatTexts = {
  title: 'Import format',
  description: "How this brand's line-list spreadsheets are laid out: set up once from a sample file.",
  loading: 'Loading the import format…',
  /** What this brand's uploads use now. */
  currentVersion: (version: number, savedOn: string) => `Version ${version}, saved ${savedOn}`,
  builtInCrocs: 'The built-in Crocs format',
  none: 'None yet: line lists of this brand cannot be uploaded (they show as WIP)',
  usedNow: 'Uploads of this brand use',
  versionsHeading: 'Versions',
  versionColumn: 'Version',
  savedColumn: 'Saved',
  /** The sample's drop zone. */
  sampleHeading: 'Set up from a sample',
  sampleHint: 'Drop a line list of this brand: its columns are proposed, you check them and save.',
  sampleTitle: 'Drop a sample line list here, or click to choose it',
  sampleFile: 'Sample line list',
  removeSample: 'Remove sample',
  readingSample: 'Reading the sample…',
  /** The editor. */
  editorHeading: (fileName: string, sheetName: string) => `Sample "${fileName}", sheet "${sheetName}"`,
  headerRow: 'Header row',
  headerRowHint: 'The row that names the columns. Changing it proposes the columns again.',
  headerRowOption: (row: number, cells: string) => (cells ? `Row ${row}: ${cells}` : `Row ${row} (empty)`),
  layout: 'Layout',
  layoutNarrow: 'One row per SKU (a size column and a SKU or UPC column)',
  layoutWide: 'One row per model and color, a column per size',
  sizeCells: 'What the size columns hold',
  sizeCellsUpc: "The size's UPC (it is the SKU)",
  sizeCellsQuantity: 'A quantity (the SKU is <model code>-<size>)',
  extraColumns: 'Columns that are not in the format',
  extraColumnsIgnore: 'Ignore them',
  extraColumnsRefuse: "Refuse the file: the brand's layout changed",
  columnsHeading: 'Columns',
  columnLetter: 'Column',
  columnHeader: 'Header',
  columnSamples: 'Sample values',
  columnField: 'Imported as',
  columnFieldLabel: (letter: string, header: string) => `Column ${letter} "${header}" imported as`,
  columnSize: 'Size',
  columnSizeLabel: (letter: string, header: string) => `Size of column ${letter} "${header}"`,
  notImported: 'Not imported',
  sizeColumn: 'A size (its cells per size)',
  noHeaders: 'This row names no columns: choose the header row.',
  /** Season. */
  seasonHeading: 'Season and year',
  seasonFromSheet: "From the sheet's name",
  seasonFromCell: 'From a cell above the header row',
  seasonFixed: 'The same for every file',
  sheetGives: (sheetName: string, season: string | null) =>
    season ? `Sheet "${sheetName}" gives ${season}.` : `Sheet "${sheetName}" gives no season: choose another source.`,
  seasonCell: 'Cell',
  seasonCellPlaceholder: 'B1',
  cellGives: (cell: string, value: string, season: string | null) =>
    value
      ? `${cell} holds "${value}"${season ? `: ${season}.` : ', which is not a season and year.'}`
      : `${cell} is empty in the sample.`,
  season: 'Season',
  seasonPlaceholder: 'Spring',
  year: 'Year',
  seasonAndYear: (season: string, year: number) => `${season} ${year}`,
  /** The rows as they would import. */
  previewHeading: 'First rows as they would import',
  previewRow: 'Row',
  previewEmpty: 'The sample has no rows after the header row.',
  previewAfterProblems: 'The rows show here as they would import once the problems listed are fixed.',
  /** Cells of the sample the import would refuse: a file holding them is refused, row by row. */
  previewRefusedHeading: 'The import would refuse these cells',
  /** Checks and saving. */
  problemsHeading: 'Fix these before saving',
  save: 'Save import format',
  saving: 'Saving…',
  discard: 'Discard',
} as const;
