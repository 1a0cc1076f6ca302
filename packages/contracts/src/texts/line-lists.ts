/** /home/brand/{brandId}/line-lists (point 2, Line lists). */
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
  openMenu: 'Open actions',
  edit: 'Edit',
  /** The row's way to its catalogs: created first for a saved line list, otherwise opened. */
  createCatalogs: 'Create Catalogs',
  openCatalogs: 'Open Catalogs',
  creatingCatalogs: 'Creating catalogs…',
} as const;
