import type { ShipTo } from '../orders-ship-to';

/**
 * The ship-to on the screens and the order forms: the portal's cart and order page, New Order,
 * the back office's order page and the .xlsx order form.
 */
export const shipToTexts = {
  title: 'Ship to',
  /** The choice among the store's shipping addresses. */
  chooseLabel: 'Shipping address',
  /** Orders submitted before a ship-to was chosen at submit (or whose store had no shipping address). */
  notRecorded: 'No ship-to recorded',
  loading: 'Loading the shipping addresses…',
  loadFailed: "Failed to load the store's shipping addresses.",
  retry: 'Try again',
  /** The portal's cart: one ship-to for the orders submitted from it. */
  cartHint: 'The orders you submit from this cart ship here.',
  /** The submit confirmation's last sentence. */
  shipsTo: (address: string) => `It ships to ${address}.`,
  /** New Order, once a store is chosen. */
  placeHint: 'The order ships to this address of the store.',
} as const;

/** An address as it is printed: street lines, "City, ST 12345", the country. */
export function addressLines(address: ShipTo): string[] {
  const place = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')].join(', ');
  return [address.line1, address.line2, place, address.country].filter((line): line is string => Boolean(line));
}

/** The address on one line, as a choice lists it and the order form shows it. */
export const addressOneLine = (address: ShipTo) => addressLines(address).join(', ');
