import { storeTexts } from '@lineup/contracts/texts/customers';
import type { UserWithMemberships } from '@lineup/contracts/users';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { AddressFieldErrors } from '@/components/address-form/address-fields';
import type { AddressFormValues, StoreAddressFormValues } from '@/components/address-form/address-form-values';
import { StoreAddressesFields } from '@/components/address-form/store-addresses-fields';
import { BrandFocusFields, type BrandOption } from '@/components/brand-focus/brand-focus-fields';
import { type BrandFocusRowValues, brandFocusErrors } from '@/components/brand-focus/brand-focus-values';
import { OwnershipSelect } from '@/components/ownership-select/ownership-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { StoreBasicInfoFormValues } from '@/features/stores/components/stores-form';
import { StoresMainContactSelect } from '@/features/stores/components/stores-main-contact-select';

type StoreFieldValues = StoreBasicInfoFormValues & {
  addresses: StoreAddressFormValues[];
  brandFocus: BrandFocusRowValues[];
};

/**
 * The store's form seen through the fields these components render. Both store forms hold them
 * under the same names; react-hook-form's paths cannot follow a generic form type, hence the cast.
 */
function storeFieldsOf<Values extends Partial<StoreFieldValues>>(form: UseFormReturn<Values>) {
  return form as unknown as UseFormReturn<StoreFieldValues>;
}

/**
 * A store's name, main contact (a member of its organization), ownership and description, as New
 * Store and the store's Basic Info section both ask for them. The main contact is `disabled` until
 * there are members to choose from; New Store suggests a name with `namePlaceholder`.
 */
export function StoresBasicInfoFields<Values extends StoreBasicInfoFormValues>({
  form,
  members,
  mainContactDisabled,
  namePlaceholder,
}: {
  form: UseFormReturn<Values>;
  members: UserWithMemberships[];
  mainContactDisabled?: boolean;
  namePlaceholder?: string;
}) {
  const store = storeFieldsOf(form);
  return (
    <>
      <FormField id="store-name" label={storeTexts.name} error={store.formState.errors.name?.message}>
        <Input autoComplete="off" placeholder={namePlaceholder} {...store.register('name')} />
      </FormField>
      <Controller
        control={store.control}
        name="mainContactUserId"
        render={({ field }) => (
          <FormField id="store-main-contact" label={storeTexts.mainContact} hint={storeTexts.mainContactHint}>
            <StoresMainContactSelect {...field} members={members} disabled={mainContactDisabled} />
          </FormField>
        )}
      />
      <FormField id="store-ownership" label={storeTexts.ownership}>
        <OwnershipSelect {...store.register('ownership')} />
      </FormField>
      <FormField id="store-description" label={storeTexts.description} className="sm:col-span-2">
        <Textarea rows={3} {...store.register('description')} />
      </FormField>
    </>
  );
}

/** A store's billing and shipping addresses; `organizationAddress` is what 'same as organization' copies. */
export function StoresAddressesField<Values extends { addresses: StoreAddressFormValues[] }>({
  form,
  organizationAddress,
}: {
  form: UseFormReturn<Values>;
  organizationAddress: AddressFormValues | null;
}) {
  const store = storeFieldsOf(form);
  return (
    <Controller
      control={store.control}
      name="addresses"
      render={({ field }) => (
        <StoreAddressesFields
          idPrefix="store-address"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          errors={store.formState.errors.addresses as unknown as (AddressFieldErrors | undefined)[] | undefined}
          organizationAddress={organizationAddress}
        />
      )}
    />
  );
}

/** A store's brand focus: brands with Good / Better / Best and a catalog segment, under 'Brand Focus'. */
export function StoresBrandFocusField<Values extends { brandFocus: BrandFocusRowValues[] }>({
  form,
  brands,
  headingLevel,
}: {
  form: UseFormReturn<Values>;
  brands: BrandOption[];
  headingLevel: 'h2' | 'h3';
}) {
  const store = storeFieldsOf(form);
  const errors = brandFocusErrors(store.formState.errors.brandFocus);
  return (
    <Controller
      control={store.control}
      name="brandFocus"
      render={({ field }) => (
        <BrandFocusFields
          idPrefix="store-brand-focus"
          headingLevel={headingLevel}
          value={field.value}
          onChange={field.onChange}
          brands={brands}
          error={errors.error}
          rowErrors={errors.rowErrors}
        />
      )}
    />
  );
}
