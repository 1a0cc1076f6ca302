import { ORDER_NOTES_MAX_LENGTH, PO_NUMBER_MAX_LENGTH } from '../order-checkout-limits';
import { lineListTypeLabels } from './line-list-types';

/** A percent with at most one decimal: 55 → '55%', 54.5 → '54.5%'. */
const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/** 'Summer', 'Summer and Fall', 'Summer, Fall and Holiday'. */
const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

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
  /** A store's price as a buyer reads it (store-prices.ts): what it pays, then the MSRP and its margin at MSRP. */
  yourPrice: 'Your price',
  msrpAndMargin: (msrp: string, margin: number | null) =>
    margin === null ? `MSRP ${msrp}` : `MSRP ${msrp} · Margin ${percent(margin)}`,
  noImage: 'No image',
  /** /portal/catalogs/{lineListId}/items/{modelCode}. */
  backToCatalog: (catalog: string) => `Back to ${catalog}`,
  modelCode: 'Model code',
  expectedShipDate: 'Expected ship date',
  /** An item expected to ship after a delivery window's cancel date (delivery-windows.ts). */
  shipsAfterWindow: (window: string, cancelDate: string) =>
    `Ships after the ${window} window’s cancel date (${cancelDate}): it may not arrive in time for that window.`,
  shipsAfterWindows: (windows: readonly string[]) =>
    `Ships after the cancel date of ${listed(windows)}: choose a later delivery window for it.`,
  shipsAfterEveryWindow: 'Ships after the cancel date of every delivery window of this catalog.',
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
  /** The brand's order rules (order-rules.ts) under the size grid: what this style still needs. */
  rulesSummary: (rules: {
    minUnitsPerOrder: number | null;
    minUnitsPerStyle: number | null;
    casePack: number | null;
  }) =>
    [
      rules.casePack !== null ? `Sold in cases of ${rules.casePack}` : '',
      rules.minUnitsPerStyle !== null ? `at least ${rules.minUnitsPerStyle} per style` : '',
      rules.minUnitsPerOrder !== null ? `at least ${rules.minUnitsPerOrder} per order` : '',
    ]
      .filter(Boolean)
      .join(' · ')
      .replace(/^./, (first) => first.toUpperCase()),
  styleMinimumHint: (minimum: number, missing: number) =>
    `Add ${missing.toLocaleString('en-US')} more to reach this style’s minimum of ${minimum.toLocaleString('en-US')}.`,
  casePackHint: (casePack: number, missing: number) =>
    `Add ${missing.toLocaleString('en-US')} more to complete a case of ${casePack.toLocaleString('en-US')}.`,
  inCartHint: (units: number) =>
    `Counting the ${units.toLocaleString('en-US')} ${units === 1 ? 'unit' : 'units'} of this style already in your cart.`,
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
  msrpColumn: 'MSRP',
  marginColumn: 'Margin',
  margin: percent,
  /** Sizes of one item priced differently (lines added at different times): the lowest and the highest. */
  range: (low: string, high: string) => (low === high ? low : `${low}–${high}`),
  totalColumn: 'Total',
  itemName: (silhouette: string, modelCode: string) => `${silhouette} (${modelCode})`,
  lineQuantityLabel: (modelCode: string, size: string) => `Quantity of ${modelCode} size ${size}`,
  removeColumn: 'Remove',
  removeLine: (modelCode: string, size: string) => `Remove ${modelCode} size ${size}`,
  totalLabel: 'Total at wholesale',
  units: (units: number) => `${units.toLocaleString('en-US')} ${units === 1 ? 'unit' : 'units'}`,
  submitOrder: 'Submit order',
  /** A draft that breaks the brand's order rules: what it misses (orderRuleMessages), and Check out waits. */
  rulesTitle: 'Before checking out',
  meetRulesFirst: 'Meet the brand’s order rules listed above before checking out.',
  checkOut: 'Check out',
  /** Beside Submit while a quantity of the order is refused: what would be submitted is not what the fields show. */
  correctQuantitiesFirst: 'Correct the quantities marked above before submitting.',
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
  /** The checkout's fields on the order page and the checkout's summary (order-checkout.ts). */
  checkoutTitle: 'Order details',
  deliveryWindowLabel: 'Delivery window',
  windowDates: (shipStart: string, cancelDate: string) => `Ships ${shipStart} – cancel after ${cancelDate}`,
  poNumberLabel: 'PO number',
  requestedShipDateLabel: 'Requested ship date',
  requestedCancelDateLabel: 'Requested cancel date',
  notesLabel: 'Notes',
  none: 'None',
} as const;

/**
 * The checkout of a draft (/portal/cart/{orderId}/checkout): the form (ship-to, delivery window, PO
 * number, requested dates, notes), then a summary to submit. Refusals are checkoutMessages and the
 * server's answers, shown as they come.
 */
export const portalCheckoutTexts = {
  title: (brand: string, catalog: string) => `Check out ${brand} — ${catalog}`,
  backToCart: 'Back to cart',
  formDescription: 'Say where and when the order ships, then review it before submitting.',
  windowHint: 'The period the order ships in. The requested dates must fall within it.',
  poNumberHint: `Optional. Up to ${PO_NUMBER_MAX_LENGTH} characters; each order of the store needs its own.`,
  datesHint: (shipStart: string, cancelDate: string) => `Between ${shipStart} and ${cancelDate}.`,
  notesHint: `Optional. Up to ${ORDER_NOTES_MAX_LENGTH.toLocaleString('en-US')} characters, for the brand’s order desk.`,
  review: 'Review order',
  summaryTitle: 'Review your order',
  summaryDescription: 'Check the items and details below. Once submitted, the order cannot be changed.',
  back: 'Back',
  submitting: 'Submitting…',
  notInCartTitle: 'This order is not in your cart',
  notInCartDescription: 'It may have been submitted or emptied already. Your cart shows the orders still to submit.',
} as const;
