import {
  PICTURE_VARIANTS,
  type Picture,
  type PictureFormat,
  type PictureVariant,
  picturePath,
} from '@lineup/contracts/picture-variants';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** The address of a path the PIM serves (a picture's variant, a file's preview), under its base URL. */
export const pimAssetUrl = (path: string) => getRuntimeConfig().pimUrl.replace(/\/+$/, '') + path;

/** The address of one variant of a picture. */
export const pictureUrl = (id: string, variant: PictureVariant, format: PictureFormat) =>
  pimAssetUrl(picturePath(id, variant, format));

/**
 * Every variant of a picture in one format, by its width: "…/thumb.webp 160w, …/card.webp 480w, …".
 * A variant's longest side is its size, and a picture smaller than that is served as it is (never
 * enlarged): a variant as wide as the one before is left out, since a srcset may not give two
 * candidates one width.
 */
export function pictureSrcSet({ id, width, height }: Picture, format: PictureFormat): string {
  const candidates: string[] = [];
  let previous = 0;
  for (const [variant, side] of Object.entries(PICTURE_VARIANTS) as [PictureVariant, number][]) {
    const variantWidth = Math.round(width * Math.min(1, side / Math.max(width, height)));
    if (variantWidth > previous) candidates.push(`${pictureUrl(id, variant, format)} ${variantWidth}w`);
    previous = variantWidth;
  }
  return candidates.join(', ');
}
