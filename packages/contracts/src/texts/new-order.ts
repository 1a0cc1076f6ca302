/**
 * Staff's New Order dialog: an order placed for a store, with its checkout fields, the brand's
 * order rules and an override's reason. A module of its own: the order page's route names its
 * title in the entry chunk (texts/orders.ts), and this dialog's words load only with the dialog.
 */
/** New Order: staff place a store's order of one catalog, submitted at once. */
export const newOrderTexts = {
  title: 'New Order',
  description:
    "Order for a store from one of the catalogs it sees. The order is submitted at once as Pending; the store's cart is left as it is.",
  close: 'Close',
  cancel: 'Cancel',
  /** Closing New Order with items chosen. */
  discardTitle: 'Discard this order?',
  discardQuestion: 'The items and quantities you chose have not been placed. If you close now, they are lost.',
  keepEditing: 'Keep editing',
  discard: 'Discard order',
  /** Changing the store or the catalog with items chosen: the items belong to the catalog chosen. */
  changeStoreTitle: 'Change the store?',
  changeCatalogTitle: 'Change the catalog?',
  changeQuestion: (items: number) =>
    items === 1
      ? "The item you chose comes from this store's catalog: changing the store or the catalog clears it and its quantities."
      : `The ${items} items you chose come from this store's catalog: changing the store or the catalog clears them and their quantities.`,
  changeAndClear: 'Change and clear items',
  storeLabel: 'Store',
  storePlaceholder: 'Choose a store',
  storeOption: (organization: string, store: string) => `${organization} – ${store}`,
  storesLoading: 'Loading stores…',
  noStores: 'No active store of an active customer yet.',
  catalogLabel: 'Catalog',
  catalogPlaceholder: 'Choose a catalog',
  catalogOption: (brand: string, name: string) => `${brand} – ${name}`,
  catalogsLoading: 'Loading catalogs…',
  noCatalogs: 'This store sees no published catalog: give it a catalog segment for a brand with one.',
  pastDeadline: (deadline: string) =>
    `Its deadline was ${deadline}: the store's buyers can no longer order from it, but you can place this order.`,
  searchLabel: 'Find items',
  searchPlaceholder: 'Search by model code, silhouette or color',
  itemsLoading: 'Searching…',
  noItemsFound: 'No item of this catalog matches the search.',
  moreItems: (shown: number, total: number) => `Showing ${shown} of ${total} items: narrow the search to find others.`,
  item: (silhouette: string, color: string, modelCode: string) => `${silhouette} - ${color} (${modelCode})`,
  msrp: (price: string) => `MSRP ${price}`,
  noMsrp: 'No MSRP: cannot be ordered',
  addItem: 'Add',
  addItemLabel: (modelCode: string) => `Add ${modelCode} to the order`,
  added: 'Added',
  chosenItems: 'Quantities',
  noChosenItems: 'Add items from the search, then enter a quantity per size.',
  gridHint: 'Empty or 0 orders nothing; a row pasted from a spreadsheet fills the sizes from that cell on.',
  quantityLabel: (modelCode: string, size: string) => `Quantity of ${modelCode} in size ${size}`,
  removeItem: (modelCode: string) => `Remove ${modelCode}`,
  units: (n: number) => `${n} unit${n === 1 ? '' : 's'}`,
  noQuantities: 'Enter a quantity for at least one size.',
  place: 'Place order',
  placing: 'Placing order…',
  placeFailed: 'Failed to place the order',
  /** The store's price of an item: what it pays, and its margin selling at MSRP. */
  storePrice: (price: string, margin: string) => `Store price ${price} · margin ${margin}`,
  brandPrice: (price: string) => `Wholesale ${price} before the store's discount`,
} as const;

/** New Order's checkout fields, the brand's order rules and an override's reason. */
export const newOrderCheckoutTexts = {
  title: 'Delivery and PO',
  deliveryWindow: 'Delivery window',
  chooseWindow: 'Choose a delivery window',
  noWindows: 'This catalog has no delivery windows: the order ships without one.',
  windowOption: (name: string, shipStart: string, cancelDate: string) => `${name} (${shipStart} to ${cancelDate})`,
  poNumber: 'PO number (optional)',
  requestedShipDate: 'Requested ship date (optional)',
  requestedCancelDate: 'Requested cancel date (optional)',
  requestedDatesHint: "Left empty, the dates are the delivery window's.",
  pickDate: 'Pick a date',
  clear: 'Clear',
  notes: 'Notes (optional)',
  notesPlaceholder: 'Anything the order should say, for the warehouse or the store',
  rulesTitle: 'Order rules',
  noRules: 'This brand has no order rules.',
  minUnitsPerOrder: (n: number) => `At least ${n} units per order`,
  minUnitsPerStyle: (n: number) => `At least ${n} units per style`,
  casePack: (n: number) => `Cases of ${n} per style`,
  rulesMet: 'The order meets the rules.',
  rulesBroken: 'The order breaks these rules:',
  overrideReason: 'Reason to place it anyway',
  overrideHint: "Staff may place an order that breaks the brand's rules: the reason is kept on its timeline.",
} as const;
