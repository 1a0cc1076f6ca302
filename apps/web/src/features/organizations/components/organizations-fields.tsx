import { organizationTexts } from '@lineup/contracts/texts/customers';
import type * as React from 'react';
import {
  type Control,
  Controller,
  type FieldPathByValue,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { type AddressFieldErrors, AddressFields } from '@/components/address-form/address-fields';
import type { AddressFormValues } from '@/components/address-form/address-form-values';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * The organization's name as New Customer and Edit Customer ask for it: the label, the input and
 * its message, to lay out in a column. Edit Customer saves the name on its own, so it puts its
 * `saveButton` beside the input.
 */
export function OrganizationsNameField({
  registration,
  error,
  placeholder,
  saveButton,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  placeholder?: string;
  saveButton?: React.ReactNode;
}) {
  const input = (
    <Input
      id="organization-name"
      autoComplete="off"
      placeholder={placeholder}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'organization-name-error' : undefined}
      {...registration}
    />
  );
  return (
    <>
      <Label htmlFor="organization-name">{organizationTexts.organizationName}</Label>
      {saveButton ? (
        <div className="flex gap-2">
          {input}
          {saveButton}
        </div>
      ) : (
        input
      )}
      <FieldError id="organization-name-error">{error}</FieldError>
    </>
  );
}

/** The organization's address, wherever the form holds it. */
export function OrganizationsAddressField<Values extends FieldValues>({
  control,
  name,
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, AddressFormValues>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AddressFields
          idPrefix="organization-address"
          value={field.value as AddressFormValues}
          onChange={field.onChange}
          onBlur={field.onBlur}
          errors={fieldState.error as AddressFieldErrors | undefined}
        />
      )}
    />
  );
}
