import type { Brand } from '@lineup/contracts/pim';
import { shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute } from '@tanstack/react-router';
import { brandsQueryOptions } from '@/api/brands/get-brands';
import { BrandsEditPage } from '@/features/brands/components/brands-edit-page';
import { ImportFormatSection } from '@/features/import-format/components/import-format-section';
import { getQueryClient } from '@/lib/query-client';

export const Route = createFileRoute('/home/brands/edit/$brandId')({
  // The brand's name for the crumbs, from the brands list the /home layout loads. The page does not
  // wait for it (it says 'Brand not set yet' meanwhile): when the list is not cached yet, the name
  // is a promise the crumbs show once it settles. A list that failed to load (already toasted) or
  // an id no brand has (the page goes back to /home/brands) leaves the crumbs without a name.
  loader: ({ params }): { brandName: string | null | Promise<string | null> } => {
    const nameOf = (brands: Brand[]) => brands.find((brand) => String(brand.id) === params.brandId)?.name ?? null;
    const queryClient = getQueryClient();
    const cached = queryClient.getQueryData(brandsQueryOptions().queryKey);
    if (cached) return { brandName: nameOf(cached) };
    return { brandName: queryClient.ensureQueryData(brandsQueryOptions()).then(nameOf, () => null) };
  },
  staticData: {
    // Home › Brands › the brand's name › Edit: the crumbs say which brand is edited, not its id.
    crumbs: ({ loaderData }) => {
      const brandName = (loaderData as { brandName?: string | null | Promise<string | null> } | undefined)?.brandName;
      return [
        { label: shellTexts.home, to: '/home' },
        { label: shellTexts.brands, to: '/home/brands' },
        ...(brandName ? [{ label: brandName }] : []),
        { label: shellTexts.edit },
      ];
    },
  },
  component: BrandEditRoute,
});

/** The brand's form, and under it the brand's import format (a feature of its own). */
function BrandEditRoute() {
  return <BrandsEditPage sections={(brand) => <ImportFormatSection key={brand.id} brandId={brand.id} />} />;
}
