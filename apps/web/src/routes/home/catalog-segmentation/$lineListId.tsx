import { pageHeadings, shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute } from '@tanstack/react-router';
import type { Crumb } from '@/app/shell/breadcrumbs';
import { SegmentationPage } from '@/features/segmentation/components/segmentation-page';
import { loadSegmentation } from '@/features/segmentation/segmentation-loader';
import { segmentationSearch } from '@/features/segmentation/segmentation-search';

export const Route = createFileRoute('/home/catalog-segmentation/$lineListId')({
  validateSearch: segmentationSearch,
  // Split into its own chunk with the loader: the route table itself stays free of TanStack Query.
  loader: ({ params }) => loadSegmentation(params.lineListId),
  staticData: {
    // Home › Catalogs › line list name, once the loader knows the name.
    crumbs: ({ loaderData }) =>
      (loaderData as { crumbs?: Crumb[] } | undefined)?.crumbs ?? [
        { label: shellTexts.home, to: '/home' },
        { label: pageHeadings.catalogs, to: '/home/catalogs' },
        { label: pageHeadings.catalogSegmentation },
      ],
  },
  component: SegmentationRoute,
});

function SegmentationRoute() {
  const { lineListId } = Route.useLoaderData();
  return <SegmentationPage key={lineListId} lineListId={lineListId} />;
}
