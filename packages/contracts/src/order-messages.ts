/**
 * The order API's answers (/api/orders and its sub-paths), worded by us as the other messages
 * are: one plain sentence saying what happened and what to do.
 */
export const orderMessages = {
  wrongInput: 'The order request is not valid.',
  invalidQuantity: 'Quantity must be a whole number of at least 1.',
  quantityTooLarge: (max: number) => `Quantity must be at most ${max}.`,
  noItems: 'Add at least one SKU to the order.',
  tooManyItems: (max: number) => `At most ${max} SKUs can be added at once.`,
  orderNotFound: 'Order not found',
  ordersNotFound: (ids: number[]) => `Orders not found: ${ids.join(', ')}.`,
  orderItemNotFound: 'Order item not found',
  lineListNotFound: 'Line list not found',
  storeNotFound: 'Store not found',
  storeInactive: 'This store is not active, so it cannot order.',
  organizationInactive: "This store's organization is not active, so it cannot order.",
  lineListNotSaved: 'Only SKUs of saved line lists can be ordered.',
  skuNotInLineList: (sku: string) => `SKU ${sku} is not in this line list.`,
  skuWithoutPrice: (sku: string) => `SKU ${sku} has no MSRP, so it cannot be ordered.`,
  otherLineList: "These SKUs are from another line list than the order's.",
  otherStore: 'This order belongs to another store.',
  notDraft: 'Only a draft order can be changed.',
  alreadySubmitted: 'This order has already been submitted.',
  emptyOrder: 'An empty order cannot be submitted.',
  draftExists: 'This store already has a draft order for this line list. Submit it before replicating another order.',
  nothingToReplicate: 'This order has no items to replicate.',
  draftStatus: 'A draft becomes Pending when its store submits it.',
  sameStatus: (status: string) => `This order is already ${status}.`,
  finalStatus: (status: string) => `A ${status} order cannot change any more.`,
  stepRefused: (from: string, to: string, next: string) =>
    `A ${from} order cannot become ${to}: its next step is ${next}.`,
  /** 409: a customer's submit for a store without a shipping address, saying whom to ask for one. */
  noShippingAddress: (wholesaler: string) =>
    `This store has no shipping address. Ask your account manager at ${wholesaler} to add one.`,
  /** 409: staff ordering for a store without a shipping address. */
  noShippingAddressForStaff: "This store has no shipping address. Add one on the store's page before ordering for it.",
  /** 409: the ship-to named is not one of the store's shipping addresses now (edited or removed since it was shown). */
  shipToNotOfStore: "This address is not one of the store's shipping addresses any more. Choose the ship-to again.",
  /** 409: no ship-to named for a store with several shipping addresses. */
  shipToToChoose: 'This store has several shipping addresses: choose where the order ships.',
  shipToListed: 'Shipping addresses loaded',
  noOrdersSelected: 'Select at least one order to download its form.',
  tooManyForms: (max: number) => `At most ${max} order forms can be downloaded at once.`,
  ordersListed: 'Orders loaded',
  itemsAdded: 'Items added to the order',
  orderSubmitted: 'Order submitted',
  itemRemoved: 'Item removed from the order',
  quantityChanged: 'Quantity updated',
  orderReplicated: 'Order replicated into a new draft',
  statusChanged: (status: string) => `Order marked ${status}`,
} as const;
