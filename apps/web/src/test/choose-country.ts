import { addressTexts } from '@lineup/contracts/texts/customers';
import { fireEvent, screen, within } from '@testing-library/react';
import { countryLabel } from '@/components/address-form/address-form-values';

/**
 * Chooses a country in an address form's country list (CountryCombobox) as a click would: opens
 * the list from the field labelled 'Country' inside `scope` and clicks the country's option.
 */
export function chooseCountry(scope: HTMLElement, code: string) {
  fireEvent.click(within(scope).getByLabelText(addressTexts.country));
  fireEvent.click(screen.getByRole('option', { name: countryLabel(code) }));
}
