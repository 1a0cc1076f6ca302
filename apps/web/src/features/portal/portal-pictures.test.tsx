import { portalTexts } from '@lineup/contracts/texts/portal';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aCatalog,
  anItem,
  aPortalItem,
  layOutPortalGridLikeABrowser,
  portalServer,
  renderPortal,
  STORE_DOWNTOWN,
  setUpCustomerPortalTests,
} from '@/features/portal/test-support/portal-server';

layOutPortalGridLikeABrowser();
setUpCustomerPortalTests();

const pictureId = (n: number) => `6f1c2a4e-9a8b-4c3d-8e7f-${String(n).padStart(12, '0')}`;
const aPicture = (n: number) => ({ id: pictureId(n), width: 1600, height: 1600 });
const variant = (n: number, name: string) => `http://localhost:3000/media/images/${pictureId(n)}/${name}`;

describe('the portal’s product pictures', () => {
  it('shows each card’s picture sized to the grid, the first row at once and the rest as they near the view', async () => {
    const items = Array.from({ length: 8 }, (_, index) =>
      anItem(`1000${index}-001`, { picture: aPicture(index), imageUrl: 'https://img.test/ignored.jpg' }),
    );
    portalServer({ details: { [`${STORE_DOWNTOWN}/7`]: { catalog: aCatalog({ itemsCount: 8 }), items } } });
    renderPortal('/portal/catalogs/7');
    await screen.findByRole('heading', { name: 'Crocs Pre-Book' });
    const images = screen
      .getAllByTestId('portal-item-card')
      .map((card) => card.querySelector('img') as HTMLImageElement);
    // jsdom's window is 1,024 px wide: five columns of (1,024 − 4 gaps of 12) / 5 px.
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array(5).fill('eager'),
      ...Array(3).fill('lazy'),
    ]);
    expect(images[0]?.getAttribute('sizes')).toBe('196px');
    expect(images[0]?.getAttribute('srcset')).toContain(`${variant(0, 'card.jpg')} 480w`);
    expect(images[0]?.closest('picture')?.querySelector('source')?.getAttribute('srcset')).toContain(
      `${variant(0, 'thumb.webp')} 160w`,
    );
  });

  it('shows every picture of an item large, switched by its thumbnails with a click or the arrow keys', async () => {
    const item = aPortalItem('10001-001', {
      pictures: [aPicture(1), aPicture(2), aPicture(3)],
      imageUrls: ['https://img.test/front.jpg'],
    });
    portalServer({
      details: { [`${STORE_DOWNTOWN}/7`]: { catalog: aCatalog(), items: [anItem('10001-001')] } },
      items: { '10001-001': item },
    });
    renderPortal('/portal/catalogs/7/items/10001-001');
    const large = () => screen.getByRole('img', { name: /^Classic Clog - Black, image \d$/ });
    expect((await screen.findByRole('img', { name: 'Classic Clog - Black, image 1' })).getAttribute('src')).toBe(
      variant(1, 'card.jpg'),
    );
    expect(large().getAttribute('loading')).toBe('eager');
    // The pictures replace the line list's addresses: three thumbnails, none of them the address.
    const thumbnails = within(screen.getByRole('list', { name: portalTexts.imagesLabel })).getAllByRole('button');
    expect(thumbnails).toHaveLength(3);
    expect(screen.queryByRole('img', { name: /front/ })).toBeNull();

    fireEvent.click(thumbnails[1]!);
    expect(large().getAttribute('src')).toBe(variant(2, 'card.jpg'));
    expect(thumbnails[1]?.getAttribute('aria-pressed')).toBe('true');

    fireEvent.keyDown(thumbnails[1]!, { key: 'ArrowRight' });
    expect(large().getAttribute('src')).toBe(variant(3, 'card.jpg'));
    expect(document.activeElement).toBe(thumbnails[2]);
    fireEvent.keyDown(thumbnails[2]!, { key: 'Home' });
    expect(large().getAttribute('src')).toBe(variant(1, 'card.jpg'));
    expect(document.activeElement).toBe(thumbnails[0]);
  });

  it('falls back to the line list’s addresses when the item has no picture', async () => {
    const item = aPortalItem('10001-001', { pictures: [], imageUrls: ['https://img.test/front.jpg'] });
    portalServer({
      details: { [`${STORE_DOWNTOWN}/7`]: { catalog: aCatalog(), items: [anItem('10001-001')] } },
      items: { '10001-001': item },
    });
    renderPortal('/portal/catalogs/7/items/10001-001');
    const image = await screen.findByRole('img', { name: 'Classic Clog - Black, image 1' });
    expect(image.getAttribute('src')).toBe('https://img.test/front.jpg');
    expect(image.closest('picture')).toBeNull();
  });
});
