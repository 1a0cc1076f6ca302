import { portalMessages } from '@lineup/contracts/portal-messages';
import { productTexts } from '@lineup/contracts/shell-texts';
import { portalOrderTexts, portalTexts } from '@lineup/contracts/texts/portal';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applyCatalogFilters, effectiveFilters, filterOptions } from '@/features/portal/portal-catalog-filter';
import { catalogFiltersSearch } from '@/features/portal/portal-catalog-search';
import {
  aCatalog,
  anItem,
  aSession,
  downtown,
  layOutPortalGridLikeABrowser,
  portalServer,
  renderPortal,
  STORE_DOWNTOWN,
  setUpCustomerPortalTests,
} from '@/features/portal/test-support/portal-server';

layOutPortalGridLikeABrowser();
setUpCustomerPortalTests();

const items = [
  anItem('10001-001', { silhouette: 'Classic Clog', color: 'Black', imageUrl: 'https://img.test/10001.jpg' }),
  anItem('10001-100', { silhouette: 'Classic Clog', color: 'White', msrp: '1049.9' }),
  anItem('20002-410', { silhouette: 'Echo Slide', color: 'Navy', franchise: 'Echo', gender: 'Men', msrp: null }),
  // An image the CSP would block (not in IMAGE_ORIGINS): the placeholder, without a request.
  anItem('30003-001', {
    silhouette: 'Bayaband Sandal',
    color: 'Black',
    franchise: null,
    gender: 'Women',
    imageUrl: 'https://elsewhere.example/a.jpg',
  }),
];

function serveCatalog(catalogItems = items) {
  return portalServer({
    details: {
      [`${STORE_DOWNTOWN}/7`]: { catalog: aCatalog({ itemsCount: catalogItems.length }), items: catalogItems },
    },
  });
}

const cards = () => screen.queryAllByTestId('portal-item-card');
const codesShown = () => cards().map((card) => within(card).getByText(/^\d{5}-\d{3}$|^M-\d+$/).textContent);

async function open(path = '/portal/catalogs/7') {
  const router = renderPortal(path);
  await screen.findByRole('heading', { name: 'Crocs Pre-Book' });
  return router;
}

