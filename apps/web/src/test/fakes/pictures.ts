import type { Picture } from '@lineup/contracts/picture-variants';

/** A landscape picture (2,400 × 1,600) as the PIM's answers carry it; `n` tells two apart. */
export const aPicture = (n = 1): Picture => ({
  id: `6f1c2a4e-9a8b-4c3d-8e7f-${String(n).padStart(12, '0')}`,
  width: 2400,
  height: 1600,
});

/** The address of one of a picture's variant files ('thumb.jpg', 'card.webp'…) under the test configuration's PIM. */
const pictureFileUrl = (picture: Picture, file: string) => `http://localhost:3000/media/images/${picture.id}/${file}`;

/**
 * What a test checks of a picture shown as a thumbnail: its fallback address, its JPEG and WebP
 * candidates, its `sizes`, its own width and height (its place kept) and its lazy loading.
 */
export function thumbnailAttributes(image: Element | null | undefined) {
  return {
    src: image?.getAttribute('src'),
    srcset: image?.getAttribute('srcset'),
    webp: image?.closest('picture')?.querySelector('source')?.getAttribute('srcset'),
    sizes: image?.getAttribute('sizes'),
    width: image?.getAttribute('width'),
    height: image?.getAttribute('height'),
    loading: image?.getAttribute('loading'),
  };
}

/** The variants' widths of a landscape picture at least 1,200 pixels wide (its longest side is theirs). */
const LANDSCAPE_WIDTHS = [
  ['thumb', 160],
  ['card', 480],
  ['large', 1200],
] as const;

/** The attributes a picture from aPicture shown `sizes` wide has (what thumbnailAttributes reads). */
export function expectedThumbnail(picture: Picture, sizes: string) {
  const candidates = (format: string) =>
    LANDSCAPE_WIDTHS.map(([variant, width]) => `${pictureFileUrl(picture, `${variant}.${format}`)} ${width}w`).join(
      ', ',
    );
  return {
    src: pictureFileUrl(picture, 'card.jpg'),
    srcset: candidates('jpg'),
    webp: candidates('webp'),
    sizes,
    width: String(picture.width),
    height: String(picture.height),
    loading: 'lazy',
  };
}
