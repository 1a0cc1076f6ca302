import { organizationTexts, storeTexts } from '@lineup/contracts/texts/customers';
import { Trash2 } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { AddressFieldErrors } from '@/components/address-form/address-fields';
import { StoreAddressesFields } from '@/components/address-form/store-addresses-fields';
import { BrandFocusFields, type BrandOption } from '@/components/brand-focus/brand-focus-fields';
import { brandFocusErrors } from '@/components/brand-focus/brand-focus-values';
import { OwnershipSelect } from '@/components/ownership-select/ownership-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Separator } from '@/components/ui/separator';
import { Textarea } from '@/components/ui/textarea';
import type { CustomerFormValues } from '@/features/organizations/components/organizations-customer-values';

/**
 * One store of a new customer: name ('Main Store' / 'New Store' by default), ownership,
 * description, its addresses (copying the organization's where asked) and its brand focus with each
 * brand's catalog segment. `onRemove` is absent for the first store, which cannot be removed.
 */
export function OrganizationsStoreCard({
  index,
  brands,
  onRemove,
}: {
  index: number;
  brands: BrandOption[];
  onRemove?: () => void;
}) {
  const form = useFormContext<CustomerFormValues>();
  const errors = form.formState.errors.stores?.[index];
  const organizationAddress = useWatch({ control: form.control, name: 'organization.address' });
  const name = useWatch({ control: form.control, name: `stores.${index}.name` });
  const prefix = `store-${index}`;
  const addressErrors = errors?.addresses as unknown as (AddressFieldErrors | undefined)[] | undefined;
  const brandErrors = brandFocusErrors(errors?.brandFocus);

  return (
    <section
      aria-labelledby={`${prefix}-title`}
      className="flex flex-col gap-5 rounded-xl border p-4 sm:p-5"
      data-testid="customer-store"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${prefix}-title`} className="font-medium">
          {name.trim() || organizationTexts.storeNumber(index + 1)}
        </h3>
        {onRemove ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={organizationTexts.removeStore(name.trim() || organizationTexts.storeNumber(index + 1))}
            title={organizationTexts.removeStore(name.trim() || organizationTexts.storeNumber(index + 1))}
            onClick={onRemove}
          >
            <Trash2 className="text-destructive" />
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${prefix}-name`} label={organizationTexts.storeName} error={errors?.name?.message}>
          <Input autoComplete="off" {...form.register(`stores.${index}.name`)} />
        </FormField>
        <FormField id={`${prefix}-ownership`} label={storeTexts.ownership}>
          <OwnershipSelect {...form.register(`stores.${index}.ownership`)} />
        </FormField>
        <FormField id={`${prefix}-description`} label={organizationTexts.storeDescription} className="sm:col-span-2">
          <Textarea rows={2} {...form.register(`stores.${index}.description`)} />
        </FormField>
      </div>
      <Separator />
      <Controller
        control={form.control}
        name={`stores.${index}.addresses`}
        render={({ field }) => (
          <StoreAddressesFields
            idPrefix={`${prefix}-address`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errors={addressErrors}
            organizationAddress={organizationAddress}
          />
        )}
      />
      <Separator />
      <Controller
        control={form.control}
        name={`stores.${index}.brandFocus`}
        render={({ field }) => (
          <BrandFocusFields
            idPrefix={`${prefix}-brand-focus`}
            value={field.value}
            onChange={field.onChange}
            brands={brands}
            error={brandErrors.error}
            rowErrors={brandErrors.rowErrors}
          />
        )}
      />
    </section>
  );
}
