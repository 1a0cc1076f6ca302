/**
 * Who may call which part of the APIs (the back office, the customer portal) and the portal's own
 * answers. Worded by us as the catalogue is; see docs/decisions/0003-messages-the-spec-does-not-give.md.
 */
export const accessMessages = {
  /** 403: a customer's token (or anyone but staff) on a back-office route. */
  staffOnly: 'This area is for staff. Customers sign in to the customer portal.',
  /** 403: a portal token of someone who is not a customer. */
  customersOnly: 'The customer portal is for customer accounts.',
  /** 400: staff called the portal without naming the store they preview. */
  previewStoreRequired: 'To preview the customer portal, name the store to preview (previewStoreId).',
  /** 403: staff previewing the portal tried to change something. */
  previewReadOnly: 'This is a preview of the customer portal: nothing can be changed from it.',
} as const;

/** The customer portal's calls (/api/portal/*). */
export const portalMessages = {
  wrongParameters: 'Wrong parameters provided for the customer portal',
  /** Also for a store of another organization or one the account does not buy for: nothing is revealed. */
  storeNotFound: 'Store not found',
  catalogNotFound: 'Catalog not found',
  itemNotFound: 'Item not found',
  storeWithoutSegments: 'This store has no catalog segments yet; ask your account manager.',
} as const;

/**
 * The portal's ordering calls (/api/portal/stores/{storeId}/cart and /orders). The quantity, line
 * and status answers are the order API's (orderMessages); these are the portal's own.
 */
export const portalOrderMessages = {
  /** 400: a SKU of another catalog, of another segment of this one, or of none. */
  skuNotInCatalog: (sku: string) => `SKU ${sku} is not in this catalog.`,
  /** 409: Reorder of an order whose catalog the store no longer sees (unpublished, or another segment now). */
  catalogUnavailable: 'This catalog is no longer available to this store, so the order cannot be repeated.',
  /** 409: submitting a draft whose catalog the store no longer sees. */
  catalogUnavailableToSubmit: 'This catalog is no longer available to this store, so the order cannot be submitted.',
  /** 409: submitting a draft with lines staff have since taken out of the store's catalog. */
  itemsLeftCatalog: (skus: string[]) => {
    const named = skus.length > 5 ? `${skus.slice(0, 5).join(', ')} and ${skus.length - 5} more` : skus.join(', ');
    return skus.length === 1
      ? `SKU ${named} is no longer in this catalog. Remove it from the order to submit it.`
      : `SKUs ${named} are no longer in this catalog. Remove them from the order to submit it.`;
  },
  /** 409: adding to, changing, submitting or repeating an order of a catalog past its deadline for orders. */
  orderingClosed: 'The deadline for ordering from this catalog has passed: it no longer takes orders.',
} as const;
