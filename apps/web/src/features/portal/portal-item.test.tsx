import type { PortalCatalog } from '@lineup/contracts/portal';
import { portalMessages } from '@lineup/contracts/portal-messages';
import { portalTexts } from '@lineup/contracts/texts/portal';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  aCatalog,
  anItem,
  aPortalItem,
  portalServer,
  renderPortal,
  STORE_DOWNTOWN,
  setUpCustomerPortalTests,
} from '@/features/portal/test-support/portal-server';

setUpCustomerPortalTests();

const item = aPortalItem('10001-001', {
  msrp: '59.5',
  imageUrls: ['https://img.test/front.jpg', 'https://img.test/side.jpg'],
  attributes: { Material: 'Croslite', Gender: 'Unisex', comfort_level: 'Cushioned', wear_occasion: 'Casual' },
});

function serveItem() {
  return portalServer({
    details: { [`${STORE_DOWNTOWN}/7`]: { catalog: aCatalog(), items: [anItem('10001-001')] } },
    items: { '10001-001': item },
  });
}

describe('/portal/catalogs/{lineListId}/items/{modelCode}', () => {
  it('shows every size with its SKU, every image, the MSRP, the attributes and the expected ship date', async () => {
    serveItem();
    renderPortal('/portal/catalogs/7/items/10001-001');
    expect(await screen.findByRole('heading', { name: 'Classic Clog - Black' })).toBeTruthy();
    expect(screen.getAllByText('$59.50').length).toBeGreaterThan(0);
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['M4', '10001-001-M4'],
      ['M5', '10001-001-M5'],
    ]);
    const details = screen.getByRole('region', { name: portalTexts.detailsTitle });
    expect(within(details).getByText('02/01/2027')).toBeTruthy();
    expect(within(details).getByText('Croslite')).toBeTruthy();
    // The line list's attribute keys read as words.
    const label = (value: string) => within(details).getByText(value).previousElementSibling?.textContent;
    expect(label('Cushioned')).toBe('Comfort level');
    expect(label('Casual')).toBe('Wear occasion');
    expect(within(details).queryByText(/_/)).toBeNull();
    // The gender attribute is the gender fact already shown, not a second row.
    expect(within(details).getAllByText('Gender')).toHaveLength(1);
    const main = screen.getByRole('img', { name: 'Classic Clog - Black, image 1' });
    expect(main.getAttribute('src')).toBe('https://img.test/front.jpg');
    fireEvent.click(screen.getByRole('button', { name: portalTexts.showImage(2) }));
    expect(screen.getByRole('img', { name: 'Classic Clog - Black, image 2' }).getAttribute('src')).toBe(
      'https://img.test/side.jpg',
    );
  });

  it('leaves out images the page may not load: one placeholder, no strip of them', async () => {
    portalServer({
      details: { [`${STORE_DOWNTOWN}/7`]: { catalog: aCatalog(), items: [anItem('10001-001')] } },
      items: {
        '10001-001': { ...item, imageUrls: ['https://elsewhere.test/a.jpg', 'https://elsewhere.test/b.jpg'] },
      },
    });
    renderPortal('/portal/catalogs/7/items/10001-001');
    expect(await screen.findByRole('heading', { name: 'Classic Clog - Black' })).toBeTruthy();
    expect(screen.getAllByTestId('item-placeholder')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: portalTexts.imagesLabel })).toBeNull();
  });

  it('opens from the catalog, keeping its filters for the way back', async () => {
    serveItem();
    const router = renderPortal('/portal/catalogs/7?q=clog');
    fireEvent.click(await screen.findByRole('link', { name: /Classic Clog - Black/ }));
    expect(await screen.findByRole('heading', { name: 'Classic Clog - Black' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/portal/catalogs/7/items/10001-001');
    fireEvent.click(screen.getByRole('link', { name: portalTexts.backToCatalog('Crocs Pre-Book') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/catalogs/7'));
    expect(router.state.location.search).toMatchObject({ q: 'clog' });
  });

  it('says why when the catalog does not hold the item', async () => {
    serveItem();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPortal('/portal/catalogs/7/items/NOPE');
    expect(within(await screen.findByRole('alert')).getByText(portalMessages.itemNotFound)).toBeTruthy();
  });
});

describe('the item page’s price and delivery windows', () => {
  const windowed = (deliveryWindows: PortalCatalog['deliveryWindows'], expectedShipDate = '2027-02-01') =>
    portalServer({ items: { '10001-001': { ...item, expectedShipDate, catalog: aCatalog({ deliveryWindows }) } } });
  const spring = { id: 1, name: 'Spring', shipStart: '2026-12-01', cancelDate: '2027-01-15' };
  const summer = { id: 2, name: 'Summer', shipStart: '2027-01-20', cancelDate: '2027-03-31' };
  const fall = { id: 3, name: 'Fall', shipStart: '2026-12-15', cancelDate: '2027-01-31' };
  const open = async () => {
    renderPortal('/portal/catalogs/7/items/10001-001');
    await screen.findByRole('heading', { name: 'Classic Clog - Black' });
  };

  it('shows the store’s price first, then the MSRP and the margin', async () => {
    serveItem();
    await open();
    // $59.50 × 50% × 90% = $26.775, half up to $26.78; (59.50 − 26.78) / 59.50 = 55.0%.
    expect(screen.getByTestId('portal-store-price').textContent).toBe(
      `${portalTexts.yourPrice} $26.78${portalTexts.msrpAndMargin('$59.50', 55)}`,
    );
  });

  it('flags an item expected after the one window’s cancel date', async () => {
    windowed([spring]);
    await open();
    expect(await screen.findByText(portalTexts.shipsAfterWindow('Spring', '01/15/2027'))).toBeTruthy();
  });

  it('names the windows of several it misses, and says so when it misses them all', async () => {
    windowed([spring, summer, fall]);
    await open();
    expect(await screen.findByText(portalTexts.shipsAfterWindows(['Spring', 'Fall']))).toBeTruthy();
    expect(portalTexts.shipsAfterWindows(['Spring', 'Fall'])).toContain('Spring and Fall');
  });

  it('says so when the item misses every window', async () => {
    windowed([spring, fall]);
    await open();
    expect(await screen.findByText(portalTexts.shipsAfterEveryWindow)).toBeTruthy();
  });

  it('flags nothing for an item that ships in time for its window', async () => {
    windowed([summer]);
    await open();
    // The rules' module loads after the page: give it the time to say something, then check it said nothing.
    await waitFor(() => expect(screen.getByTestId('portal-store-price')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Ships after/)).toBeNull();
  });
});
