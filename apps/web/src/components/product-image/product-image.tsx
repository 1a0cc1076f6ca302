import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { isImageAllowed } from '@/lib/image-origins';
import { cn } from '@/lib/utils';

export type ProductImageProps = {
  src: string | null;
  alt: string;
  /** The placeholder's words ('No image'). */
  placeholder: string;
  className?: string;
  loading?: 'lazy' | 'eager';
};

/**
 * A product image, or the placeholder when there is none, when it fails to load, or when the CSP
 * would block it (an origin outside IMAGE_ORIGINS: no request is made for it).
 */
export function ProductImage({ src, alt, placeholder, className, loading = 'lazy' }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src || !isImageAllowed(src)) {
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
  return (
    <img
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      draggable={false}
      onError={() => setFailedSrc(src)}
      className={cn('bg-muted object-contain', className)}
    />
  );
}
