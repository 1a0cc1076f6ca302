/**
 * A store's price, as a buyer reads it: the wholesale price it pays (MSRP × the brand's wholesale
 * percent × (1 − its organization's discount for the brand), rounded half up to the cent, the same
 * rule the server prices order lines by in SQL numeric) next to the MSRP and the margin the store
 * makes selling at MSRP. Computed in integers (BigInt) so no binary float ever touches money.
 */

type Decimal = { digits: bigint; scale: number };

/** '59.9', '50', 12.5 → digits and scale; null for anything that is not a plain non-negative decimal. */
function parseDecimal(value: string | number): Decimal | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { digits: BigInt(match[1] + fraction), scale: fraction.length };
}

const pow10 = (n: number) => 10n ** BigInt(n);

/**
 * The unit price a store pays, 'dddd.cc', or null without a usable MSRP. `wholesalePercent` and
 * `discountPercent` are percents (50 = half; a discount of 0 = none).
 */
export function storeUnitPrice(
  msrp: string | null,
  wholesalePercent: number | string,
  discountPercent: number | string,
): string | null {
  const price = msrp === null ? null : parseDecimal(msrp);
  const wholesale = parseDecimal(wholesalePercent);
  const discount = parseDecimal(discountPercent);
  if (!price || !wholesale || !discount) return null;
  // cents = msrp × wholesale/100 × (100 − discount)/100 × 100, every factor scaled to integers.
  const numerator = price.digits * wholesale.digits * (100n * pow10(discount.scale) - discount.digits);
  const denominator = pow10(price.scale + wholesale.scale + discount.scale) * 100n;
  if (numerator < 0n) return null;
  const cents = (numerator * 2n + denominator) / (2n * denominator);
  const whole = cents / 100n;
  const rest = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${rest}`;
}

/** The store's margin selling at MSRP, in percent of the MSRP (one decimal), or null. */
export function storeMarginPercent(msrp: string | null, unitPrice: string | null): number | null {
  if (msrp === null || unitPrice === null) return null;
  const retail = Number(msrp);
  if (!(retail > 0)) return null;
  return Math.round(((retail - Number(unitPrice)) / retail) * 1000) / 10;
}
