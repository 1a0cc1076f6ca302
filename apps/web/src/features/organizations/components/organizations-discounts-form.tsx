import type { Organization } from '@lineup/contracts/organizations';
import { organizationTexts } from '@lineup/contracts/texts/customers';
import { useState } from 'react';
import { useBrands } from '@/api/brands/get-brands';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUpdateOrganizationDiscounts } from '@/features/organizations/api/update-organization-discounts';

/** A discount as typed: empty is none, otherwise a percent from 0 to 100 with at most two decimals. */
function parseDiscount(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return 'invalid';
  const percent = Number(trimmed);
  return percent <= 100 ? percent : 'invalid';
}

/**
 * The organization's discount per brand (`discounts`, keyed by brand id): every brand is listed,
 * an empty field means no discount. Saved all at once; a field that is not a percent blocks Save.
 */
export function OrganizationDiscountsForm({ organization }: { organization: Organization }) {
  const brands = useBrands();
  const update = useUpdateOrganizationDiscounts(organization.id);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(organization.discounts).map(([brandId, percent]) => [brandId, String(percent)])),
  );
  const [dirty, setDirty] = useState(false);
  const parsed = Object.fromEntries(Object.entries(values).map(([brandId, text]) => [brandId, parseDiscount(text)]));
  const invalid = Object.values(parsed).some((value) => value === 'invalid');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    const discounts: Record<string, number> = {};
    for (const [brandId, percent] of Object.entries(parsed))
      if (typeof percent === 'number') discounts[brandId] = percent;
    update.mutate(discounts, { onSuccess: () => setDirty(false) });
  };

  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4">
      <p className="text-sm text-muted-foreground">{organizationTexts.discountsDescription}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {(brands.data ?? []).map((brand) => {
          const id = `discount-${brand.id}`;
          const wrong = parsed[String(brand.id)] === 'invalid';
          return (
            <div key={brand.id} className="flex flex-col gap-1.5">
              <Label htmlFor={id}>{organizationTexts.discountLabel(brand.name)}</Label>
              <Input
                id={id}
                inputMode="decimal"
                autoComplete="off"
                value={values[String(brand.id)] ?? ''}
                aria-invalid={wrong ? true : undefined}
                aria-describedby={wrong ? `${id}-error` : undefined}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [String(brand.id)]: event.target.value }));
                  setDirty(true);
                }}
              />
              {wrong ? <FieldError id={`${id}-error`}>{organizationTexts.discountInvalid}</FieldError> : null}
            </div>
          );
        })}
      </div>
      <div>
        <Button type="submit" disabled={!dirty || invalid || update.isPending}>
          {organizationTexts.saveDiscounts}
        </Button>
      </div>
    </form>
  );
}
