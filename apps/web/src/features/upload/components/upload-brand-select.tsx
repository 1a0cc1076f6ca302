import { errorMessages } from '@lineup/contracts/error-messages';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { useId } from 'react';
import { useBrands } from '@/api/brands/get-brands';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/**
 * The line-list form's brand: only brands with an import format can be chosen (the server reads a
 * line list with its brand's format); the others are listed as '(WIP)', disabled, and the select's
 * description (and each one's title) says why and where to set one up.
 */
export function UploadBrandSelect({
  brandId,
  onChange,
}: {
  brandId: number | null;
  onChange: (brandId: number | null) => void;
}) {
  const ids = { brand: useId(), hint: useId() };
  const brands = useBrands();
  const someBrandWip = (brands.data ?? []).some((brand) => !brand.hasImportFormat);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={ids.brand}>{uploadDialogTexts.brand}</Label>
      <NativeSelect
        id={ids.brand}
        value={brandId === null ? '' : String(brandId)}
        disabled={brands.isPending}
        aria-describedby={someBrandWip ? ids.hint : undefined}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="" disabled>
          {brands.isPending ? uploadDialogTexts.brandsLoading : uploadDialogTexts.selectBrand}
        </option>
        {(brands.data ?? []).map((brand) => {
          const selectable = brand.hasImportFormat;
          return (
            <option
              key={brand.id}
              value={brand.id}
              disabled={!selectable}
              title={selectable ? undefined : uploadDialogTexts.wipReason}
            >
              {selectable ? brand.name : uploadDialogTexts.wip(brand.name)}
            </option>
          );
        })}
      </NativeSelect>
      {someBrandWip ? (
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {uploadDialogTexts.wipReason}
        </p>
      ) : null}
      {brands.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessages.brandListNotLoaded}
        </p>
      ) : null}
    </div>
  );
}
