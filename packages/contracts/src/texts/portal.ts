import { lineListTypeLabels } from './line-list-types';

/**
 * The customer portal (/portal): its header, the catalogs of a store, a catalog's items and one
 * item. The sign-in pages are the back office's (productTexts, authTexts). Catalog types use the
 * line-list type labels of the back office (line-list-types.ts).
 */
export const portalTexts = {
  /** Header (Logout is shellTexts.logout, the product name productTexts.name). */
  storeLabel: 'Store',
  storeOption: (name: string, city: string | null) => (city ? `${name} — ${city}` : name),
  accountMenu: 'Account menu',
  /** A staff member looking at the portal as one store sees it. */
  previewBanner: (store: string) => `Previewing as ${store} — read-only`,
  closePreview: 'Close preview',
  noStoresTitle: 'No stores yet',
  noStoresDescription: 'Your account does not buy for any store yet. Ask your account manager to add you to one.',
  loading: 'Loading…',
  /** /portal/catalogs. */
  catalogsTitle: 'Catalogs',
  catalogsDescription: (store: string) => `The catalogs published for ${store}, newest first.`,
  catalogsLabel: 'Catalogs',
  noCatalogsTitle: 'No catalogs yet',
  noCatalogsDescription: 'Catalogs published for this store will show here.',
  catalogsUnavailableTitle: 'No catalogs to show',
  typeLabels: lineListTypeLabels,
  season: (season: string | null, year: number | null) => [season, year].filter((part) => part !== null).join(' '),
  seasonLabel: 'Season',
  deadline: 'Deadline',
  items: 'Items',
  notSet: 'Not set',
  /** /portal/catalogs/{lineListId}. */
  catalogTitle: (brand: string, typeLabel: string) => `${brand} ${typeLabel}`,
  backToCatalogs: 'Back to catalogs',
  searchLabel: 'Search items',
  searchPlaceholder: 'Search model code, silhouette or color',
  franchise: 'Franchise',
  gender: 'Gender',
  silhouette: 'Silhouette',
  allValues: 'All',
  clearFilters: 'Clear filters',
  shownCount: (shown: number, total: number) =>
    shown === total
      ? `${total.toLocaleString('en-US')} ${total === 1 ? 'item' : 'items'}`
      : `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} items`,
  itemsLabel: 'Items',
  noItems: 'This catalog has no items.',
  noMatches: 'No items match the search and filters.',
  itemTitle: (silhouette: string, color: string) => `${silhouette} - ${color}`,
  sizes: (sizes: readonly string[]) => (sizes.length === 0 ? 'No sizes' : `Sizes ${sizes.join(', ')}`),
  msrp: 'MSRP',
  noImage: 'No image',
  /** /portal/catalogs/{lineListId}/items/{modelCode}. */
  backToCatalog: (catalog: string) => `Back to ${catalog}`,
  modelCode: 'Model code',
  expectedShipDate: 'Expected ship date',
  /** An item's attributes, as the line list names them. */
  attributeLabels: {
    comfort_level: 'Comfort level',
    height_range: 'Height range',
    wear_occasion: 'Wear occasion',
    target_fit: 'Target fit',
  } as Record<string, string>,
  sizesTitle: 'Sizes',
  skuColumn: 'SKU',
  sizeColumn: 'Size',
  detailsTitle: 'Details',
  imagesLabel: 'Images',
  imageAlt: (title: string, n: number) => `${title}, image ${n}`,
  showImage: (n: number) => `Show image ${n}`,
  /** A portal page that could not load. */
  retry: 'Try again',
} as const;

/**
 * Ordering in the portal: the header's links, the item page's size grid, the cart (the store's
 * drafts, one per catalog), the order history and one order. Order statuses are the back office's
 * labels (orderTexts.statuses); the API's answers are orderMessages and portalOrderMessages.
 */
