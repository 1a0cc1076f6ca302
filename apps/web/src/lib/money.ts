const dollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** MSRP with a $ prefix and two decimals ("$1,049.90"); null when there is none. */
export function formatMsrp(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return `$${dollars.format(value)}`;
}
