import { zodResolver } from '@hookform/resolvers/zod';
import { BRAND_CATEGORY_ID } from '@lineup/contracts/constants';
import {
  type Brand,
  type BrandFormValues,
  brandFormSchema,
  brandFormToRequest,
  type CreateBrandRequest,
} from '@lineup/contracts/pim';
import { brandTexts } from '@lineup/contracts/texts/brands';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { UnsavedChangesDialog } from '@/components/ui/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';

export type BrandRequest = CreateBrandRequest & { description: string | null };

export function brandFormDefaults(brand?: Brand): BrandFormValues {
  return {
    name: brand?.name ?? '',
    hasDescription: Boolean(brand?.description),
    description: brand?.description ?? '',
    categoryId: brand?.categoryId ?? BRAND_CATEGORY_ID,
    // The edit form holds the brand's wholesale price rule; a new brand starts at the default.
    ...(brand && { wholesalePercent: String(brand.wholesalePercent) }),
  };
}

/**
 * The create and edit form: name required ('Name is required cannot be empty'), at most
 * 100 characters on edit; the description is editable only while 'Has Description' is checked
 * (unchecking clears it; empty is sent as none); categoryId is always 1. The edit form also holds
 * the wholesale price rule (percent of the MSRP order lines are priced at). Submit stays disabled
 * while the form has errors or a request is running. Leaving with unsaved changes asks first; the
 * caller's navigation after a successful save passes `ignoreBlocker`.
 */
export function BrandForm({
  mode,
  brand,
  submitLabel,
  pending,
  onSubmit,
  onBack,
}: {
  mode: 'create' | 'edit';
  brand?: Brand;
  submitLabel: string;
  pending: boolean;
  onSubmit: (request: BrandRequest) => void;
  onBack: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(brandFormSchema),
    mode: 'onChange',
    defaultValues: brandFormDefaults(brand),
  });
  const { errors, isValid, isDirty } = form.formState;
  const leaving = useUnsavedChangesGuard(isDirty);
  const hasDescription = form.watch('hasDescription');

  return (
    <form
      noValidate
      className="flex max-w-xl flex-col gap-5"
      onSubmit={form.handleSubmit((values) => onSubmit(brandFormToRequest(values)))}
    >
      <FormField id="brand-name" label={brandTexts.nameLabel} error={errors.name?.message}>
        <Input placeholder={brandTexts.namePlaceholder} autoComplete="off" {...form.register('name')} />
      </FormField>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="hasDescription"
          render={({ field }) => (
            <Checkbox
              id="brand-has-description"
              checked={field.value}
              onCheckedChange={(checked) => {
                field.onChange(checked === true);
                if (checked !== true) form.setValue('description', '', { shouldValidate: true });
              }}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor="brand-has-description" className="font-normal">
          {brandTexts.hasDescription}
        </Label>
      </div>
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <FormField id="brand-description" label={brandTexts.descriptionLabel}>
            <Textarea placeholder={brandTexts.descriptionPlaceholder} disabled={!hasDescription} rows={4} {...field} />
          </FormField>
        )}
      />
      {mode === 'edit' ? (
        <FormField
          id="brand-wholesale-percent"
          label={brandTexts.wholesalePercentLabel}
          hint={brandTexts.wholesalePercentHint}
          error={errors.wholesalePercent?.message}
        >
          <Input inputMode="decimal" autoComplete="off" className="max-w-32" {...form.register('wholesalePercent')} />
        </FormField>
      ) : null}
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          {brandTexts.back}
        </Button>
        <Button type="submit" disabled={!isValid || pending}>
          {submitLabel}
        </Button>
      </div>
      <UnsavedChangesDialog blocker={leaving} />
    </form>
  );
}
