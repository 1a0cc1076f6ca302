import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogsServer, published, unpublished } from '@/features/catalogs/test-support/catalogs-server';
import { ok, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

const card = (name: string) => screen.getByRole('generic', { name });
const section = (name: string) => screen.getByRole('region', { name });

describe('/home/catalogs', () => {
  it('shows Active and Unpublished sections with every card field, badge and button', async () => {
    catalogsServer();
    renderApp('/home/catalogs');
    expect(await screen.findByRole('heading', { name: 'Active Catalogs' })).toBeTruthy();
    expect(screen.getByText('Catalogs shown to customers via the customer portal')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unpublished Catalogs' })).toBeTruthy();
    expect(screen.getByText('saved progress but not published')).toBeTruthy();

    expect(within(section('Active Catalogs')).getAllByTestId('catalog-card')).toHaveLength(1);
    expect(within(section('Unpublished Catalogs')).getAllByTestId('catalog-card')).toHaveLength(2);

    const active = card('Crocs Spring 2026');
    expect(within(active).getByText('Crocs Spring 2026')).toBeTruthy();
    expect(within(active).getByText('Pre-Book')).toBeTruthy();
    // Calendar dates as the API gives them (2026-01-31, 2099-12-31), MM/DD/YYYY, never shifted.
    expect(within(active).getByText('01/31/2026')).toBeTruthy();
    expect(within(active).getByText('12/31/2099')).toBeTruthy();
    expect(within(active).getByText('40')).toBeTruthy();
    expect(within(active).queryByText('Unpublished')).toBeNull();
    expect(within(active).queryByText('Sorting Pending')).toBeNull();
    expect(within(active).queryByText(catalogTexts.orderingClosedBadge)).toBeNull();
    expect(within(active).getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe(
      '/home/catalog-segmentation/11',
    );
    expect(within(active).queryByRole('button', { name: 'Publish' })).toBeNull();

    const ats = card('Crocs ATS June');
    expect(within(ats).getByText('Crocs ATS June')).toBeTruthy();
    expect(within(ats).getByText('ATS')).toBeTruthy();
    expect(within(ats).getByText('Unpublished')).toBeTruthy();
    expect(within(ats).queryByText('Sorting Pending')).toBeNull();
    expect(within(ats).getByText('05/01/2026')).toBeTruthy();
    expect(within(ats).getByText('Not set')).toBeTruthy();
    expect(within(ats).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/home/catalog-segmentation/12');
    expect(within(ats).getByRole('button', { name: 'Publish' })).toBeTruthy();

    const sorting = card('Hoka Future July');
    expect(within(sorting).getByText('Sorting Pending')).toBeTruthy();
    expect(within(sorting).getByText('Unpublished')).toBeTruthy();
    expect(within(sorting).getByRole('link', { name: 'Complete' }).getAttribute('href')).toBe(
      '/home/catalog-segmentation/13',
    );
    expect(within(sorting).queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('shows the per-type counts at once, and collapses them on request', async () => {
    catalogsServer();
    renderApp('/home/catalogs');
    await screen.findByRole('heading', { name: 'Active Catalogs' });
    const active = card('Crocs Spring 2026');
    const items = within(active)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Unsorted5', 'Athletic20', 'Boutique10', 'Crocs5']);
    fireEvent.click(within(active).getByRole('button', { name: 'Items per catalog' }));
    expect(within(active).queryByText('Athletic')).toBeNull();
  });

  it('shows each section as a table in the table view, kept in the address', async () => {
    catalogsServer();
    const router = renderApp('/home/catalogs');
    await screen.findByRole('heading', { name: 'Active Catalogs' });
    fireEvent.click(screen.getByRole('button', { name: catalogTexts.viewTable }));
    const activeTable = await screen.findByRole('table', { name: catalogTexts.activeTitle });
    expect(router.state.location.search).toEqual({ view: 'table' });
    expect(screen.queryAllByTestId('catalog-card')).toHaveLength(0);
    const row = within(activeTable).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Crocs Spring 2026' }).getAttribute('href')).toBe(
      '/home/catalog-segmentation/11',
    );
    expect(row.textContent).toContain('Pre-Book');
    expect(row.textContent).toContain('Athletic 20 · Boutique 10 · Crocs 5');
    expect(within(row).getByRole('link', { name: catalogTexts.manage })).toBeTruthy();
    const unpublishedTable = screen.getByRole('table', { name: catalogTexts.unpublishedTitle });
    expect(within(unpublishedTable).getAllByRole('row')).toHaveLength(3);
    expect(within(unpublishedTable).getByRole('button', { name: catalogTexts.publish })).toBeTruthy();
    expect(within(unpublishedTable).getByRole('link', { name: catalogTexts.complete })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: catalogTexts.viewCards }));
    await waitFor(() => expect(screen.getAllByTestId('catalog-card')).toHaveLength(3));
    expect(router.state.location.search).toEqual({});
  });

  it('offers View Orders and Manage as links, and Archive, in the card menu', async () => {
    catalogsServer();
    renderApp('/home/catalogs');
    await screen.findByRole('heading', { name: 'Active Catalogs' });
    fireEvent.pointerDown(within(card('Crocs ATS June')).getByRole('button', { name: 'Catalog actions' }), {
      button: 0,
      ctrlKey: false,
    });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'View Orders' }).getAttribute('href')).toBe(
      '/home/orders/all?lineListId=12',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Archive' }).getAttribute('aria-disabled')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Manage' }).getAttribute('href')).toBe(
      '/home/catalog-segmentation/12',
    );
  });

  it('marks a published catalog past its deadline for orders, not an unpublished one', async () => {
    const closed = { ...published, deadline: '2020-12-31' };
    stubApi(({ path }) =>
      path === '/api/crocs/catalogs/latest' ? ok([closed, { ...unpublished, deadline: '2020-12-31' }]) : undefined,
    );
    renderApp('/home/catalogs');
    await screen.findByRole('heading', { name: 'Active Catalogs' });
    const badge = within(card('Crocs Spring 2026')).getByText(catalogTexts.orderingClosedBadge);
    expect(badge.getAttribute('title')).toBe(catalogTexts.orderingClosedTitle);
    expect(within(card('Crocs ATS June')).queryByText(catalogTexts.orderingClosedBadge)).toBeNull();
  });

  it('hides empty sections, and is the /home index too', async () => {
    stubApi(({ path }) => (path === '/api/crocs/catalogs/latest' ? ok([unpublished]) : undefined));
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Unpublished Catalogs' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Active Catalogs' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Catalogs', level: 1 })).toBeTruthy();
  });
});
