import { ORDER_CATALOG_TYPES } from '@lineup/contracts/constants';
import { orderMessages } from '@lineup/contracts/order-messages';
import { orderCatalogTypeLabels } from '@lineup/contracts/shell-texts';
import { orderTexts } from '@lineup/contracts/texts/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activeSidebarLinks,
  crumbLabels,
  lastListQuery,
  orderRow,
  ordersPage,
  pagedOrdersServer,
  stubOrdersApi,
} from '@/features/orders/test-support/orders-test-utils';
import { failure, ok, renderApp, resetApp } from '@/test/render-app';

afterEach(resetApp);

const bodyRows = () => screen.getAllByRole('row').slice(1);
const selectedCount = () => screen.getByTestId('orders-selected-count').textContent;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/home/orders/all', () => {
  it('shows the first page of submitted orders from the server, with every column', async () => {
    const calls = pagedOrdersServer();
    renderApp('/home/orders/all');
    expect(await screen.findByRole('heading', { level: 1, name: orderTexts.allOrdersTitle })).toBeTruthy();
    await screen.findByRole('link', { name: '#123' });
    expect(lastListQuery(calls)).toEqual({ page: '1', pageSize: '10' });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      '',
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
    expect(bodyRows()).toHaveLength(10);
    expect(cellsOf(bodyRows()[0]!).slice(1)).toEqual([
      // The number, and its status again for a phone (shown only below the sm breakpoint).
      '#123Pending',
      'Customer 123',
      'Store 123',
      'Crocs',
      'Monobrand',
      'Pre-Book',
      expect.stringMatching(/^03\/0[23]\/2026$/),
      '12',
      '$1,049.90',
      'Pending',
    ]);
    expect(screen.getByRole('link', { name: '#123' }).getAttribute('href')).toBe('/home/orders/123');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(crumbLabels()).toEqual(['Home', 'Orders', 'All Orders']);
    expect(activeSidebarLinks()).toEqual(['All Orders']);
  });

  it('asks the server for the next page, keeping the selection across pages for Download Forms', async () => {
    const calls = pagedOrdersServer();
    renderApp('/home/orders/all');
    fireEvent.click(await screen.findByRole('checkbox', { name: orderTexts.selectOrder('#123') }));
    expect(selectedCount()).toBe('1 selected');
    fireEvent.click(screen.getByRole('button', { name: orderTexts.next }));
    await screen.findByRole('link', { name: '#113' });
    expect(lastListQuery(calls)).toMatchObject({ page: '2' });
    fireEvent.click(screen.getByRole('checkbox', { name: orderTexts.selectAll }));
    expect(selectedCount()).toBe('11 selected');
    fireEvent.click(screen.getByRole('button', { name: orderTexts.next }));
    await screen.findByRole('link', { name: '#103' });
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: orderTexts.next }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: orderTexts.clearSelection }));
    expect(selectedCount()).toBe('0 selected');
    expect((screen.getByRole('button', { name: orderTexts.downloadForms }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('searches and filters by status on the server, from the first page', async () => {
    const calls = pagedOrdersServer();
    renderApp('/home/orders/all');
    await screen.findByRole('link', { name: '#123' });
    fireEvent.click(screen.getByRole('button', { name: orderTexts.next }));
    await screen.findByRole('link', { name: '#113' });
    fireEvent.change(screen.getByRole('searchbox', { name: orderTexts.searchLabel }), { target: { value: ' acme ' } });
    await waitFor(() => expect(lastListQuery(calls)).toEqual({ page: '1', pageSize: '10', search: 'acme' }));
    fireEvent.click(screen.getByRole('button', { name: orderTexts.filters }));
    fireEvent.change(screen.getByRole('combobox', { name: orderTexts.filterStatus }), { target: { value: 'shipped' } });
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ page: '1', search: 'acme', status: 'shipped' }));
    expect(await screen.findByRole('link', { name: '#50' })).toBeTruthy();
    expect(bodyRows()).toHaveLength(1);
    // Clearing the filter shows the search's orders again (from the cache, or asked again).
    fireEvent.click(screen.getByRole('button', { name: orderTexts.clearFilters }));
    expect(await screen.findByRole('link', { name: '#123' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '#50' })).toBeNull();
  });

  it('downloads the forms of the selected orders as one file', async () => {
    const createObjectURL = vi.fn(() => 'blob:forms');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = pagedOrdersServer((call) =>
      call.path === '/api/orders/forms' ? new Response(new Blob(['xlsx']), { status: 200 }) : undefined,
    );
    renderApp('/home/orders/all');
    fireEvent.click(await screen.findByRole('checkbox', { name: orderTexts.selectOrder('#123') }));
    fireEvent.click(screen.getByRole('checkbox', { name: orderTexts.selectOrder('#121') }));
    fireEvent.click(screen.getByRole('button', { name: orderTexts.downloadForms }));
    expect(await screen.findByText(orderTexts.formsDownloaded(2))).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/orders/forms')).toMatchObject({
      method: 'POST',
      body: { orderIds: [123, 121] },
    });
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
  });

  it('shows the server message when the forms are refused', async () => {
    pagedOrdersServer((call) =>
      call.path === '/api/orders/forms' ? failure(404, orderMessages.ordersNotFound([123])) : undefined,
    );
    renderApp('/home/orders/all');
    fireEvent.click(await screen.findByRole('checkbox', { name: orderTexts.selectOrder('#123') }));
    fireEvent.click(screen.getByRole('button', { name: orderTexts.downloadForms }));
    expect(await screen.findByText(orderMessages.ordersNotFound([123]))).toBeTruthy();
  });

  it('shows the empty states: no orders yet, and none matching the search', async () => {
    stubOrdersApi();
    renderApp('/home/orders/all');
    expect(await screen.findByText(orderTexts.noOrders)).toBeTruthy();
    expect((screen.getByRole('button', { name: orderTexts.newOrder }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(screen.getByRole('searchbox', { name: orderTexts.searchLabel }), { target: { value: 'zz' } });
    expect(await screen.findByText(orderTexts.noMatchingOrders)).toBeTruthy();
  });

  it('shows a failed load with the server message and tries again', async () => {
    let fail = true;
    stubOrdersApi((call) => {
      if (call.path !== '/api/orders/staff') return undefined;
      return fail ? failure(500, 'Something went wrong in the server.') : ordersPage([orderRow(7)]);
    });
    renderApp('/home/orders/all');
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong in the server.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: orderTexts.retry }));
    expect(await screen.findByRole('link', { name: '#7' })).toBeTruthy();
  });

  it("lists one line list's orders for a catalog card's View Orders, named in the heading", async () => {
    const calls = stubOrdersApi((call) =>
      call.path === '/api/line-lists' ? ok([{ id: 12, name: 'Spring 2026' }]) : undefined,
    );
    renderApp('/home/orders/all?lineListId=12');
    expect(
      await screen.findByRole('heading', { level: 1, name: orderTexts.lineListTitle('Spring 2026') }),
    ).toBeTruthy();
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ lineListId: '12' }));
  });
});

