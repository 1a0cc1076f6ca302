import { pageHeadings } from '@lineup/contracts/shell-texts';
import { brandTexts } from '@lineup/contracts/texts/brands';
import { useNavigate } from '@tanstack/react-router';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useCreateBrand } from '@/features/brands/api/create-brand';
import { BrandForm } from '@/features/brands/components/brand-form';

/** /home/brands/create: success returns to /home/brands. */
export function BrandsCreatePage() {
  const navigate = useNavigate();
  const creation = useCreateBrand();
  const backToList = () => navigate({ to: '/home/brands' });
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={pageHeadings.createBrand} className="mb-2" />
      <Card>
        <CardContent>
          <BrandForm
            mode="create"
            submitLabel={brandTexts.createSubmit}
            pending={creation.isPending}
            onBack={backToList}
            onSubmit={(request) =>
              creation.mutate(request, { onSuccess: () => navigate({ to: '/home/brands', ignoreBlocker: true }) })
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
