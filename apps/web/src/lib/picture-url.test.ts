import { PICTURE_FORMATS, PICTURE_VARIANTS, type PictureVariant, picturePath } from '@lineup/contracts/images';
import { describe, expect, it } from 'vitest';
import { VARIANT_SIDES, variantPath } from '@/lib/picture-url';

describe('picture-url', () => {
  it('knows the sizes and paths of the variants the contract declares', () => {
    expect(VARIANT_SIDES).toEqual(PICTURE_VARIANTS);
    for (const variant of Object.keys(PICTURE_VARIANTS) as PictureVariant[]) {
      for (const format of PICTURE_FORMATS) {
        expect(variantPath('abc', variant, format)).toBe(picturePath('abc', variant, format));
      }
    }
  });
});
