import { hasLineListImporter } from '@lineup/contracts/line-list-importers';
import { shellTexts } from '@lineup/contracts/shell-texts';
import { lineListTexts } from '@lineup/contracts/texts/line-lists';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useBrands } from '@/api/brands/get-brands';
import { LineListsPage } from '@/features/line-lists/components/line-lists-page';
import { UploadInventoryDialog } from '@/features/upload/components/upload-inventory-dialog';
import { listSearch } from '@/lib/search-params';

export const Route = createFileRoute('/home/brand/$brandId/line-lists')({
  validateSearch: listSearch,
  staticData: {
    crumbs: [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.brands, to: '/home/brands' },
      { label: shellTexts.lineLists },
    ],
  },
  component: BrandLineListsRoute,
});

/** The brand's line lists; its 'Upload New Line List' opens the Upload Inventory dialog for the brand. */
function BrandLineListsRoute() {
  const { brandId } = Route.useParams();
  const brands = useBrands();
  const brand = brands.data?.find((candidate) => String(candidate.id) === brandId);
  const [uploadOpen, setUploadOpen] = useState(false);
  const importable = brand !== undefined && hasLineListImporter(brand.name);
  return (
    <>
      <LineListsPage
        brandId={brandId}
        brandName={brand?.name}
        brandLoading={brands.isPending}
        onUploadNewLineList={importable ? () => setUploadOpen(true) : undefined}
        uploadDisabledReason={brand && !importable ? lineListTexts.uploadNeedsImportFormat(brand.name) : undefined}
      />
      {importable ? <UploadInventoryDialog open={uploadOpen} onOpenChange={setUploadOpen} brandId={brand.id} /> : null}
    </>
  );
}
