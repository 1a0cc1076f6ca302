import { ORDER_CATALOG_TYPES } from '@lineup/contracts/constants';
import { orderCatalogTypeLabels, productTexts } from '@lineup/contracts/messages';
import { orderTexts } from '@lineup/contracts/texts/orders';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleOrders, sampleOrdersOfCatalogType } from '@/features/orders/orders-sample-data';
import { activeSidebarLinks, crumbLabels, stubShellApi } from '@/features/orders/test-support/orders-test-utils';
import { failure, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

const bodyRows = () => screen.getAllByRole('row').slice(1);
const disabledButtons = () =>
  screen
    .getAllByRole('button')
    .filter((button) => (button as HTMLButtonElement).disabled && !button.closest('[data-sidebar]'))
    .map((button) => button.textContent);

describe('/home/orders/catalog-type/{type}', () => {
  for (const type of ORDER_CATALOG_TYPES) {
    it(`${type}: heading, hard-coded rows, inert buttons, crumbs and its sidebar entry`, async () => {
      stubShellApi();
      renderApp(`/home/orders/catalog-type/${type}`);
      const label = orderCatalogTypeLabels[type];
      expect(await screen.findByRole('heading', { level: 1, name: orderTexts.catalogTypeTitle(label) })).toBeTruthy();
      const rows = sampleOrdersOfCatalogType(type);
      expect(rows.length).toBeGreaterThan(0);
      expect(bodyRows()).toHaveLength(rows.length);
      expect(screen.getByRole('cell', { name: rows[0]!.id })).toBeTruthy();
      expect(disabledButtons()).toEqual(expect.arrayContaining([orderTexts.newOrder, orderTexts.filters]));
      expect(crumbLabels()).toEqual(['Home', 'Orders', 'By Catalog Type', label]);
      expect(activeSidebarLinks()).toEqual([label]);
    });
  }
});

describe('/home/orders/brand/{brandId}', () => {
  it('names the brand in its heading and crumbs, with the hard-coded rows', async () => {
    stubShellApi();
    renderApp('/home/orders/brand/2');
    expect(await screen.findByRole('heading', { level: 1, name: orderTexts.brandTitle('Hoka') })).toBeTruthy();
    const hokaOrders = sampleOrders.filter((order) => order.brandName === 'Hoka');
    expect(hokaOrders.length).toBeGreaterThan(0);
    expect(bodyRows()).toHaveLength(hokaOrders.length);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).not.toContain('Brand');
    expect(disabledButtons()).toEqual([
      orderTexts.newOrder,
      orderTexts.downloadForms,
      orderTexts.filters,
      'Previous',
      'Next',
    ]);
    expect(crumbLabels()).toEqual(['Home', 'Orders', 'By Brand', 'Hoka']);
    await waitFor(() => expect(activeSidebarLinks()).toEqual(['Hoka']));
  });

  it('is a 404 for a brand the brands list does not hold', async () => {
    stubShellApi();
    renderApp('/home/orders/brand/99');
    expect(await screen.findByRole('heading', { name: productTexts.notFoundTitle })).toBeTruthy();
  });

  it('keeps a fallback heading when the brands list fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi(({ path }) => (path === '/api/brands' ? failure(500, 'Brands are resting') : undefined));
    renderApp('/home/orders/brand/2');
    // A 500 is retried once (about a second) before the loader gives up on the list.
    expect(
      await screen.findByRole('heading', { level: 1, name: orderTexts.brandFallbackTitle }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(crumbLabels()).toEqual(['Home', 'Orders', 'By Brand', '2']);
  });
});

describe('/home/orders/all', () => {
  it('shows every hard-coded row, inert buttons, its crumbs and the All Orders entry active', async () => {
    stubShellApi();
    renderApp('/home/orders/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Orders' })).toBeTruthy();
    expect(bodyRows()).toHaveLength(sampleOrders.length);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Order',
      'Customer',
      'Store',
      'Brand',
      'Order type',
      'Catalog type',
      'Date placed',
      'Units',
      'Total',
      'Status',
    ]);
    expect(screen.getAllByText('Multibrand').length).toBeGreaterThan(0);
    expect(disabledButtons()).toEqual(
      expect.arrayContaining([orderTexts.newOrder, orderTexts.downloadForms, orderTexts.filters]),
    );
    expect(crumbLabels()).toEqual(['Home', 'Orders', 'All Orders']);
    expect(activeSidebarLinks()).toEqual(['All Orders']);
  });
});
