import englishNames from 'countries-list/minimal/countries.en.min.json' with { type: 'json' };
import { withdrawnCountryNames } from './address-messages';

/**
 * The countries an address may name: every ISO 3166-1 alpha-2 code with its common English name,
 * as countries-list keeps them (its English names file alone, not its other data; see
 * docs/decisions/0034-addresses-outside-the-united-states.md).
 */
const namesByCode: Readonly<Record<string, string>> = englishNames;

/** The countries the distributor's customers are mostly in: offered before the others. */
export const NORTH_AMERICAN_COUNTRY_CODES: readonly string[] = ['US', 'CA', 'MX'];

/**
 * The name shown for a country code (a withdrawn code's former name); undefined when it names
 * none. Own keys only: "constructor" names nothing.
 */
export function countryName(code: string): string | undefined {
  if (Object.hasOwn(namesByCode, code)) return namesByCode[code];
  return Object.hasOwn(withdrawnCountryNames, code) ? withdrawnCountryNames[code] : undefined;
}

const byName = new Intl.Collator('en');

/** The country choices: North America first, then every other country by its English name. */
export const COUNTRY_CODES: readonly string[] = [
  ...NORTH_AMERICAN_COUNTRY_CODES,
  ...Object.keys(namesByCode)
    .filter((code) => !NORTH_AMERICAN_COUNTRY_CODES.includes(code))
    .sort((a, b) => byName.compare(namesByCode[a] ?? a, namesByCode[b] ?? b)),
];

/** What an address may be saved with: a country choice, or a withdrawn code an address was saved with before. */
export const ADDRESS_COUNTRY_CODES = [...COUNTRY_CODES, ...Object.keys(withdrawnCountryNames)] as [string, ...string[]];
