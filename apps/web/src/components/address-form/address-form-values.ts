import { postalCodeFitsCountry } from '@lineup/contracts/addresses';
import { US_POSTAL_CODE_MAX_DIGITS } from '@lineup/contracts/constants';
import { countryName } from '@lineup/contracts/countries';
import { addressTexts } from '@lineup/contracts/texts/customers';
import type { Address } from '@lineup/contracts/users';
import { z } from 'zod';

/** What the address form edits: every field as text, as the inputs hold it. */
export type AddressFormValues = {
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  state: string;
  country: string;
};

export type StoreAddressType = 'billing' | 'shipping';

/** A store's address in a form: its type, and whether it copies the organization's address. */
export type StoreAddressFormValues = AddressFormValues & {
  type: StoreAddressType;
  sameAsOrganization: boolean;
};

export const STORE_ADDRESS_TYPES: readonly StoreAddressType[] = ['billing', 'shipping'];

export function emptyAddress(): AddressFormValues {
  return { line1: '', line2: '', city: '', postalCode: '', state: '', country: '' };
}

export function addressToFormValues(address: Address | null | undefined): AddressFormValues {
  if (!address) return emptyAddress();
  return {
    line1: address.line1,
    line2: address.line2 ?? '',
    city: address.city,
    postalCode: address.postalCode ?? '',
    state: address.state,
    country: address.country,
  };
}

/**
 * An address: line1, city, state and country required (a country of the list, or the withdrawn
 * code it was saved with); line2 optional; the postal code as the services check it
 * (postalCodeFitsCountry: at most 5 digits in the United States, the country's format elsewhere).
 */
export const addressFormSchema = z
  .object({
    line1: z.string().trim().min(1, { error: addressTexts.line1Required }),
    line2: z.string(),
    city: z.string().trim().min(1, { error: addressTexts.cityRequired }),
    postalCode: z.string(),
    state: z.string().trim().min(1, { error: addressTexts.stateRequired }),
    country: z.string().refine((code) => countryName(code) !== undefined, { error: addressTexts.countryRequired }),
  })
  .check(postalCodeFitsCountry);

/** A store address: its fields are checked only when it does not copy the organization's address. */
export const storeAddressFormSchema = z
  .object({
    type: z.enum(['billing', 'shipping']),
    sameAsOrganization: z.boolean(),
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    postalCode: z.string(),
    state: z.string(),
    country: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.sameAsOrganization) return;
    const result = addressFormSchema.safeParse(value);
    if (result.success) return;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });

/** At most one billing and one shipping address. */
export const storeAddressesFormSchema = z.array(storeAddressFormSchema);

/**
 * Keeps what a postal-code input may hold. For the United States: digits only, at most 5 (a paste
 * of "12a3456" gives "12345"; key input beyond 5 is blocked by the input's maxLength as well). For
 * any other country, or none chosen yet, what was typed ("M5H 1K4" stays "M5H 1K4").
 */
export function sanitizePostalCode(value: string, country: string): string {
  return country === 'US' ? value.replace(/\D/g, '').slice(0, US_POSTAL_CODE_MAX_DIGITS) : value;
}

/**
 * What is sent: trimmed fields, with an empty line2 and an empty postal code left out.
 */
export function toAddress<T extends Address['type']>(values: AddressFormValues, type: T): Address & { type: T } {
  const line2 = values.line2.trim();
  const postalCode = values.postalCode.trim();
  return {
    type,
    line1: values.line1.trim(),
    ...(line2 ? { line2 } : {}),
    city: values.city.trim(),
    state: values.state.trim(),
    ...(postalCode ? { postalCode } : {}),
    country: values.country,
  };
}

function sameFields(a: AddressFormValues, b: AddressFormValues): boolean {
  return (
    a.line1.trim() === b.line1.trim() &&
    a.line2.trim() === b.line2.trim() &&
    a.city.trim() === b.city.trim() &&
    a.postalCode.trim() === b.postalCode.trim() &&
    a.state.trim() === b.state.trim() &&
    a.country === b.country
  );
}

/** A store's saved addresses as form values; one equal to the organization's starts as "same as". */
export function storeAddressesToFormValues(
  addresses: Address[],
  organizationAddress: Address | null | undefined,
): StoreAddressFormValues[] {
  const organization = organizationAddress ? addressToFormValues(organizationAddress) : null;
  return addresses
    .filter((address): address is Address & { type: StoreAddressType } =>
      (STORE_ADDRESS_TYPES as readonly string[]).includes(address.type),
    )
    .map((address) => {
      const values = addressToFormValues(address);
      return {
        type: address.type,
        ...values,
        sameAsOrganization: organization !== null && sameFields(values, organization),
      };
    });
}

/**
 * The store addresses to send: "same as organization address" takes the organization's fields at
 * the moment of sending (when there is one), billing before shipping.
 */
export function toStoreAddresses(
  values: StoreAddressFormValues[],
  organizationAddress: AddressFormValues | null,
): (Address & { type: StoreAddressType })[] {
  return [...values]
    .sort((a, b) => STORE_ADDRESS_TYPES.indexOf(a.type) - STORE_ADDRESS_TYPES.indexOf(b.type))
    .map((value) =>
      toAddress(value.sameAsOrganization && organizationAddress ? organizationAddress : value, value.type),
    );
}

/** "Canada (CA)": any code of ISO 3166-1 (or withdrawn from it) by name; a code naming nothing as it is. */
export function countryLabel(code: string | null | undefined): string {
  if (!code) return '';
  const name = countryName(code);
  return name ? `${name} (${code})` : code;
}

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * How well a country answers a search (0: not at all): its code typed in full first, then a name
 * beginning with the search, then a word of it, then the search anywhere in the name; accents and
 * case aside ("turkiye" finds Türkiye).
 */
function countryMatch(code: string, needle: string): number {
  if (code.toLowerCase() === needle) return 4;
  const name = plain(countryName(code) ?? '');
  if (name.startsWith(needle)) return 3;
  if (name.split(/[^a-z0-9]+/).some((word) => word.startsWith(needle))) return 2;
  return name.includes(needle) ? 1 : 0;
}

/** The countries among `codes` that answer a search, best first (ties keep the order of `codes`). */
export function findCountries(codes: readonly string[], search: string): string[] {
  const needle = plain(search.trim());
  return codes
    .map((code) => ({ code, match: countryMatch(code, needle) }))
    .filter(({ match }) => match > 0)
    .sort((a, b) => b.match - a.match)
    .map(({ code }) => code);
}
