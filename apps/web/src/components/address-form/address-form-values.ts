import { POSTAL_CODE_MAX_LENGTH } from '@lineup/contracts/constants';
import { addressTexts } from '@lineup/contracts/texts/customers';
import { type Address, COUNTRY_CODES } from '@lineup/contracts/users';
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

const POSTAL_CODE_PATTERN = new RegExp(`^\\d{0,${POSTAL_CODE_MAX_LENGTH}}$`);

/**
 * An address: line1, city, state and country required; line2 optional; postal code digits
 * only, at most 5. The country must be one of COUNTRY_CODES.
 */
export const addressFormSchema = z.object({
  line1: z.string().trim().min(1, { error: addressTexts.line1Required }),
  line2: z.string(),
  city: z.string().trim().min(1, { error: addressTexts.cityRequired }),
  postalCode: z.string().trim().regex(POSTAL_CODE_PATTERN, { error: addressTexts.postalCodeInvalid }),
  state: z.string().trim().min(1, { error: addressTexts.stateRequired }),
  country: z
    .string()
    .refine((value) => (COUNTRY_CODES as readonly string[]).includes(value), { error: addressTexts.countryRequired }),
});

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
 * Keeps what a postal-code input may hold: digits only, at most 5 (a paste of "12a3456" gives
 * "12345"). Key input beyond 5 is blocked by the input's maxLength as well.
 */
export function sanitizePostalCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, POSTAL_CODE_MAX_LENGTH);
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
    // The form schema above only lets one of COUNTRY_CODES through.
    country: values.country as Address['country'],
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

export function countryLabel(code: string | null | undefined): string {
  if (!code) return '';
  const name = (addressTexts.countryNames as Record<string, string>)[code];
  return name ? `${name} (${code})` : code;
}
