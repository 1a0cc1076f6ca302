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
  return new URL(path.replace(/^\//, ''), new URL(base.endsWith('/') ? base : `${base}/`, window.location.origin)).href;
}

/** The address of one variant of a picture. */
export const pictureUrl = (id: string, variant: PictureVariant, format: PictureFormat) =>
  pimAssetUrl(variantPath(id, variant, format));

/**
 * Every variant of a picture in one format, by its width: "…/thumb.webp 160w, …/card.webp 480w, …".
 * Variants of the same width (a small picture is never enlarged) are named once: a srcset may not
 * give two candidates one width.
 */
export function pictureSrcSet(picture: Picture, format: PictureFormat): string {
  const byWidth = new Map<number, string>();
  for (const [variant, side] of Object.entries(VARIANT_SIDES) as [PictureVariant, number][]) {
    const width = variantWidth(picture, side);
    if (!byWidth.has(width)) byWidth.set(width, pictureUrl(picture.id, variant, format));
  }
  return [...byWidth].map(([width, url]) => `${url} ${width}w`).join(', ');
}

/**
 * A variant's width: its longest side is the variant's size, so a portrait picture's variant is
 * narrower than that, and a picture smaller than the size is served as it is (never enlarged).
 */
function variantWidth(picture: Picture, side: number): number {
  const scale = Math.min(1, side / Math.max(picture.width, picture.height));
  return Math.max(1, Math.round(picture.width * scale));
}
