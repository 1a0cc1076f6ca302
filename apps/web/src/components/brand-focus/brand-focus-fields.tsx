import { CATALOG_SEGMENT_OPTIONS, STORE_SEGMENTATIONS } from '@lineup/contracts/constants';
import { storeTypeFor } from '@lineup/contracts/stores';
import { brandFocusTexts, storeTexts } from '@lineup/contracts/texts/customers';
import { Plus, Trash2 } from 'lucide-react';
import {
  type BrandFocusRowValues,
  chosenBrandCount,
  newBrandFocusRow,
} from '@/components/brand-focus/brand-focus-values';
import { SelectOptions } from '@/components/select-options/select-options';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';

export type BrandOption = { id: number; name: string; status?: 'active' | 'inactive' };

/** A store's focus type: monobrand with 0 or 1 brands, multi-brand with more. */
export function storeTypeLabel(brandCount: number): string {
  return storeTypeFor(brandCount) === 'multi-brand' ? storeTexts.multiBrand : storeTexts.monobrand;
}

/**
 * A store's brand focus: brands with a segmentation Good, Better or Best (a new
 * one defaults to good) and a catalog segment (which of the brand's catalogs the store sees in the
 * customer portal; 'Not set' shows it none); the store type follows the number of brands. Errors
 * about the brand selection are shown under the 'Brand Focus' title.
 */
export function BrandFocusFields({
  idPrefix,
  value,
  onChange,
  brands,
  error,
  rowErrors,
  disabled = false,
  headingLevel = 'h4',
}: {
  idPrefix: string;
  value: BrandFocusRowValues[];
  onChange: (value: BrandFocusRowValues[]) => void;
  brands: BrandOption[];
  /** The error about the whole selection (e.g. no brand). */
  error?: string;
  /** Errors per row, in the order of `value`. */
  rowErrors?: (string | undefined)[];
  disabled?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  const Heading = headingLevel;
  const count = chosenBrandCount(value);
  const replace = (index: number, next: BrandFocusRowValues) =>
    onChange(value.map((row, i) => (i === index ? next : row)));
  const selectable = brands.filter((brand) => brand.status !== 'inactive');
  const canAdd = value.length < selectable.length;

  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${idPrefix}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading
          id={`${idPrefix}-title`}
          className={headingLevel === 'h2' ? 'font-semibold leading-none' : 'text-sm font-medium'}
        >
          {brandFocusTexts.title}
        </Heading>
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          {brandFocusTexts.storeType}
          <Badge variant="secondary" data-testid={`${idPrefix}-store-type`}>
            {storeTypeLabel(count)}
          </Badge>
        </span>
      </div>
      {error ? (
        <p id={`${idPrefix}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {value.length === 0 ? <p className="text-sm text-muted-foreground">{brandFocusTexts.noBrands}</p> : null}
      {value.map((row, index) => {
        const taken = new Set(value.filter((_, i) => i !== index).map((other) => other.brandId));
        const options = brands.filter(
          (brand) => String(brand.id) === row.brandId || (!taken.has(String(brand.id)) && brand.status !== 'inactive'),
        );
        const rowError = rowErrors?.[index];
        const rowId = `${idPrefix}-${index}`;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity before a brand is chosen.
            key={index}
            className="flex flex-wrap items-start gap-3 rounded-lg border p-3"
            data-testid={`${idPrefix}-row`}
          >
            <div className="flex min-w-48 flex-1 flex-col gap-2">
              <Label htmlFor={`${rowId}-brand`}>{brandFocusTexts.brand}</Label>
              <NativeSelect
                id={`${rowId}-brand`}
                value={row.brandId}
                disabled={disabled}
                aria-invalid={rowError ? true : undefined}
                aria-describedby={rowError ? `${rowId}-brand-error` : undefined}
                onChange={(event) => replace(index, { ...row, brandId: event.target.value })}
              >
                <SelectOptions
                  emptyLabel={brandFocusTexts.selectBrand}
                  choices={options.map((brand) => ({ value: String(brand.id), label: brand.name }))}
                />
              </NativeSelect>
              {rowError ? (
                <p id={`${rowId}-brand-error`} role="alert" className="text-sm text-destructive">
                  {rowError}
                </p>
              ) : null}
            </div>
            <fieldset className="flex flex-col gap-2" disabled={disabled}>
              <legend className="mb-2 text-sm font-medium">{brandFocusTexts.segmentation}</legend>
              <div className="inline-flex rounded-md border p-0.5">
                {STORE_SEGMENTATIONS.map((segmentation) => (
                  <label
                    key={segmentation}
                    className={cn(
                      'cursor-pointer rounded px-3 py-1 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                      row.segmentation === segmentation
                        ? 'bg-primary text-primary-foreground'
                        : 'text-muted-foreground hover:bg-accent',
                    )}
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`${rowId}-segmentation`}
                      value={segmentation}
                      checked={row.segmentation === segmentation}
                      onChange={() => replace(index, { ...row, segmentation })}
                    />
                    {brandFocusTexts.segmentations[segmentation]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex min-w-40 flex-col gap-2">
              <Label htmlFor={`${rowId}-catalog-segment`}>{brandFocusTexts.catalogSegment}</Label>
              <NativeSelect
                id={`${rowId}-catalog-segment`}
                value={row.catalogSegment}
                disabled={disabled}
                onChange={(event) =>
                  replace(index, {
                    ...row,
                    catalogSegment: event.target.value as BrandFocusRowValues['catalogSegment'],
                  })
                }
              >
                <SelectOptions emptyLabel={brandFocusTexts.catalogSegmentNotSet} choices={CATALOG_SEGMENT_OPTIONS} />
              </NativeSelect>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="mt-6"
              disabled={disabled}
              aria-label={brandFocusTexts.remove(index + 1)}
              title={brandFocusTexts.remove(index + 1)}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <Trash2 className="text-destructive" />
            </Button>
          </div>
        );
      })}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || !canAdd}
          onClick={() => onChange([...value, newBrandFocusRow()])}
        >
          <Plus />
          {brandFocusTexts.addBrand}
        </Button>
      </div>
    </section>
  );
}
