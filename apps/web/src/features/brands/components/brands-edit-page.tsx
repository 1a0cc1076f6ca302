import { pageHeadings } from '@lineup/contracts/shell-texts';
import { brandTexts } from '@lineup/contracts/texts/brands';
import { useNavigate, useParams } from '@tanstack/react-router';
import type { Brand } from '@lineup/contracts/pim';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useUpdateBrand } from '@/features/brands/api/update-brand';
import { BrandForm } from '@/features/brands/components/brand-form';
import { brandIdOf, useKnownBrand } from '@/lib/hooks/use-known-brand';

/**
 * /home/brands/edit/{brandId}: its title also reads 'Create Brand'; 'Brand not set yet'
 * until the brand is known; an unknown id goes back to /home/brands with 'Brand not found'.
 * The brand comes from the brands list the /home layout loads (the sidebar's list).
 * `sections` are the brand's sections from other features (its import format), placed under the
 * form once the brand is known: the route composes them, since a feature never imports another.
 */
export function BrandsEditPage({ sections }: { sections?: (brand: Brand) => ReactNode } = {}) {
  const { brandId } = useParams({ from: '/home/brands/edit/$brandId' });
  const navigate = useNavigate();
  const update = useUpdateBrand(brandIdOf(brandId));
  const { brand } = useKnownBrand(brandId, { stay: update.isSuccess });
  const backToList = () => navigate({ to: '/home/brands' });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={pageHeadings.createBrand} className="mb-2" />
      <Card>
        <CardContent>
          {brand ? (
            <BrandForm
              key={brand.id}
              mode="edit"
              brand={brand}
              submitLabel={brandTexts.editSubmit}
              pending={update.isPending}
              onBack={backToList}
              onSubmit={(request) =>
                update.mutate(request, { onSuccess: () => navigate({ to: '/home/brands', ignoreBlocker: true }) })
              }
            />
          ) : (
            <p className="text-sm text-muted-foreground">{brandTexts.brandNotSetYet}</p>
          )}
        </CardContent>
      </Card>
      {brand && sections ? sections(brand) : null}
    </div>
  );
}
