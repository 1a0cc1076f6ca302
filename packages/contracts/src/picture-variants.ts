/**
 * The sizes a picture is served in and where: plain constants and types, no schema library, so the
 * portal's pages, which show pictures and load no zod, read them from here. images.ts re-exports them.
 */

/** Each variant's longest side, in pixels; each is made as WebP and as JPEG (for documents that read no WebP). */
export const PICTURE_VARIANTS = { thumb: 160, card: 480, large: 1200 } as const;
export type PictureVariant = keyof typeof PICTURE_VARIANTS;
export const PICTURE_FORMATS = ['webp', 'jpg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** A picture as answers carry it: where to find it (its random id) and its shape (so pages reserve its place). */
export type Picture = { id: string; width: number; height: number };

/** The path of one variant of a picture, under the PIM service's base URL. */
export const picturePath = (id: string, variant: PictureVariant, format: PictureFormat) =>
  `/media/images/${id}/${variant}.${format}`;
