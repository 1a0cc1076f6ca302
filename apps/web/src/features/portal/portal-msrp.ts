import { formatMsrp } from '@/lib/money';

/** An item's MSRP as dollars with two decimals; null when the line list gave none. */
export function itemMsrp(msrp: string | null): string | null {
  return msrp === null ? null : formatMsrp(Number(msrp));
}
