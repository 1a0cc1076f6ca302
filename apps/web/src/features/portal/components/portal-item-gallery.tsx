import type { Picture } from '@lineup/contracts/picture-variants';
import { portalTexts } from '@lineup/contracts/texts/portal';
import { type KeyboardEvent, useState } from 'react';
import { ProductImage } from '@/components/product-image/product-image';
import { isImageAllowed } from '@/lib/image-origins';
import { cn } from '@/lib/utils';

/** One image of the gallery: a picture the product serves, or an address from the line list. */
type GalleryImage = { key: string; picture: Picture | null; src: string | null };

/**
 * The large view takes half the page from md up (two columns within max-w-7xl), the whole width
 * below; a thumbnail is 64 px.
 */
const LARGE_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';
const THUMB_SIZES = '64px';

/**
 * The item's pictures when it has any, else the line list's image addresses the page may load (an
 * origin outside IMAGE_ORIGINS is left out, so an item whose images are all elsewhere shows one
 * placeholder, not a strip of them).
 */
function galleryImages(pictures: Picture[], imageUrls: string[]): GalleryImage[] {
  if (pictures.length > 0) return pictures.map((picture) => ({ key: picture.id, picture, src: null }));
  return imageUrls.filter(isImageAllowed).map((src) => ({ key: src, picture: null, src }));
}

/**
 * Every image of an item: the one shown large, and a thumbnail per image to show it (the
 * placeholder when there is none). The thumbnails are buttons: Tab reaches them, Enter or Space
 * shows one, and the arrow keys, Home and End move along them.
 */
export function PortalItemGallery({
  title,
  imageUrls,
  pictures = [],
}: {
  title: string;
  imageUrls: string[];
  pictures?: Picture[];
}) {
  const images = galleryImages(pictures, imageUrls);
  const [shown, setShown] = useState(0);
  const index = Math.min(shown, images.length - 1);
  const current = images[index] ?? null;

  const move = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const last = images.length - 1;
    const to = {
      ArrowRight: from + 1,
      ArrowDown: from + 1,
      ArrowLeft: from - 1,
      ArrowUp: from - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(last, to));
    setShown(next);
    const buttons = event.currentTarget.closest('ul')?.querySelectorAll('button');
    buttons?.[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <ProductImage
        key={current?.key}
        picture={current?.picture}
        src={current?.src}
        alt={current ? portalTexts.imageAlt(title, index + 1) : ''}
        placeholder={portalTexts.noImage}
        loading="eager"
        sizes={LARGE_SIZES}
        className="aspect-square w-full rounded-lg border bg-background"
      />
      {images.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label={portalTexts.imagesLabel}>
          {images.map((image, position) => (
            <li key={image.key}>
              <button
                type="button"
                aria-label={portalTexts.showImage(position + 1)}
                aria-pressed={position === index}
                onClick={() => setShown(position)}
                onKeyDown={(event) => move(event, position)}
                className={cn(
                  'block size-16 overflow-hidden rounded-md border bg-background outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  position === index && 'border-primary ring-2 ring-primary/40',
                )}
              >
                <ProductImage
                  picture={image.picture}
                  src={image.src}
                  alt=""
                  placeholder={portalTexts.noImage}
                  sizes={THUMB_SIZES}
                  className="size-full"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
