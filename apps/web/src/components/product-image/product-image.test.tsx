import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductImage } from '@/components/product-image/product-image';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { testConfig } from '@/test/fixtures';

const picture = { id: '6f1c2a4e-9a8b-4c3d-8e7f-0a1b2c3d4e5f', width: 2400, height: 1600 };
const base = `http://localhost:3000/media/images/${picture.id}`;

beforeEach(() => setRuntimeConfig(testConfig));

describe('ProductImage', () => {
  it('serves a picture as WebP with a JPEG fallback, in every size, with its own width and height', () => {
    render(<ProductImage picture={picture} alt="Classic Clog" placeholder="No image" sizes="240px" />);
    const image = screen.getByRole('img', { name: 'Classic Clog' }) as HTMLImageElement;
    const source = image.parentElement?.querySelector('source');
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(source?.getAttribute('type')).toBe('image/webp');
    // The longest side is the variant's size: a landscape picture's widths are those sizes.
    expect(source?.getAttribute('srcset')).toBe(
      `${base}/thumb.webp 160w, ${base}/card.webp 480w, ${base}/large.webp 1200w`,
    );
    expect(source?.getAttribute('sizes')).toBe('240px');
    expect(image.getAttribute('srcset')).toBe(`${base}/thumb.jpg 160w, ${base}/card.jpg 480w, ${base}/large.jpg 1200w`);
    expect(image.getAttribute('src')).toBe(`${base}/card.jpg`);
    expect(image.getAttribute('sizes')).toBe('240px');
    expect(image.getAttribute('width')).toBe('2400');
    expect(image.getAttribute('height')).toBe('1600');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.className).toContain('object-contain');
  });

  it('loads eagerly when asked, and names a small picture’s one width once', () => {
    const small = { id: picture.id, width: 300, height: 400 };
    render(<ProductImage picture={small} alt="Clog" placeholder="No image" loading="eager" />);
    const image = screen.getByRole('img', { name: 'Clog' });
    expect(image.getAttribute('loading')).toBe('eager');
    // Never enlarged: card and large are the 300 × 400 original, one candidate.
    expect(image.getAttribute('srcset')).toBe(`${base}/thumb.jpg 120w, ${base}/card.jpg 300w`);
  });

  it('shows a spreadsheet address as it is when there is no picture', () => {
    render(<ProductImage src="https://img.test/clog.jpg" alt="Clog" placeholder="No image" />);
    const image = screen.getByRole('img', { name: 'Clog' });
    expect(image.getAttribute('src')).toBe('https://img.test/clog.jpg');
    expect(image.parentElement?.tagName).not.toBe('PICTURE');
  });

  it('falls back to the address when the picture fails, then to the placeholder', () => {
    render(<ProductImage picture={picture} src="https://img.test/clog.jpg" alt="Clog" placeholder="No image" />);
    fireEvent.error(screen.getByRole('img', { name: 'Clog' }));
    const fallback = screen.getByRole('img', { name: 'Clog' });
    expect(fallback.getAttribute('src')).toBe('https://img.test/clog.jpg');
    fireEvent.error(fallback);
    expect(screen.getByTestId('item-placeholder').textContent).toBe('No image');
  });

  it('shows the placeholder with neither a picture nor an address the page may load', () => {
    render(<ProductImage picture={null} src="https://elsewhere.test/clog.jpg" alt="Clog" placeholder="No image" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('item-placeholder').textContent).toBe('No image');
  });
});
