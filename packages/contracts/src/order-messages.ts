/**
 * The order API's answers (/api/orders, submit, item, change-item-quantity, replicate). The spec shows
 * none of them; these are worded by us, in the spec's tone.
 */
export const orderMessages = {
  wrongInput: 'The order request is not valid.',
  invalidQuantity: 'Quantity must be a whole number of at least 1.',
  quantityTooLarge: (max: number) => `Quantity must be at most ${max}.`,
  noItems: 'Add at least one SKU to the order.',
  tooManyItems: (max: number) => `At most ${max} SKUs can be added at once.`,
  orderNotFound: 'Order not found',
  orderItemNotFound: 'Order item not found',
  lineListNotFound: 'Line list not found',
  lineListNotSaved: 'Only SKUs of saved line lists can be ordered.',
  skuNotInLineList: (sku: string) => `SKU ${sku} is not in this line list.`,
  skuWithoutPrice: (sku: string) => `SKU ${sku} has no MSRP, so it cannot be ordered.`,
  otherBrand: "This line list belongs to another brand than the order's brand.",
  otherStore: 'This order belongs to another store.',
  storeOfAnotherOrganization: 'This store already has orders under another organization.',
  notDraft: 'Only a draft order can be changed.',
  alreadySubmitted: 'This order has already been submitted.',
  emptyOrder: 'An empty order cannot be submitted.',
  draftExists: 'This store already has a draft order for this brand. Submit it before replicating another order.',
  nothingToReplicate: 'This order has no items to replicate.',
  ordersListed: 'Orders loaded',
  itemsAdded: 'Items added to the order',
  orderSubmitted: 'Order submitted',
  itemRemoved: 'Item removed from the order',
  quantityChanged: 'Quantity updated',
  orderReplicated: 'Order replicated into a new draft',
} as const;
