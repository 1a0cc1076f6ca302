import { itemCount as items } from './counts';

/**
 * /home/catalog-segmentation/{lineListId}, the catalog segmentation screen. The tab names, buttons, dialog texts
 * and the card's subtitle are the product's given wording; the other labels (aria, density, the
 * Add items dialog) are ours.
 */
export const segmentationTexts = {
  uploadSegmentation: 'Upload segmentation',
  tabsLabel: 'Catalogs',
  dateSent: 'Date sent',
  deadline: 'Deadline',
  notSet: 'Not set',
  tabs: {
    unsorted: 'Unsorted items',
    athletic: 'Athletic Catalog',
    boutique: 'Boutique Catalog',
    crocs: 'Crocs Catalog',
  },
  /** The {target} of the copy, move and add toasts (successToasts). */
  targetNames: { unsorted: 'Unsorted', athletic: 'Athletic', boutique: 'Boutique', crocs: 'Crocs' },
  itemTitle: (silhouette: string, color: string) => `${silhouette} - ${color}`,
  itemSubtitle: (modelCode: string, sizes: number) => `${modelCode} - ${sizes} sizes`,
  imageAlt: (title: string) => title,
  noImage: 'No image',
  copy: 'Copy',
  move: 'Move',
  remove: 'Remove',
  addItems: 'Add items',
  /** Why Copy, Move or Remove is off: its tooltip and its accessible description. */
  selectItemsFirst: 'Select items first.',
  chooseTargetFirst: 'Choose a target catalog first.',
  removeNeedsCatalog: 'Unsorted items are in no catalog: open a catalog to remove items from it.',
  target: 'Target',
  targetHint: 'Choose the catalog to copy or move the selected items to',
  selectAll: 'Select all',
  /** With a search or a filter: selects every item of the open tab that matches. */
  selectAllMatching: 'Select all matching',
  clearSelection: 'Clear selection',
  selected: (n: number, total: number) => `${n} of ${total} selected`,
  itemsLabel: (tab: string) => `${tab}: items`,
  keyboardHint:
    'Arrow keys move between items, Space selects, Shift+arrows extend the selection, Ctrl+A selects all; then pick a target and Move or Copy.',
  emptyTab: 'No items found',
  /** Sorting at scale: the search and filters over the open tab. */
  searchPlaceholder: 'Model code, silhouette, color, franchise, gender',
  searchLabel: 'Search the items of this catalog',
  filterLabels: { franchise: 'Franchise', gender: 'Gender', silhouette: 'Silhouette', color: 'Color' },
  filterAll: { franchise: 'All franchises', gender: 'All genders', silhouette: 'All silhouettes', color: 'All colors' },
  clearFilters: 'Clear filters',
  matching: (shown: number, total: number) => `${shown} of ${total} items match`,
  noMatchingItems: 'No items match the search and filters',
  view: 'View',
  fullView: 'Full',
  compactView: 'Compact',
  columns: 'Columns',
  fewerColumns: 'Fewer columns',
  moreColumns: 'More columns',
  back: 'Back',
  saveCatalogs: 'Save Catalogs',
  savedTitle: 'Your catalogs have been saved',
  savedCount: (catalog: string, n: number) => `${catalog}: ${items(n)}`,
  unsortedOrRemoved: (n: number) => `${items(n)} unsorted or removed`,
  goToCatalogs: 'Go to Catalogs',
  publishCatalogs: 'Publish Catalogs',
  catalogsNotCreatedTitle: 'The catalogs of this line list have not been created yet.',
  createCatalogs: 'Create Catalogs',
  addItemsTitle: (catalog: string) => `Add items to ${catalog}`,
  addItemsDescription: 'Pick the items to add from unsorted or the other catalogs. They stay where they are.',
  addItemsFrom: 'From',
  addItemsSearch: 'Filter by model code, silhouette or color',
  addItemsSubmit: (n: number) => `Add ${items(n)}`,
  cancel: 'Cancel',
  dragging: (n: number) => items(n),
  dropRefused: 'Drop onto another catalog',
  loadFailed: 'The catalogs could not be loaded.',
  /** A published line list: every change reaches customers at once. */
  liveBadge: 'Live',
  liveTitle: 'Published — customers see changes at once',
  liveDescription:
    'Every move, copy or remove is shown in the customer portal right away. Undo in its message takes it back.',
  undo: 'Undo',
  undone: 'Change undone: the items are back where they were.',
  undoFailed: 'The change could not be undone.',
} as const;