describe('the other order lists', () => {
  it('Multibrand: the orders of multi-brand stores, in the multibrand row', async () => {
    const calls = stubOrdersApi((call) =>
      call.path === '/api/orders/staff'
        ? ordersPage([orderRow(5, { storeType: 'multi-brand', status: 'shipped' })])
        : undefined,
    );
    renderApp('/home/orders/multibrand');
    expect(await screen.findByRole('heading', { level: 1, name: orderTexts.multibrandTitle })).toBeTruthy();
    await screen.findByRole('link', { name: '#5' });
    expect(lastListQuery(calls)).toMatchObject({ storeType: 'multi-brand' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      'Order',
      'Customer',
      'Store',
      'Date placed',
      'Brand',
      'Status',
    ]);
    expect(cellsOf(bodyRows()[0]!).at(-1)).toBe('Shipped');
    expect(crumbLabels()).toEqual(['Home', 'Orders', 'By Brand', 'Multibrand']);
    expect(activeSidebarLinks()).toEqual(['Multibrand']);
  });

  for (const type of ORDER_CATALOG_TYPES) {
    it(`catalog type ${type}: its orders, heading, crumbs and sidebar entry`, async () => {
      const calls = stubOrdersApi();
      renderApp(`/home/orders/catalog-type/${type}`);
      const label = orderCatalogTypeLabels[type];
      expect(await screen.findByRole('heading', { level: 1, name: orderTexts.catalogTypeTitle(label) })).toBeTruthy();
      await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ catalogType: type }));
      expect(crumbLabels()).toEqual(['Home', 'Orders', 'By Catalog Type', label]);
      expect(activeSidebarLinks()).toEqual([label]);
    });
  }

  it("a brand's orders, named in the heading and crumbs", async () => {
    const calls = stubOrdersApi();
    renderApp('/home/orders/brand/2');
    expect(await screen.findByRole('heading', { level: 1, name: orderTexts.brandTitle('Hoka') })).toBeTruthy();
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ brandId: '2' }));
    expect(crumbLabels()).toEqual(['Home', 'Orders', 'By Brand', 'Hoka']);
  });
});
