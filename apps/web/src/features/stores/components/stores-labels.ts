import { storeTexts } from '@lineup/contracts/texts/customers';
import type { BusinessStore } from '@lineup/contracts/users';

/** Point 2, Type: Monobrand or Multi-Brand (multi-brand with more than one brand, point 4). */
export function storeTypeText(store: Pick<BusinessStore, 'brandFocusType'>): string {
  const count = store.brandFocusType?.brandSegmentation.length ?? 0;
  const type = store.brandFocusType?.storeType ?? (count > 1 ? 'multi-brand' : 'monobrand');
  return type === 'multi-brand' ? storeTexts.multiBrand : storeTexts.monobrand;
}

/** Point 2, Addresses: Both, Billing Only, Shipping Only or Not set. */
export function storeAddressesText(store: Pick<BusinessStore, 'addresses'>): string {
  const types = new Set(store.addresses.map((address) => address.type));
  const billing = types.has('billing');
  const shipping = types.has('shipping');
  if (billing && shipping) return storeTexts.addressesBoth;
  if (billing) return storeTexts.addressesBillingOnly;
  if (shipping) return storeTexts.addressesShippingOnly;
  return storeTexts.addressesNotSet;
}