describe('/portal/catalogs/{lineListId}', () => {
  it('shows every item as a card: image or placeholder, silhouette - color, model code, sizes, price', async () => {
    serveCatalog();
    await open();
    expect(screen.getByTestId('portal-items-count').textContent).toBe('4 items');
    const [first, second, third, fourth] = cards();
    expect(within(first!).getByText('Classic Clog - Black')).toBeTruthy();
    expect(within(first!).getByText('Sizes M4, M5, M6')).toBeTruthy();
    expect(within(first!).getByTestId('portal-store-price').textContent).toBe(
      `${portalTexts.yourPrice} $22.50${portalTexts.msrpAndMargin('$49.99', 55)}`,
    );
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('https://img.test/10001.jpg');
    expect(within(second!).getByTestId('item-placeholder')).toBeTruthy();
    expect(within(second!).getByText(portalTexts.msrpAndMargin('$1,049.90', 55))).toBeTruthy();
    expect(within(third!).queryByText(/\$/)).toBeNull();
    expect(within(fourth!).getByTestId('item-placeholder')).toBeTruthy();
    expect(fourth!.querySelector('img')).toBeNull();
    expect(within(first!).getByRole('link').getAttribute('href')).toBe('/portal/catalogs/7/items/10001-001');
  });

  it('prices a card as the store pays: MSRP × the brand’s wholesale percent, less the store’s discount', async () => {
    // $59.90 × 50% × (1 − 10%) = $26.955, half up to $26.96; the margin at MSRP is 54.99%, shown 55%.
    serveCatalog([anItem('10001-001', { msrp: '59.90' })]);
    await open();
    const [card] = cards();
    expect(within(card!).getByTestId('portal-store-price').textContent).toBe(
      `${portalTexts.yourPrice} $26.96${portalTexts.msrpAndMargin('$59.90', 55)}`,
    );
    expect(portalTexts.msrpAndMargin('$59.90', 55)).toBe('MSRP $59.90 · Margin 55%');
  });

  it('prices a brand the store has no discount for at the wholesale percent alone', async () => {
    portalServer({
      session: aSession({ stores: [{ ...downtown, segments: [] }] }),
      details: {
        [`${STORE_DOWNTOWN}/7`]: {
          catalog: aCatalog({ itemsCount: 1, wholesalePercent: 45 }),
          items: [anItem('10001-001', { msrp: '60' })],
        },
      },
    });
    await open();
    expect(within(cards()[0]!).getByTestId('portal-store-price').textContent).toBe(
      `${portalTexts.yourPrice} $27.00${portalTexts.msrpAndMargin('$60.00', 55)}`,
    );
  });

  it('says when the catalog no longer takes orders, its items still to browse', async () => {
    portalServer({
      details: {
        [`${STORE_DOWNTOWN}/7`]: { catalog: aCatalog({ itemsCount: items.length, deadline: '2020-02-27' }), items },
      },
    });
    await open();
    expect(screen.getByText(portalOrderTexts.orderingClosed('02/27/2020'))).toBeTruthy();
    expect(cards()).toHaveLength(items.length);
  });

  it('searches model code, silhouette and color, and keeps the search in the address', async () => {
    serveCatalog();
    const router = await open();
    fireEvent.change(screen.getByLabelText(portalTexts.searchLabel), { target: { value: 'navy' } });
    await waitFor(() => expect(codesShown()).toEqual(['20002-410']));
    expect(router.state.location.search).toMatchObject({ q: 'navy' });
    fireEvent.change(screen.getByLabelText(portalTexts.searchLabel), { target: { value: '10001' } });
    await waitFor(() => expect(codesShown()).toEqual(['10001-001', '10001-100']));
    expect(screen.getByTestId('portal-items-count').textContent).toBe('2 of 4 items');
  });

  it('filters by franchise, gender and silhouette, offering the values the items have', async () => {
    serveCatalog();
    const router = await open();
    const franchise = screen.getByLabelText(portalTexts.franchise) as HTMLSelectElement;
    expect([...franchise.options].map((option) => option.textContent)).toEqual([
      portalTexts.allValues,
      'Classic',
      'Echo',
    ]);
    fireEvent.change(screen.getByLabelText(portalTexts.gender), { target: { value: 'Unisex' } });
    await waitFor(() => expect(codesShown()).toEqual(['10001-001', '10001-100']));
    fireEvent.change(screen.getByLabelText(portalTexts.silhouette), { target: { value: 'Echo Slide' } });
    expect(await screen.findByText(portalTexts.noMatches)).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ gender: 'Unisex', silhouette: 'Echo Slide' });
    fireEvent.click(screen.getByRole('button', { name: portalTexts.clearFilters }));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(router.state.location.search).not.toHaveProperty('gender');
  });

  it('opens with the filters of its address; malformed or unknown ones fall back to all items', async () => {
    serveCatalog();
    await open('/portal/catalogs/7?gender=Women&q=sandal&franchise=Nope');
    expect(codesShown()).toEqual(['30003-001']);
    expect((screen.getByLabelText(portalTexts.searchLabel) as HTMLInputElement).value).toBe('sandal');
    expect((screen.getByLabelText(portalTexts.franchise) as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText(portalTexts.gender) as HTMLSelectElement).value).toBe('Women');
  });

  it('keeps fewer than 100 cards in the DOM while scrolling 5,000 items', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => anItem(`M-${i}`));
    serveCatalog(many);
    await open();
    expect(screen.getByTestId('portal-items-count').textContent).toBe('5,000 items');
    const atTop = cards().length;
    expect(atTop).toBeGreaterThan(5);
    expect(atTop).toBeLessThan(100);
    expect(cards()[0]!.getAttribute('aria-setsize')).toBe('5000');
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 330 * 400 });
      fireEvent.scroll(window);
    });
    // 5 columns in jsdom's 1024 px window: row 400 holds items 2,000 to 2,004.
    await waitFor(() => expect(codesShown()).toContain('M-2000'));
    expect(cards().length).toBeLessThan(100);
    expect(codesShown()).not.toContain('M-0');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('says why when the store cannot see the catalog, with the way back to the catalogs', async () => {
    serveCatalog();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPortal('/portal/catalogs/8');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(portalMessages.catalogNotFound)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: portalTexts.backToCatalogs }).getAttribute('href')).toBe(
      '/portal/catalogs',
    );
    // The portal's frame stays.
    expect(screen.getByTestId('portal-organization').textContent).toBe('Acme Shoes');
  });

  it('shows the not-found page for an address that names no catalog', async () => {
    serveCatalog();
    renderPortal('/portal/catalogs/abc');
    expect(await screen.findByRole('heading', { name: productTexts.notFoundTitle })).toBeTruthy();
  });
});

describe('catalog filters', () => {
  it('reads text filters from the address and drops malformed ones', () => {
    expect(catalogFiltersSearch({ q: ' clog ', franchise: 'Echo', gender: 42, silhouette: ['a'] })).toEqual({
      q: 'clog',
      franchise: 'Echo',
      gender: '42',
      silhouette: undefined,
    });
    expect(catalogFiltersSearch({ q: 'x'.repeat(201), franchise: '', gender: { a: 1 } })).toEqual({
      q: undefined,
      franchise: undefined,
      gender: undefined,
      silhouette: undefined,
    });
  });

  it('ignores a filter value no item has, and matches the search in any case', () => {
    const options = filterOptions(items);
    expect(options.gender).toEqual(['Men', 'Unisex', 'Women']);
    expect(effectiveFilters({ gender: 'Kids', q: 'BLACK' }, options)).toEqual({
      q: 'BLACK',
      franchise: undefined,
      gender: undefined,
      silhouette: undefined,
    });
    expect(applyCatalogFilters(items, { q: 'BLACK' }).map((item) => item.modelCode)).toEqual([
      '10001-001',
      '30003-001',
    ]);
  });
});
