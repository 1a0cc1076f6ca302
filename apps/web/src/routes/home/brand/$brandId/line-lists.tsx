import { hasLineListImporter } from '@lineup/contracts/line-list-importers';
import { shellTexts } from '@lineup/contracts/shell-texts';
import { lineListTexts } from '@lineup/contracts/texts/line-lists';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { LineListsPage } from '@/features/line-lists/components/line-lists-page';
import { UploadInventoryDialog } from '@/features/upload/components/upload-inventory-dialog';
import { useKnownBrand } from '@/lib/hooks/use-known-brand';
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

/**
 * The brand's line lists; its 'Upload New Line List' opens the Upload Inventory dialog for the
 * brand. An unknown brand goes back to /home/brands with 'Brand not found'.
 */
function BrandLineListsRoute() {
  const { brandId } = Route.useParams();
  const { brand, loading } = useKnownBrand(brandId);
  const [uploadOpen, setUploadOpen] = useState(false);
  const importable = brand !== undefined && hasLineListImporter(brand.name);
  return (
    <>
      <LineListsPage
        brandId={brandId}
        brandName={brand?.name}
        brandLoading={loading}
        onUploadNewLineList={importable ? () => setUploadOpen(true) : undefined}
        uploadDisabledReason={brand && !importable ? lineListTexts.uploadNeedsImportFormat(brand.name) : undefined}
      />
      {importable ? <UploadInventoryDialog open={uploadOpen} onOpenChange={setUploadOpen} brandId={brand.id} /> : null}
    </>
  );
}
