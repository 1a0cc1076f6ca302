import { shellTexts } from '@lineup/contracts/shell-texts';
import { pictureTexts } from '@lineup/contracts/texts/images';
import { createFileRoute } from '@tanstack/react-router';
import { PicturesPage } from '@/features/pictures/components/pictures-page';

export const Route = createFileRoute('/home/brand/$brandId/pictures')({
  staticData: {
    crumbs: [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.brands, to: '/home/brands' },
      { label: pictureTexts.crumb },
    ],
  },
  component: BrandPicturesRoute,
});

function BrandPicturesRoute() {
  const { brandId } = Route.useParams();
  return <PicturesPage brandId={brandId} />;
}
