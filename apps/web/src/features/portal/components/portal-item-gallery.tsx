import { portalTexts } from '@lineup/contracts/texts/portal';
import { useState } from 'react';
import { ProductImage } from '@/components/product-image/product-image';
import { isImageAllowed } from '@/lib/image-origins';
import { cn } from '@/lib/utils';

/**
 * Every image of an item: the one shown large, and a thumbnail per image to show it (placeholder
 * when none). Images the page may not load (an origin outside IMAGE_ORIGINS) are left out, so an
 * item whose images are all elsewhere shows one placeholder, not a strip of them.
 */
export function PortalItemGallery({ title, imageUrls: given }: { title: string; imageUrls: string[] }) {
  const imageUrls = given.filter(isImageAllowed);
  const [shown, setShown] = useState(0);
  const current = imageUrls[Math.min(shown, imageUrls.length - 1)] ?? null;
  return (
    <div className="flex flex-col gap-3">
      <ProductImage
        src={current}
        alt={current ? portalTexts.imageAlt(title, shown + 1) : ''}
        placeholder={portalTexts.noImage}
        loading="eager"
        className="aspect-square w-full rounded-lg border bg-background"
      />
      {imageUrls.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label={portalTexts.imagesLabel}>
          {imageUrls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                aria-label={portalTexts.showImage(index + 1)}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                className={cn(
                  'block size-16 overflow-hidden rounded-md border bg-background outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  index === shown && 'border-primary ring-2 ring-primary/40',
                )}
              >
                <ProductImage src={url} alt="" placeholder={portalTexts.noImage} className="size-full" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
