import { pictureTexts } from '@lineup/contracts/texts/images';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { PicturesNamingRule } from '@/features/pictures/components/pictures-naming-rule';
import { PicturesTray } from '@/features/pictures/components/pictures-tray';
import { PicturesUpload } from '@/features/pictures/components/pictures-upload';
import { useKnownBrand } from '@/lib/hooks/use-known-brand';

/**
 * /home/brand/{brandId}/pictures: the brand's naming rule, the upload of many picture files (or a
 * .zip) with the preview of how they matched, and the files still waiting for an item.
 */
export function PicturesPage({ brandId }: { brandId: string }) {
  const { brand } = useKnownBrand(brandId);
  if (!brand) return <Skeleton className="h-48 w-full" />;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={pictureTexts.title(brand.name)} description={pictureTexts.description} className="mb-0" />
      {/* Keyed by the saved rule: once saved (or changed elsewhere), the field shows it. */}
      <PicturesNamingRule key={brand.imageNamingRule} brandId={brand.id} rule={brand.imageNamingRule} />
      <PicturesUpload brandId={brand.id} />
      <PicturesTray brandId={brand.id} />
    </div>
  );
}
