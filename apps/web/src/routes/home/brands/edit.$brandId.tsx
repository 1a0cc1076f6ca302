import { createFileRoute } from '@tanstack/react-router';
import { BrandsEditPage } from '@/features/brands/components/brands-edit-page';
import { ImportFormatSection } from '@/features/import-format/components/import-format-section';

export const Route = createFileRoute('/home/brands/edit/$brandId')({ component: BrandEditRoute });

/** The brand's form, and under it the brand's import format (a feature of its own). */
function BrandEditRoute() {
  return <BrandsEditPage sections={(brand) => <ImportFormatSection key={brand.id} brandId={brand.id} />} />;
}
