import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { describe, expect, it } from 'vitest';
import { addressMessages } from './address-messages';
import { addressInputSchema, isPostalCodeMessage, postalCodeProblem } from './addresses';
import { ADDRESS_COUNTRY_CODES, COUNTRY_CODES, countryName } from './countries';
import { organizationAddressSchema } from './organizations';
import { postalCodeFormats } from './postal-code-formats';
import { storeAddressesUpdateSchema } from './stores';

const address = (country: string, postalCode?: string) => ({
  type: 'physical' as const,
  line1: '1 Main St',
  city: 'Springfield',
  state: 'ST',
  country,
  ...(postalCode === undefined ? {} : { postalCode }),
});

/** The postal code issues the schema gives, as [path, message]; [] when it takes the address. */
function postalCodeIssues(country: string, postalCode?: string) {
  const result = addressInputSchema.safeParse(address(country, postalCode));
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the postal code rule', () => {
  it('keeps the United States to at most 5 digits', () => {
    for (const postalCode of ['12345', '02134', '123', ''])
      expect(postalCodeIssues('US', postalCode), postalCode).toEqual([]);
    for (const postalCode of ['123456', '12a', '1234-', '12345-6789'])
      expect(postalCodeIssues('US', postalCode), postalCode).toEqual([
        ['postalCode', 'Postal code must be at most 5 digits'],
      ]);
  });

  it('takes a Canadian postal code as typed, trimmed, and names the format when it is wrong', () => {
    const parsed = addressInputSchema.parse(address('CA', ' M5H 1K4 '));
    expect(parsed.postalCode).toBe('M5H 1K4');
    expect(postalCodeIssues('CA', 'm5h1k4')).toEqual([]);
    expect(postalCodeIssues('CA', '514')).toEqual([
      ['postalCode', 'Enter a postal code in the format A1A 1A1 for Canada'],
    ]);
  });

  it('checks the United Kingdom, Germany and Mexico against their own formats', () => {
    expect(postalCodeIssues('GB', 'SW1A 1AA')).toEqual([]);
    expect(postalCodeIssues('GB', 'EC1A1BB')).toEqual([]);
    expect(postalCodeIssues('GB', '12345')).toEqual([
      ['postalCode', 'Enter a postal code in the format SW1A 1AA for United Kingdom'],
    ]);
    expect(postalCodeIssues('DE', '10115')).toEqual([]);
    expect(postalCodeIssues('DE', '1011')).toEqual([
      ['postalCode', 'Enter a postal code in the format 12345 for Germany'],
    ]);
    expect(postalCodeIssues('MX', '06600')).toEqual([]);
    expect(postalCodeIssues('MX', 'A6600')).toEqual([
      ['postalCode', 'Enter a postal code in the format 12345 for Mexico'],
    ]);
  });

  it('takes no postal code, or a blank one, where a country has none', () => {
    for (const country of ['AW', 'HK']) {
      expect(postalCodeIssues(country), country).toEqual([]);
      expect(postalCodeIssues(country, '  '), country).toEqual([]);
    }
  });

  it('is kept by the narrower address schemas of organizations and stores', () => {
    const organization = organizationAddressSchema.safeParse({ address: address('CA', '514') });
    expect(organization.error?.issues.map((issue) => issue.message)).toEqual([
      addressMessages.postalCodeFormat('A1A 1A1', 'Canada'),
    ]);
    const store = storeAddressesUpdateSchema.safeParse({
      addresses: [{ ...address('DE', '1011'), type: 'billing' }],
      _revision: 1,
    });
    expect(store.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['addresses.0.postalCode', addressMessages.postalCodeFormat('12345', 'Germany')],
    ]);
  });

  it('has a format for every country postcode-validator checks, each one it accepts', () => {
    const checked = COUNTRY_CODES.filter((code) => code !== 'US' && postcodeValidatorExistsForCountry(code));
    expect(Object.keys(postalCodeFormats).sort()).toEqual([...checked].sort());
    for (const [country, format] of Object.entries(postalCodeFormats)) {
      expect(postcodeValidator(format, country), `${country} ${format}`).toBe(true);
      expect(postalCodeProblem(country, format), country).toBeUndefined();
    }
  });

  it("recognizes its own messages, and no other, for the services' answers", () => {
    expect(isPostalCodeMessage(addressMessages.usPostalCode)).toBe(true);
    expect(isPostalCodeMessage(postalCodeProblem('CA', '514')!)).toBe(true);
    expect(isPostalCodeMessage(postalCodeProblem('GB', '1')!)).toBe(true);
    expect(isPostalCodeMessage('Country is required')).toBe(false);
  });
});

describe('the country list', () => {
  it('holds every country by its English name, North America first, with no code twice', () => {
    expect(COUNTRY_CODES.slice(0, 3)).toEqual(['US', 'CA', 'MX']);
    // ISO 3166-1 assigns 249 codes; countries-list adds Kosovo (XK), Ascension (AC) and Tristan da Cunha (TA).
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    for (const code of COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(countryName(code), code).toBeTruthy();
    }
    const others = COUNTRY_CODES.slice(3).map((code) => countryName(code)!);
    expect(others).toEqual([...others].sort(new Intl.Collator('en').compare));
    expect(
      ['GB', 'DE', 'FR', 'JP', 'HK', 'AW', 'BQ', 'CW', 'SX', 'VI', 'KY', 'VN', 'CN'].filter(
        (code) => !COUNTRY_CODES.includes(code),
      ),
    ).toEqual([]);
  });

  it('still names, and takes, the withdrawn code an address may have been saved with', () => {
    expect(COUNTRY_CODES).not.toContain('AN');
    expect(ADDRESS_COUNTRY_CODES).toContain('AN');
    expect(countryName('AN')).toBe('Netherlands Antilles');
    expect(postalCodeIssues('AN')).toEqual([]);
    expect(addressInputSchema.safeParse(address('ZZ')).success).toBe(false);
    expect(countryName('ZZ')).toBeUndefined();
    expect(countryName('constructor')).toBeUndefined();
  });
});
