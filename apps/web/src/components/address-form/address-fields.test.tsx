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
  it('takes digits only in the postal code and blocks key input beyond 5', async () => {
    const user = userEvent.setup();
    render(<ControlledAddress />);
    const postalCode = screen.getByLabelText(new RegExp(addressTexts.postalCode)) as HTMLInputElement;
    expect(postalCode.maxLength).toBe(5);
    await user.type(postalCode, '12a-3 4567');
    expect(postalCode.value).toBe('12345');
    // A paste is cleaned the same way.
    fireEvent.change(postalCode, { target: { value: '9x87654' } });
    expect(postalCode.value).toBe('98765');
    expect(sanitizePostalCode('ab')).toBe('');
  });

  it('offers the address country list', () => {
    render(<ControlledAddress />);
    const country = screen.getByLabelText(addressTexts.country) as HTMLSelectElement;
    const codes = [...country.options].map((option) => option.value).filter(Boolean);
    expect(codes).toEqual([
      'US',
      'CA',
      'MX',
      'AW',
      'BQ',
      'CW',
      'SX',
      'VI',
      'AN',
      'BL',
      'GP',
      'MQ',
      'GF',
      'MF',
      'JM',
      'KY',
      'VN',
      'CN',
    ]);
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
    expect(addressFormSchema.safeParse({ ...filled, postalCode: '123456' }).success).toBe(false);
    expect(addressFormSchema.safeParse({ ...filled, postalCode: '12a' }).success).toBe(false);
    expect(addressFormSchema.safeParse({ ...filled, country: 'FR' }).success).toBe(false);
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
