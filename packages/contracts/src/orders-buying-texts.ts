import type { DeliveryWindow } from './delivery-windows';

/**
 * How an order's checkout (order-checkout.ts) and a buyer's prices (store-prices.ts) read in what
 * leaves the screens: the order's confirmation e-mail (order-mails.ts) and its form (.xlsx). A
 * buyer reads a price as three figures: the wholesale price the store pays, the MSRP it sells at,
 * and the margin between them.
 */
export const orderBuyingTexts = {
  deliveryWindow: 'Delivery window',
  poNumber: 'PO number',
  requestedShipDate: 'Requested ship date',
  requestedCancelDate: 'Requested cancel date',
  notes: 'Notes',
  /** A checkout field left empty. */
  none: 'None',
  windowDates: (window: Pick<DeliveryWindow, 'name' | 'shipStart' | 'cancelDate'>) =>
    `${window.name} (ships ${window.shipStart} to ${window.cancelDate})`,
  wholesale: 'Wholesale',
  msrp: 'MSRP',
  margin: 'Margin',
  /** No margin to show (no MSRP). */
  noMargin: '—',
} as const;

/** A margin from storeMarginPercent as it is printed: '55.0%', or the dash when there is none. */
export function marginText(percent: number | null): string {
  return percent === null ? orderBuyingTexts.noMargin : `${percent.toFixed(1)}%`;
}

/**
 * A price the database answered as numeric text ('1234.5') written as dollars ('$1,234.50') by
 * moving characters only: the amount never becomes a binary float on its way into a text.
 */
export function dollarsText(numeric: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(numeric.trim());
  if (!match) return numeric;
  const whole = match[2]!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${match[1]}$${whole}.${(match[3] ?? '').padEnd(2, '0')}`;
}
