/** /home/brand/{brandId}/line-lists: a brand's line-list table. */
export const lineListTexts = {
  searchPlaceholder: 'Search line lists…',
  columns: 'Columns',
  /** The Columns menu's name for each column that can be hidden (the actions stay). */
  columnsMenuLabel: 'Show or hide columns',
  uploadNewLineList: 'Upload New Line List',
  /** Why 'Upload New Line List' is off for a brand the importer cannot read. */
  uploadNeedsImportFormat: (brand: string) =>
    `${brand} has no import format yet: only Crocs line lists can be uploaded.`,
  columnName: 'Name',
  columnType: 'Type',
  columnUploadDate: 'Upload date',
  columnDescription: 'Description',
  columnItems: 'Number of items',
  columnSentToCatalog: 'Sent to catalog',
  columnActions: 'Actions',
  yes: 'Yes',
  no: 'No',
  /** Sent to catalog: Yes with the day (docs/product/line-lists.md, "Dates"), or No. */
  sentToCatalogOn: (day: string) => `Yes, ${day}`,
  sentToCatalogHint: 'Sent to catalog on its Date Sent, or else on the day its catalogs were published.',
  openMenu: 'Open actions',
  edit: 'Edit',
  /** The row's way to its catalogs: created first for a saved line list, otherwise opened. */
  createCatalogs: 'Create Catalogs',
  openCatalogs: 'Open Catalogs',
  creatingCatalogs: 'Creating catalogs…',
} as const;
