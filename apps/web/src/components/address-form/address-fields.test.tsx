import { addressMessages } from '@lineup/contracts/address-messages';
import { COUNTRY_CODES } from '@lineup/contracts/countries';
import { addressTexts } from '@lineup/contracts/texts/customers';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AddressFields } from '@/components/address-form/address-fields';
import {
  type AddressFormValues,
  addressFormSchema,
  emptyAddress,
  findCountries,
  type StoreAddressFormValues,
  sanitizePostalCode,
  toAddress,
  toStoreAddresses,
} from '@/components/address-form/address-form-values';
import { StoreAddressesFields } from '@/components/address-form/store-addresses-fields';

const filled: AddressFormValues = {
  line1: ' 1 Main St ',
  line2: '',
  city: 'Miami',
  postalCode: '',
  state: 'FL',
  country: 'US',
};

function ControlledAddress({ initial = emptyAddress() }: { initial?: AddressFormValues }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AddressFields idPrefix="a" value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('the address form', () => {
  const postalCodeInput = () => screen.getByLabelText(new RegExp(addressTexts.postalCode)) as HTMLInputElement;
  const shownValue = (): AddressFormValues => JSON.parse(screen.getByTestId('value').textContent!);

  it('for the United States takes digits only in the postal code and blocks key input beyond 5', async () => {
    const user = userEvent.setup();
    render(<ControlledAddress initial={{ ...emptyAddress(), country: 'US' }} />);
    const postalCode = postalCodeInput();
    expect(postalCode.maxLength).toBe(5);
    await user.type(postalCode, '1234567');
    expect(postalCode.value).toBe('12345');
    await user.clear(postalCode);
    await user.type(postalCode, '12a-3 4567');
    expect(postalCode.value).toBe('12345');
    // A paste is cleaned the same way.
    fireEvent.change(postalCode, { target: { value: '9x87654' } });
    expect(postalCode.value).toBe('98765');
    expect(sanitizePostalCode('ab', 'US')).toBe('');
  });

  it('keeps a Canadian postal code as typed once Canada is chosen from the searchable list', async () => {
    const user = userEvent.setup();
    render(<ControlledAddress />);
    await user.click(screen.getByRole('combobox', { name: addressTexts.country }));
    await user.type(screen.getByRole('combobox', { name: addressTexts.searchCountry }), 'canad');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Canada (CA)']);
    await user.click(screen.getByRole('option', { name: 'Canada (CA)' }));
    expect(screen.getByRole('combobox', { name: addressTexts.country }).textContent).toBe('Canada (CA)');

    const postalCode = postalCodeInput();
    await user.type(postalCode, 'M5H 1K4');
    expect(postalCode.value).toBe('M5H 1K4');
    expect(postalCode.placeholder).toBe('A1A 1A1');
    expect(shownValue()).toMatchObject({ country: 'CA', postalCode: 'M5H 1K4' });
    expect(
      addressFormSchema.safeParse({ ...shownValue(), line1: '1 Bay St', city: 'Toronto', state: 'ON' }).success,
    ).toBe(true);
  });

  it('offers every country, North America first, found by name, a word of it or its code', async () => {
    const user = userEvent.setup();
    render(<ControlledAddress />);
    await user.click(screen.getByRole('combobox', { name: addressTexts.country }));
    const names = () => screen.getAllByRole('option').map((option) => option.textContent);
    expect(names()).toHaveLength(COUNTRY_CODES.length);
    expect(names().slice(0, 4)).toEqual(['United States (US)', 'Canada (CA)', 'Mexico (MX)', 'Afghanistan (AF)']);
    const search = screen.getByRole('combobox', { name: addressTexts.searchCountry });
    await user.type(search, 'kingdom');
    expect(names()).toEqual(['United Kingdom (GB)']);
    await user.clear(search);
    await user.type(search, 'DE');
    expect(names().slice(0, 3)).toEqual(['Germany (DE)', 'Democratic Republic of the Congo (CD)', 'Denmark (DK)']);
    await user.clear(search);
    await user.type(search, 'Zanzibar');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText(addressTexts.noCountryFound)).toBeTruthy();
    // Accents and case aside; a code typed in full before the names it begins.
    expect(findCountries(COUNTRY_CODES, 'TURKIYE')).toEqual(['TR']);
    expect(findCountries(['NR', 'AT', 'AU'], 'au')).toEqual(['AU', 'AT', 'NR']);
  });

  it('shows a withdrawn country an address was saved with by its former name, and keeps it', () => {
    render(<ControlledAddress initial={{ ...filled, country: 'AN' }} />);
    expect(screen.getByRole('combobox', { name: addressTexts.country }).textContent).toBe('Netherlands Antilles (AN)');
    expect(addressFormSchema.safeParse({ ...filled, country: 'AN' }).success).toBe(true);
  });

  it('requires line1, city, state and country; line2 and postal code are optional', () => {
    const result = addressFormSchema.safeParse(emptyAddress());
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual([
      `line1: ${addressTexts.line1Required}`,
      `city: ${addressTexts.cityRequired}`,
      `state: ${addressTexts.stateRequired}`,
      `country: ${addressTexts.countryRequired}`,
    ]);
    expect(addressFormSchema.safeParse(filled).success).toBe(true);
    expect(addressFormSchema.safeParse({ ...filled, country: 'ZZ' }).success).toBe(false);
  });

  it("checks the postal code against the country's format, with the services' messages", () => {
    const postalCodeMessage = (country: string, postalCode: string) => {
      const result = addressFormSchema.safeParse({ ...filled, country, postalCode });
      return result.success ? undefined : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(postalCodeMessage('US', '123456')).toEqual([['postalCode', addressMessages.usPostalCode]]);
    expect(postalCodeMessage('US', '12a')).toEqual([['postalCode', addressMessages.usPostalCode]]);
    expect(postalCodeMessage('CA', '514')).toEqual([
      ['postalCode', addressMessages.postalCodeFormat('A1A 1A1', 'Canada')],
    ]);
    expect(postalCodeMessage('GB', 'SW1A 1AA')).toBeUndefined();
    expect(postalCodeMessage('DE', '1011')).toEqual([
      ['postalCode', addressMessages.postalCodeFormat('12345', 'Germany')],
    ]);
    expect(postalCodeMessage('MX', '06600')).toBeUndefined();
    // Aruba has no postal codes: none is fine.
    expect(postalCodeMessage('AW', '')).toBeUndefined();
  });

  it('leaves an empty line2 and postal code out of what is sent', () => {
    expect(toAddress(filled, 'physical')).toEqual({
      type: 'physical',
      line1: '1 Main St',
      city: 'Miami',
      state: 'FL',
      country: 'US',
    });
    expect(toAddress({ ...filled, line2: ' Suite 4 ', postalCode: '33101' }, 'billing')).toEqual({
      type: 'billing',
      line1: '1 Main St',
      line2: 'Suite 4',
      city: 'Miami',
      state: 'FL',
      postalCode: '33101',
      country: 'US',
    });
  });
});

function ControlledStoreAddresses({ organization }: { organization: AddressFormValues | null }) {
  const [value, setValue] = useState<StoreAddressFormValues[]>([]);
  return (
    <>
      <StoreAddressesFields idPrefix="s" value={value} onChange={setValue} organizationAddress={organization} />
      <output data-testid="sent">{JSON.stringify(toStoreAddresses(value, organization))}</output>
    </>
  );
}

describe("a store's addresses", () => {
  it('has one billing and one shipping at most: adding hides its button, deleting removes it', () => {
    render(<ControlledStoreAddresses organization={null} />);
    fireEvent.click(screen.getByRole('button', { name: addressTexts.addBilling }));
    expect(screen.queryByRole('button', { name: addressTexts.addBilling })).toBeNull();
    expect(screen.getByRole('region', { name: addressTexts.billing })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: addressTexts.addShipping }));
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: addressTexts.remove(addressTexts.billing) }));
    expect(screen.queryByRole('region', { name: addressTexts.billing })).toBeNull();
    expect(screen.getByRole('button', { name: addressTexts.addBilling })).toBeTruthy();
    expect(screen.getByRole('region', { name: addressTexts.shipping })).toBeTruthy();
    // Without an organization address there is nothing to copy.
    expect(screen.queryByLabelText(addressTexts.sameAsOrganization)).toBeNull();
  });

  it("'same as organization address' shows the organization's address, locks the fields and sends it", () => {
    render(<ControlledStoreAddresses organization={{ ...filled, postalCode: '33101' }} />);
    fireEvent.click(screen.getByRole('button', { name: addressTexts.addShipping }));
    const shipping = screen.getByRole('region', { name: addressTexts.shipping });
    fireEvent.click(within(shipping).getByLabelText(addressTexts.sameAsOrganization));
    const line1 = within(shipping).getByLabelText(addressTexts.line1) as HTMLInputElement;
    expect(line1.value).toBe(' 1 Main St ');
    expect(line1.disabled).toBe(true);
    expect(JSON.parse(screen.getByTestId('sent').textContent!)).toEqual([
      { type: 'shipping', line1: '1 Main St', city: 'Miami', state: 'FL', postalCode: '33101', country: 'US' },
    ]);
  });
});
