import { shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { brandsQueryOptions, useBrands } from '@/api/brands/get-brands';
import { OrdersBrandPage } from '@/features/orders/components/orders-brand-page';
import { ordersListSearch } from '@/features/orders/orders-search';
import { getQueryClient } from '@/lib/query-client';

export const Route = createFileRoute('/home/orders/brand/$brandId')({
  validateSearch: ordersListSearch,
  // The brands list is the /home layout's (usually cached). A brand it does not hold is a 404; a list
  // that failed to load (already toasted) leaves the page with its fallback heading.
  loader: async ({ params }) => {
    const brands = await getQueryClient()
      .ensureQueryData(brandsQueryOptions())
      .catch(() => null);
    const brand = brands?.find((candidate) => String(candidate.id) === params.brandId);
    if (brands && !brand) throw notFound();
    return { brandName: brand?.name ?? null };
  },
  staticData: {
    crumbs: ({ params, loaderData }) => [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.orders, to: '/home/orders' },
      { label: shellTexts.byBrand },
      { label: (loaderData as { brandName: string | null } | undefined)?.brandName ?? params.brandId ?? '' },
    ],
  },
  component: OrdersBrandRoute,
});

function OrdersBrandRoute() {
  const { brandId } = Route.useParams();
  const brands = useBrands();
  const brand = brands.data?.find((candidate) => String(candidate.id) === brandId);
  return <OrdersBrandPage brandId={Number(brandId)} brandName={brand?.name} brandLoading={brands.isPending} />;
}
