import { POSTAL_CODE_MAX_LENGTH, US_POSTAL_CODE_MAX_DIGITS } from '@lineup/contracts/constants';
import { postalCodeFormats } from '@lineup/contracts/postal-code-formats';
import { addressTexts } from '@lineup/contracts/texts/customers';
import type * as React from 'react';
import { type AddressFormValues, sanitizePostalCode } from '@/components/address-form/address-form-values';
import { CountryCombobox } from '@/components/address-form/country-combobox';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

type FieldName = keyof AddressFormValues;
export type AddressFieldErrors = Partial<Record<FieldName, { message?: string } | undefined>>;

export type SameAsOrganization = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The organization's address as it stands; null hides the checkbox (there is nothing to copy). */
  address: AddressFormValues | null;
};

/** Keys that never belong in a United States postal code: anything printable that is not a digit. */
function blockNonDigit(event: React.KeyboardEvent<HTMLInputElement>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key.length === 1 && !/\d/.test(event.key)) event.preventDefault();
}

/**
 * The reusable address form: line1, line2, city, postal code, state, country (searchable) and,
 * where a store can copy its organization's address, 'same as organization address'. While that
 * box is checked the fields show the organization's address and cannot be edited.
 */
export function AddressFields({
  idPrefix,
  value,
  onChange,
  onBlur,
  errors,
  disabled = false,
  sameAsOrganization,
  className,
}: {
  idPrefix: string;
  value: AddressFormValues;
  onChange: (value: AddressFormValues) => void;
  onBlur?: () => void;
  errors?: AddressFieldErrors;
  disabled?: boolean;
  sameAsOrganization?: SameAsOrganization;
  className?: string;
}) {
  const copying = Boolean(sameAsOrganization?.checked && sameAsOrganization.address);
  const shown = copying ? sameAsOrganization!.address! : value;
  const locked = disabled || copying;
  const showSameAs = sameAsOrganization && (sameAsOrganization.address !== null || sameAsOrganization.checked);

  const set = (field: FieldName, text: string) => onChange({ ...value, [field]: text });
  // A United States postal code is digits only, at most 5; any other country's is kept as typed.
  const postalCodeInput =
    shown.country === 'US'
      ? {
          inputMode: 'numeric' as const,
          pattern: '[0-9]*',
          maxLength: US_POSTAL_CODE_MAX_DIGITS,
          onKeyDown: blockNonDigit,
        }
      : { maxLength: POSTAL_CODE_MAX_LENGTH, placeholder: postalCodeFormats[shown.country] };
  const errorOf = (field: FieldName) => (copying ? undefined : errors?.[field]?.message);
  const fieldProps = (field: FieldName) => {
    const error = errorOf(field);
    return {
      id: `${idPrefix}-${field}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${idPrefix}-${field}-error` : undefined,
      disabled: locked,
      onBlur,
    };
  };
  const errorText = (field: FieldName) => {
    const error = errorOf(field);
    return error ? (
      <p id={`${idPrefix}-${field}-error`} role="alert" className="text-sm text-destructive">
        {error}
      </p>
    ) : null;
  };

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      {showSameAs ? (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${idPrefix}-same-as-organization`}
            checked={sameAsOrganization!.checked}
            disabled={disabled}
            onCheckedChange={(checked) => sameAsOrganization!.onCheckedChange(checked === true)}
          />
          <Label htmlFor={`${idPrefix}-same-as-organization`} className="font-normal first-letter:uppercase">
            {addressTexts.sameAsOrganization}
          </Label>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2 sm:col-span-2">
          <Label htmlFor={`${idPrefix}-line1`}>{addressTexts.line1}</Label>
          <Input
            {...fieldProps('line1')}
            autoComplete="off"
            value={shown.line1}
            onChange={(event) => set('line1', event.target.value)}
          />
          {errorText('line1')}
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <Label htmlFor={`${idPrefix}-line2`}>
            {addressTexts.line2} <span className="font-normal text-muted-foreground">{addressTexts.optional}</span>
          </Label>
          <Input
            {...fieldProps('line2')}
            autoComplete="off"
            value={shown.line2}
            onChange={(event) => set('line2', event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${idPrefix}-city`}>{addressTexts.city}</Label>
          <Input
            {...fieldProps('city')}
            autoComplete="off"
            value={shown.city}
            onChange={(event) => set('city', event.target.value)}
          />
          {errorText('city')}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${idPrefix}-postalCode`}>
            {addressTexts.postalCode} <span className="font-normal text-muted-foreground">{addressTexts.optional}</span>
          </Label>
          <Input
            {...fieldProps('postalCode')}
            {...postalCodeInput}
            autoComplete="off"
            value={shown.postalCode}
            onChange={(event) => set('postalCode', sanitizePostalCode(event.target.value, shown.country))}
          />
          {errorText('postalCode')}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${idPrefix}-state`}>{addressTexts.state}</Label>
          <Input
            {...fieldProps('state')}
            autoComplete="off"
            value={shown.state}
            onChange={(event) => set('state', event.target.value)}
          />
          {errorText('state')}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${idPrefix}-country`}>{addressTexts.country}</Label>
          <CountryCombobox {...fieldProps('country')} value={shown.country} onChange={(code) => set('country', code)} />
          {errorText('country')}
        </div>
      </div>
    </div>
  );
}
