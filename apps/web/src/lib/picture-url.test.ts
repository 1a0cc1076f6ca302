import { afterEach, describe, expect, it } from 'vitest';
import { pictureSrcSet, pictureUrl, pimAssetUrl } from '@/lib/picture-url';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { testConfig } from '@/test/fixtures';

const id = '6f1c2a4e-9a8b-4c3d-8e7f-0a1b2c3d4e5f';

afterEach(() => setRuntimeConfig(testConfig));

describe('picture-url', () => {
  it('puts a picture variant under the PIM’s base URL, whether or not it ends with a slash', () => {
    for (const pimUrl of ['https://cdn.test/pim', 'https://cdn.test/pim/']) {
      setRuntimeConfig({ ...testConfig, pimUrl });
      expect(pictureUrl(id, 'thumb', 'webp')).toBe(`https://cdn.test/pim/media/images/${id}/thumb.webp`);
      expect(pimAssetUrl('/uploads/preview.jpg')).toBe('https://cdn.test/pim/uploads/preview.jpg');
    }
  });

  it('sizes a portrait picture’s variants by its height: 120w, 360w and 900w for 1,800 × 2,400', () => {
    setRuntimeConfig({ ...testConfig, pimUrl: 'https://cdn.test/' });
    const base = `https://cdn.test/media/images/${id}`;
    expect(pictureSrcSet({ id, width: 1800, height: 2400 }, 'jpg')).toBe(
      `${base}/thumb.jpg 120w, ${base}/card.jpg 360w, ${base}/large.jpg 900w`,
    );
  });
});
