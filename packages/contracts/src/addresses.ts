import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z } from 'zod';
import { addressMessages } from './address-messages';
import { NAME_MIN_LENGTH, POSTAL_CODE_MAX_LENGTH, US_POSTAL_CODE_MAX_DIGITS } from './constants';
import { ADDRESS_COUNTRY_CODES, countryName } from './countries';
import { postalCodeFormats } from './postal-code-formats';
import { addressTypes } from './users';

/**
 * An address as it is written: what the services take and what the SPA's address form checks.
 * Addresses saved before stay as they were (users.ts's addressSchema reads them).
 */

const US_POSTAL_CODE = new RegExp(`^\\d{0,${US_POSTAL_CODE_MAX_DIGITS}}$`);

/**
 * What is wrong with a postal code for a country, or undefined when nothing is. A postal code is
 * optional everywhere. A United States one is digits only, at most 5. Any other country's is kept
 * as typed (trimmed) and must have that country's format, as postcode-validator knows it; a
 * country it knows no format for (most have no postal codes: Aruba, Hong Kong) takes any.
 */
export function postalCodeProblem(country: string, postalCode: string | undefined): string | undefined {
  const code = postalCode?.trim() ?? '';
  if (code === '') return undefined;
  if (country === 'US') return US_POSTAL_CODE.test(code) ? undefined : addressMessages.usPostalCode;
  if (!postcodeValidatorExistsForCountry(country) || postcodeValidator(code, country)) return undefined;
  const format = postalCodeFormats[country];
  const name = countryName(country);
  // Every country postcode-validator checks has a format (addresses.test.ts); the guard is for the types.
  return format && name ? addressMessages.postalCodeFormat(format, name) : undefined;
}

type CountryAndPostalCode = { country: string; postalCode?: string | undefined };

/**
 * The postal code rule as a zod refinement, on the postal code's path: the services' address
 * schemas below and the SPA's address form run this one check.
 */
export const postalCodeFitsCountry = z.superRefine<CountryAndPostalCode>((address, ctx) => {
  const problem = postalCodeProblem(address.country, address.postalCode);
  if (problem) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: problem, input: address.postalCode });
});

/** Every message the postal code rule can give: a service answers its 400 with the one that applies. */
const postalCodeMessages = new Set<string>([
  addressMessages.usPostalCode,
  ...Object.entries(postalCodeFormats).map(([country, format]) =>
    addressMessages.postalCodeFormat(format, countryName(country) ?? country),
  ),
]);
export const isPostalCodeMessage = (message: string) => postalCodeMessages.has(message);

/**
 * An address sent to the services: line1, city, state and country required (one of
 * ADDRESS_COUNTRY_CODES), line2 optional, the postal code as postalCodeFitsCountry says. Narrowed
 * to one type with safeExtend, which keeps the check.
 */
export const addressInputSchema = z
  .object({
    type: z.enum(addressTypes),
    line1: z.string().trim().min(NAME_MIN_LENGTH),
    line2: z.string().trim().optional(),
    city: z.string().trim().min(NAME_MIN_LENGTH),
    state: z.string().trim().min(NAME_MIN_LENGTH),
    postalCode: z.string().trim().max(POSTAL_CODE_MAX_LENGTH).optional(),
    country: z.enum(ADDRESS_COUNTRY_CODES),
    latitude: z.number().optional(),
    longitude: z.number().optional(),
  })
  .check(postalCodeFitsCountry);
