import type { Brand } from '@lineup/contracts/pim';
import { brandTexts } from '@lineup/contracts/texts/brands';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useUpdateBrand } from '@/features/brands/api/update-brand';
import { BrandForm } from '@/features/brands/components/brand-form';
import { BrandOrderRulesSection } from '@/features/brands/components/brand-order-rules-section';
import { BrandsFormPage, useBackToBrands } from '@/features/brands/components/brands-form-page';
import { brandIdOf, useKnownBrand } from '@/lib/hooks/use-known-brand';

/**
 * /home/brands/edit/{brandId}: its title also reads 'Create Brand'; 'Brand not set yet'
 * until the brand is known; an unknown id goes back to /home/brands with 'Brand not found'.
 * The brand comes from the brands list the /home layout loads (the sidebar's list). Its order
 * rules are a section of this feature under the form, saved on their own.
 * `sections` are the brand's sections from other features (its import format), placed under the
 * form once the brand is known: the route composes them, since a feature never imports another.
 */
export function BrandsEditPage({ sections }: { sections?: (brand: Brand) => ReactNode } = {}) {
  const { brandId } = useParams({ from: '/home/brands/edit/$brandId' });
  const update = useUpdateBrand(brandIdOf(brandId));
  const { brand } = useKnownBrand(brandId, { stay: update.isSuccess });
  const backToBrands = useBackToBrands();

  return (
    <BrandsFormPage
      after={
        brand ? (
          <>
            <BrandOrderRulesSection key={brand.id} brand={brand} />
            {sections ? sections(brand) : null}
          </>
        ) : null
      }
    >
      {brand ? (
        <BrandForm
          key={brand.id}
          mode="edit"
          brand={brand}
          submitLabel={brandTexts.editSubmit}
          pending={update.isPending}
          onBack={backToBrands.back}
          onSubmit={(request) => update.mutate(request, backToBrands.afterSave)}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{brandTexts.brandNotSetYet}</p>
      )}
    </BrandsFormPage>
  );
}
