import type { Picture, PictureFormat, PictureVariant } from '@lineup/contracts/images';
import { getRuntimeConfig } from '@/lib/runtime-config';

/**
 * The sizes and the path of a picture's variants, as @lineup/contracts/images declares them
 * (PICTURE_VARIANTS, picturePath; picture-url.test.ts holds the two together). Written here because
 * that module declares zod schemas too, and the portal's pages, which show pictures, load no zod.
 */
export const VARIANT_SIDES: Record<PictureVariant, number> = { thumb: 160, card: 480, large: 1200 };
export const variantPath = (id: string, variant: PictureVariant, format: PictureFormat) =>
  `/media/images/${id}/${variant}.${format}`;

/** The address of a path the PIM serves (a picture's variant, a file's preview), under its base URL. */
export function pimAssetUrl(path: string): string {
  const base = getRuntimeConfig().pimUrl;
  return new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`).href;
}

/** The address of one variant of a picture. */
export const pictureUrl = (id: string, variant: PictureVariant, format: PictureFormat) =>
  pimAssetUrl(variantPath(id, variant, format));

/**
 * Every variant of a picture in one format, by its width: "…/thumb.webp 160w, …/card.webp 480w, …".
 * A variant's longest side is its size, and a picture smaller than that is served as it is (never
 * enlarged): a variant as wide as the one before is left out, since a srcset may not give two
 * candidates one width.
 */
export function pictureSrcSet({ id, width, height }: Picture, format: PictureFormat): string {
  const candidates: string[] = [];
  let previous = 0;
  for (const [variant, side] of Object.entries(VARIANT_SIDES) as [PictureVariant, number][]) {
    const variantWidth = Math.round(width * Math.min(1, side / Math.max(width, height)));
    if (variantWidth > previous) candidates.push(`${pictureUrl(id, variant, format)} ${variantWidth}w`);
    previous = variantWidth;
  }
  return candidates.join(', ');
}
