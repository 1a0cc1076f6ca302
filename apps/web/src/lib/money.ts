const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money in US dollars: $, thousands separators and two decimals ("$1,049.90"). */
export function formatMoney(value: number): string {
  return dollars.format(value);
}

/** An item's MSRP as money; null when there is none. */
export function formatMsrp(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return formatMoney(value);
}
