import type { Picture } from '@lineup/contracts/picture-variants';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { isImageAllowed } from '@/lib/image-origins';
import { pictureSrcSet, pictureUrl } from '@/lib/picture-url';
import { cn } from '@/lib/utils';

export type ProductImageProps = {
  /** A picture the product serves in its sizes; wins over `src`. */
  picture?: Picture | null;
  /** An image address from a line list's spreadsheet. */
  src?: string | null;
  alt: string;
  /** The placeholder's words ('No image'). */
  placeholder: string;
  className?: string;
  /** Eager for what the first screen shows (it is the largest paint); lazy for the rest. */
  loading?: 'lazy' | 'eager';
  /** How wide the image shows, for the browser to pick a picture's size (the `sizes` attribute). */
  sizes?: string;
};

/**
 * A product image, or the placeholder when there is none, when it fails to load, or when the CSP
 * would block it (an origin outside IMAGE_ORIGINS: no request is made for it). A picture comes as
 * WebP with a JPEG fallback, each in every size, with its own width and height so its place is
 * kept before it loads; the class keeps it within its box (object-contain).
 */
export function ProductImage({
  picture,
  src,
  alt,
  placeholder,
  className,
  loading = 'lazy',
  sizes = '100vw',
}: ProductImageProps) {
  // What failed to load, by picture id or address: a picture that fails gives way to `src`.
  const [failed, setFailed] = useState<string[]>([]);
  const shown = picture && !failed.includes(picture.id) ? picture : null;
  const address = !shown && src && !failed.includes(src) && isImageAllowed(src) ? src : null;
  if (!shown && !address) {
    return (
      <div
        className={cn('flex flex-col items-center justify-center gap-1 bg-muted text-muted-foreground', className)}
        data-testid="item-placeholder"
      >
        <ImageOff className="size-6" aria-hidden="true" />
        {/* Darker than the icon: small text on the muted background needs AA contrast. */}
        <span className="text-xs text-foreground/75">{placeholder}</span>
      </div>
    );
  }
  const image = (
    <img
      src={shown ? pictureUrl(shown.id, 'card', 'jpg') : address!}
      srcSet={shown ? pictureSrcSet(shown, 'jpg') : undefined}
      sizes={shown ? sizes : undefined}
      width={shown?.width}
      height={shown?.height}
      alt={alt}
      loading={loading}
      decoding="async"
      draggable={false}
      onError={() => setFailed((list) => [...list, shown ? shown.id : address!])}
      className={cn('bg-muted object-contain', className)}
    />
  );
  return shown ? (
    <picture className="contents">
      <source type="image/webp" srcSet={pictureSrcSet(shown, 'webp')} sizes={sizes} />
      {image}
    </picture>
  ) : (
    image
  );
}
