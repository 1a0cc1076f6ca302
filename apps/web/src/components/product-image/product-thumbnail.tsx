import type { Picture } from '@lineup/contracts/picture-variants';
import { ProductImage } from '@/components/product-image/product-image';

/**
 * An item's picture as a 40-pixel thumbnail in a table row: its smallest variant, loaded as the row
 * nears the view, in a fixed box so the row does not move when it arrives. Beside the item's name it
 * is decoration (no alt by default). The placeholder keeps its icon only, its words (if any) left to
 * a screen reader: they would not fit.
 */
export function ProductThumbnail({
  picture,
  src,
  alt = '',
  placeholder = '',
}: {
  picture: Picture | null;
  src?: string | null;
  alt?: string;
  placeholder?: string;
}) {
  return (
    <ProductImage
      picture={picture}
      src={src}
      alt={alt}
      placeholder={placeholder}
      sizes="40px"
      className="size-10 shrink-0 rounded border [&>span]:sr-only"
    />
  );
}
