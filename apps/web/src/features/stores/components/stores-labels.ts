import type { BusinessStore } from '@lineup/contracts/stores';
import { storeTexts } from '@lineup/contracts/texts/customers';

/** The Type column: Monobrand or Multi-Brand (multi-brand with more than one brand). */
export function storeTypeText(store: Pick<BusinessStore, 'brandFocusType'>): string {
  const count = store.brandFocusType?.brandSegmentation.length ?? 0;
  const type = store.brandFocusType?.storeType ?? (count > 1 ? 'multi-brand' : 'monobrand');
  return type === 'multi-brand' ? storeTexts.multiBrand : storeTexts.monobrand;
}

/** The Addresses column: Both, Billing Only, Shipping Only or Not set. */
export function storeAddressesText(store: Pick<BusinessStore, 'addresses'>): string {
  const types = new Set(store.addresses.map((address) => address.type));
  const billing = types.has('billing');
  const shipping = types.has('shipping');
  if (billing && shipping) return storeTexts.addressesBoth;
  if (billing) return storeTexts.addressesBillingOnly;
  if (shipping) return storeTexts.addressesShippingOnly;
  return storeTexts.addressesNotSet;
}
