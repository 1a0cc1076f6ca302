import type { PortalStore } from '@lineup/contracts/portal';
import { storeMarginPercent, storeUnitPrice } from '@lineup/contracts/store-prices';
import { formatMoney, formatMsrp } from '@/lib/money';

/** An item's MSRP as dollars with two decimals; null when the line list gave none. */
export function itemMsrp(msrp: string | null): string | null {
  return msrp === null ? null : formatMsrp(Number(msrp));
}

/** The brand's wholesale rule and the store's discount for it: what a store's prices follow. */
export type StoreTerms = { wholesalePercent: number; discountPercent: number };

/**
 * The store's terms for a catalog: its brand's wholesale percent, and the discount of the store's
 * organization for that brand (none when its segments name no discount for it).
 */
export function storeTerms(store: PortalStore, catalog: { brandId: number; wholesalePercent: number }): StoreTerms {
  const segment = store.segments.find((entry) => entry.brandId === catalog.brandId);
  return { wholesalePercent: catalog.wholesalePercent, discountPercent: segment?.discountPercent ?? 0 };
}

/** An item's price for the store, as the screens show it: what it pays, the MSRP and its margin. */
export type StorePrice = { price: string; msrp: string; margin: number | null };

/**
 * The item's price for the store, computed as the server prices its order lines (store-prices.ts);
 * null without an MSRP.
 */
export function itemStorePrice(msrp: string | null, terms: StoreTerms): StorePrice | null {
  const unitPrice = storeUnitPrice(msrp, terms.wholesalePercent, terms.discountPercent);
  const shownMsrp = itemMsrp(msrp);
  if (unitPrice === null || shownMsrp === null) return null;
  return { price: formatMoney(Number(unitPrice)), msrp: shownMsrp, margin: storeMarginPercent(msrp, unitPrice) };
}

/** A line's margin at MSRP from the prices the server answered (numbers with two decimals); null without an MSRP. */
export function lineMargin(msrp: number, unitPrice: number): number | null {
  return storeMarginPercent(msrp > 0 ? String(msrp) : null, String(unitPrice));
}
