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

/**
 * The delivery windows editor (the upload dialog and the saved line list's edit page). Its
 * refusals beyond a date not yet picked are delivery-windows.ts's.
 */
export const deliveryWindowTexts = {
  title: 'Delivery windows',
  optionalTitle: 'Delivery windows (optional)',
  hint: 'The periods this line list ships in: buyers choose one per order. Goods ship from the ship start; after the cancel date the buyer may cancel.',
  none: 'No delivery window: orders are taken without one.',
  window: (n: number) => `Delivery window ${n}`,
  name: 'Name',
  namePlaceholder: 'e.g. Spring delivery 1',
  shipStart: 'Ship start',
  cancelDate: 'Cancel date',
  pickDate: 'Pick a date',
  add: 'Add delivery window',
  remove: (n: number) => `Remove delivery window ${n}`,
  shipStartRequired: 'Pick the ship start.',
  cancelDateRequired: 'Pick the cancel date.',
} as const;