export const portalOrderTexts = {
  /** Header. */
  navLabel: 'Portal',
  catalogsLink: 'Catalogs',
  cartLink: 'Cart',
  cartCount: (units: number) => `${units.toLocaleString('en-US')} ${units === 1 ? 'unit' : 'units'} in the cart`,
  ordersLink: 'Orders',
  /** Staff previewing a store see the ordering controls turned off, and why. */
  previewReadOnly: 'Read-only preview: ordering is turned off.',
  /** A catalog past its deadline for orders: on its page, its items' size grids, its cards and its drafts. */
  orderingClosedBadge: 'Ordering closed',
  orderingClosed: (deadline: string) => `Ordering closed: the deadline was ${deadline}.`,
  reorderClosed: (deadline: string) =>
    `Ordering from this catalog closed on ${deadline}: this order cannot be repeated.`,
  orderingClosedDraft: (deadline: string) =>
    `Ordering closed: the deadline was ${deadline}. This draft can no longer be submitted; you may remove its lines.`,
  /** The item page's size grid. */
  orderTitle: 'Order',
  orderHint: 'Enter a quantity per size, or paste a row of quantities from a spreadsheet into the first size.',
  sizeColumn: 'Size',
  quantityRow: 'Quantity',
  quantityLabel: (size: string) => `Quantity of size ${size}`,
  gridUnits: (units: number) => `${units.toLocaleString('en-US')} ${units === 1 ? 'unit' : 'units'}`,
  addToOrder: 'Add to order',
  adding: 'Adding…',
  noQuantities: 'Enter a quantity for at least one size.',
  added: (units: number, catalog: string) =>
    `${units.toLocaleString('en-US')} ${units === 1 ? 'unit' : 'units'} added to your ${catalog} order.`,
  viewCart: 'View cart',
  /** /portal/cart. */
  cartTitle: 'Cart',
  cartDescription: (store: string) =>
    `The draft orders of ${store}, one per catalog. Change quantities here, then submit each order.`,
  emptyCartTitle: 'Your cart is empty',
  emptyCartDescription: 'Items you add from a catalog show here until you submit their order.',
  browseCatalogs: 'Browse catalogs',
  draftTitle: (brand: string, catalog: string) => `${brand} — ${catalog}`,
  draftUpdated: (date: string) => `Last changed ${date}`,
  itemColumn: 'Item',
  colorColumn: 'Color',
  quantityColumn: 'Quantity',
  unitPriceColumn: 'Unit price',
  totalColumn: 'Total',
  itemName: (silhouette: string, modelCode: string) => `${silhouette} (${modelCode})`,
  lineQuantityLabel: (modelCode: string, size: string) => `Quantity of ${modelCode} size ${size}`,
  removeColumn: 'Remove',
  removeLine: (modelCode: string, size: string) => `Remove ${modelCode} size ${size}`,
  totalLabel: 'Total at wholesale',
  units: (units: number) => `${units.toLocaleString('en-US')} ${units === 1 ? 'unit' : 'units'}`,
  submitOrder: 'Submit order',
  /** Beside Submit while a quantity of the order is refused: what would be submitted is not what the fields show. */
  correctQuantitiesFirst: 'Correct the quantities marked above before submitting.',
  submitTitle: (brand: string) => `Submit your ${brand} order?`,
  submitQuestion: (units: string, total: string) =>
    `${units} for ${total} at wholesale. Once submitted, the order cannot be changed.`,
  keepEditing: 'Keep editing',
  submitted: (id: number) => `Order #${id} submitted.`,
  viewOrder: 'View order',
  /** /portal/orders. */
  ordersTitle: 'Orders',
  ordersDescription: (store: string) => `The orders ${store} has submitted, most recent first.`,
  noOrdersTitle: 'No orders yet',
  noOrdersDescription: 'Orders you submit from your cart show here, with their status.',
  orderColumn: 'Order',
  submittedColumn: 'Submitted',
  brandColumn: 'Brand',
  catalogColumn: 'Catalog',
  statusColumn: 'Status',
  updatedColumn: 'Last update',
  unitsColumn: 'Units',
  orderNumber: (id: number) => `#${id}`,
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** /portal/orders/{orderId}. */
  orderPageTitle: (id: number) => `Order #${id}`,
  backToOrders: 'Back to orders',
  orderSummary: (brand: string, catalog: string) => `${brand} — ${catalog}`,
  submittedOn: (date: string) => `Submitted ${date}`,
  linesTitle: 'Items',
  sizesColumn: 'Sizes',
  sizeQuantity: (size: string, quantity: number) => `${size} × ${quantity}`,
  timelineTitle: 'Status history',
  reorder: 'Reorder',
  reorderHint: 'Copies these items into a new draft at today’s prices.',
  reordered: 'A new draft with these items is in your cart.',
} as const;
