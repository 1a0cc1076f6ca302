import { shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute } from '@tanstack/react-router';
import { PicturesPage } from '@/features/pictures/components/pictures-page';

// The crumbs go with the route tree every page loads: they name shell texts, not the page's own.
export const Route = createFileRoute('/home/brand/$brandId/pictures')({
  staticData: {
    crumbs: [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.brands, to: '/home/brands' },
      { label: shellTexts.pictures },
    ],
  },
  component: BrandPicturesRoute,
});

function BrandPicturesRoute() {
  const { brandId } = Route.useParams();
  return <PicturesPage brandId={brandId} />;
}
