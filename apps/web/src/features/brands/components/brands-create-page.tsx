import { brandTexts } from '@lineup/contracts/texts/brands';
import { useCreateBrand } from '@/features/brands/api/create-brand';
import { BrandForm } from '@/features/brands/components/brand-form';
import { BrandsFormPage, useBackToBrands } from '@/features/brands/components/brands-form-page';

/** /home/brands/create: success returns to /home/brands. */
export function BrandsCreatePage() {
  const creation = useCreateBrand();
  const backToBrands = useBackToBrands();
  return (
    <BrandsFormPage>
      <BrandForm
        mode="create"
        submitLabel={brandTexts.createSubmit}
        pending={creation.isPending}
        onBack={backToBrands.back}
        onSubmit={(request) => creation.mutate(request, backToBrands.afterSave)}
      />
    </BrandsFormPage>
  );
}
