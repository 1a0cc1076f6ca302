/** /home/brand/{brandId}/line-lists: a brand's line-list table. */
export const lineListTexts = {
  searchPlaceholder: 'Search line lists…',
  columns: 'Columns',
  uploadNewLineList: 'Upload New Line List',
  columnName: 'Name',
  columnType: 'Type',
  columnUploadDate: 'Upload date',
  columnDescription: 'Description',
  columnItems: 'Number of items',
  columnSentToCatalog: 'Sent to catalog',
  columnActions: 'Actions',
  yes: 'Yes',
  no: 'No',
  /** Sent to catalog: Yes with the day (README "Dates"), or No. */
  sentToCatalogOn: (day: string) => `Yes, ${day}`,
  sentToCatalogHint: 'Sent to catalog on its Date Sent, or else on the day its catalogs were published.',
  openMenu: 'Open actions',
  edit: 'Edit',
  /** The row's way to its catalogs: created first for a saved line list, otherwise opened. */
  createCatalogs: 'Create Catalogs',
  openCatalogs: 'Open Catalogs',
  creatingCatalogs: 'Creating catalogs…',
} as const;
