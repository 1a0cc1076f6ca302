import { shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute } from '@tanstack/react-router';
import { useBrands } from '@/api/brands/get-brands';
import { LineListsPage } from '@/features/line-lists/components/line-lists-page';
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

function BrandLineListsRoute() {
  const { brandId } = Route.useParams();
  const brands = useBrands();
  const brand = brands.data?.find((candidate) => String(candidate.id) === brandId);
  return <LineListsPage brandId={brandId} brandName={brand?.name} brandLoading={brands.isPending} />;
}
