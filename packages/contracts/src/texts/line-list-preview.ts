import type { PreviewItemStatus } from '../line-list-preview';
import type { ShipDateIssue } from '../ship-dates';
import { lineListTypeLabels } from './line-list-types';

/**
 * /home/line-list/preview/{lineListId}. The title's 'Line List', the date labels,
 * 'Add new item', the search placeholder, the view filter, 'Save items', the confirmation, 'Line
 * List Saved' and its two buttons are the product's given wording; column names and the rest are ours.
 * Its toasts stay in messages.ts (successToasts.previewSaved, failureToasts.cancelPreview, ...).
 */
export const previewTexts = {
  title: (brand: string, typeLabel: string) => `${brand} ${typeLabel} Line List`,
  /** Breadcrumb: home, line-list, preview, name. */
  crumbLineList: 'Line list',
  crumbPreview: 'Preview',
  savedNotice:
    'This line list is saved: its items change only through an update upload. Its name, description and dates can be edited here.',
  typeLabels: lineListTypeLabels,
  updateOf: (name: string) => `New version of "${name}": saving replaces its items.`,
  /** What the file was read with: the brand's saved import format version, or the built-in Crocs format (null). */
  readWith: (importFormatVersion: number | null) =>
    importFormatVersion === null
      ? 'Read with the built-in Crocs format.'
      : `Read with version ${importFormatVersion} of the brand's import format.`,
  removedItems: (n: number) => `${n} item(s) of the current version are not in this file and will be removed.`,
  /** Update mode, beside the new items line: what saving does to the items the line list has. */
  updateChangesLine: (changed: number, removed: number) =>
    `${changed} ${changed === 1 ? 'item' : 'items'} of the current version will change and ${removed} will be removed.` +
    (changed > 0 ? ' The values that change are highlighted.' : ''),
  dateSent: 'Date Sent',
  deadlineForOffers: 'Deadline for offers',
  deadlineForOrders: 'Deadline for orders',
  dateOfAvailability: 'Date of availability',
  clearDate: 'Clear (today)',
  /** An item's mark beside its expected ship date, read out and shown as the mark's tooltip. */
  shipDateIssues: {
    'before-date-sent': 'Ships before the date sent',
    passed: 'Ship date has passed',
  } satisfies Record<ShipDateIssue, string>,
  /** Above the table, when some items are marked. */
  shipDateIssuesLine: (n: number) =>
    n === 1
      ? '1 item ships before the date sent or in the past.'
      : `${n.toLocaleString('en-US')} items ship before the date sent or in the past.`,
  /** The details of a saved line list (the brand table's Edit): name, description and dates. */
  details: {
    title: 'Line list details',
    name: 'Name',
    description: 'Description',
    descriptionPlaceholder: 'No description',
    dateSent: 'Date Sent',
    dateSentHint: 'The day the line list is sent to catalog; without it, the day its catalogs are published.',
    deadlineForOffers: 'Deadline for offers',
    deadlineForOrders: 'Deadline for orders',
    dateOfAvailability: 'Date of availability',
    pickDate: 'Not set',
    clear: 'Clear',
    save: 'Save details',
    saving: 'Saving…',
    reset: 'Undo changes',
  },
  addNewItem: 'Add new item',
  searchPlaceholder: 'Search by name, style or keyword',
  columns: 'Columns',
  viewFilterLabel: 'Show',
  viewFilter: {
    all: 'Show All items',
    new: 'Show only new items',
    old: 'Show only old items',
    changed: 'Show only changed items',
  },
  back: 'Back',
  /** Back on a preview that is not saved yet deletes the upload: it asks first, naming what goes. */
  discardTitle: 'Discard this upload?',
  discardQuestion: (items: number) =>
    items === 1
      ? 'Discard the 1 item of this upload?'
      : `Discard the ${items.toLocaleString('en-US')} items of this upload?`,
  discardDetails:
    'The uploaded file and its preview are deleted and the line list is not saved. This cannot be undone.',
  keepUpload: 'Keep the upload',
  discardUpload: 'Discard upload',
  discarding: 'Discarding…',
  /** A saved line list opened here: the way on to its catalogs. */
  openCatalogs: 'Open Catalogs',
  saveItems: 'Save items',
  saving: 'Saving…',
  newItemsLine: (n: number) =>
    n === 1 ? '1 new item will be created when you save.' : `${n} new items will be created when you save.`,
  confirmTitle: 'Save items',
  confirmQuestion:
    'Do you want to save this line list? This action will create the line list in the system. Is this correct?',
  cancel: 'Cancel',
  confirm: 'Save',
  savedTitle: 'Line List Saved',
  savedDescription: (name: string, items: number) => `"${name}" is saved with ${items} items.`,
  goToLineLists: 'Go to Line Lists',
  createCatalogs: 'Create Catalogs',
  creatingCatalogs: 'Creating catalogs…',
  createCatalogsFailed: 'The catalogs could not be created.',
  loading: 'Loading the preview…',
  tableLabel: 'Line list items',
  expandRow: (modelCode: string) => `Show the sizes of ${modelCode}`,
  collapseRow: (modelCode: string) => `Hide the sizes of ${modelCode}`,
  imageAlt: (title: string) => title,
  noImage: 'No image',
  counts: (shown: number, total: number) => `${shown} of ${total} items`,
  statusLabels: { new: 'New', old: 'Old', changed: 'Changed' } satisfies Record<PreviewItemStatus, string>,
  changedFields: (fields: string) => `Changed: ${fields}`,
  /** The changed fields' names as the badge's tooltip lists them: the SKU set counts as one. */
  changedSkus: 'SKUs or sizes',
  /** Read after a cell whose value differs from the brand's current item (the cell is tinted). */
  changedCell: '(changed)',
  /** "Show only changed items": the value before this upload, struck through beside the new one, read out so. */
  previousValue: (value: string) => `was ${value}`,
  /** A previous value that was empty: shown struck through as a dash, read out as "was empty". */
  emptyPreviousValue: '—',
  emptyPreviousValueSpoken: 'empty',
  skus: (n: number) => (n === 1 ? '1 SKU' : `${n} SKUs`),
  /** A parent row's Size cell: its sizes in file order ("4, 5, 6, 7.5"). */
  sizesList: (sizes: readonly string[]) => sizes.join(', '),
  columnLabels: {
    image: 'Image',
    model_code: 'Model code',
    silhouette: 'Silhouette',
    color: 'Color',
    franchise: 'Franchise',
    gender: 'Gender',
    msrp: 'MSRP',
    expected_shipped_date: 'Expected ship date',
    comfort_level: 'Comfort level',
    height_range: 'Height range',
    wear_occasion: 'Wear occasion',
    target_fit: 'Target fit',
    sku: 'SKU',
    size: 'Size',
    status: 'Status',
  },
  /** The 'Add new item' dialog. */
  addItem: {
    title: 'Add new item',
    description: 'The item is added to this line list; it is saved with the others.',
    modelCode: 'Model code',
    silhouette: 'Silhouette',
    color: 'Color',
    franchise: 'Franchise',
    gender: 'Gender',
    msrp: 'MSRP ($)',
    expectedShipDate: 'Expected ship date',
    sizes: 'Sizes',
    sku: 'SKU',
    size: 'Size',
    imageUrl: 'Image URL',
    addSize: 'Add size',
    removeSize: (n: number) => `Remove size ${n}`,
    required: (field: string) => `${field} is required`,
    msrpInvalid: 'MSRP must be an amount from 0 to 1,000,000, with at most two decimals',
    imageUrlInvalid: 'Each image URL must be an https:// address or an image file name (photo.jpg)',
    skuDuplicate: 'Each SKU can appear only once',
    submit: 'Add item',
    cancel: 'Cancel',
  },
} as const;
