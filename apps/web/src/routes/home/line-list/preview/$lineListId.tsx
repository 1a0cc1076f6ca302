import { shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute } from '@tanstack/react-router';
import type { Crumb } from '@/app/shell/breadcrumbs';
import { LineListPreviewPage } from '@/features/line-list-preview/components/line-list-preview-page';
import { loadLineListPreview } from '@/features/line-list-preview/line-list-preview-loader';
import { previewSearch } from '@/features/line-list-preview/line-list-preview-search';

export const Route = createFileRoute('/home/line-list/preview/$lineListId')({
  validateSearch: previewSearch,
  loader: ({ params }) => loadLineListPreview(params.lineListId),
  staticData: {
    // home › line-list › preview › name, once the loader knows the name.
    crumbs: ({ loaderData }) =>
      (loaderData as { crumbs?: Crumb[] } | undefined)?.crumbs ?? [{ label: shellTexts.home, to: '/home' }],
  },
  component: LineListPreviewRoute,
});

function LineListPreviewRoute() {
  const { lineListId } = Route.useParams();
  return <LineListPreviewPage lineListId={Number(lineListId)} />;
}
