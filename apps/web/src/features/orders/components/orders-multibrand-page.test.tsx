import { orderTexts } from '@lineup/contracts/texts/orders';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleMultibrandOrders } from '@/features/orders/orders-sample-data';
import { activeSidebarLinks, crumbLabels, stubShellApi } from '@/features/orders/test-support/orders-test-utils';
import { renderApp, resetApp } from '@/test/render-app';

afterEach(resetApp);

const selectedCount = () => screen.getByTestId('orders-selected-count').textContent;

describe('/home/orders/multibrand', () => {
  it('shows New Order, Download Forms and Filters (inert), the count and the sample rows', async () => {
    const calls = stubShellApi();
    renderApp('/home/orders/multibrand');
    expect(await screen.findByRole('heading', { level: 1, name: orderTexts.multibrandTitle })).toBeTruthy();
    for (const name of [orderTexts.newOrder, orderTexts.downloadForms, orderTexts.filters]) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled, name).toBe(true);
    }
    expect(selectedCount()).toBe('0 selected');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['', 'Order', 'Customer', 'Store', 'Date placed', 'Brand', 'Status']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(sampleMultibrandOrders.length);
    const first = sampleMultibrandOrders[0]!;
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual([first.id, first.customerName, first.storeName, '11/18/2026', first.brandName, 'Pending']);
    for (const status of ['Pending', 'Completed', 'Processing', 'Shipped', 'Delivered']) {
      expect(screen.getAllByText(status).length, status).toBeGreaterThan(0);
    }
    // Sample data: the screen asks the order API for nothing.
    expect(calls.some((call) => call.path.startsWith('/api/orders'))).toBe(false);
  });

  it('counts the rows selected with their checkboxes and with select all', async () => {
    stubShellApi();
    renderApp('/home/orders/multibrand');
    await screen.findByRole('heading', { level: 1, name: orderTexts.multibrandTitle });
    const [a, b] = sampleMultibrandOrders;
    fireEvent.click(screen.getByRole('checkbox', { name: orderTexts.selectOrder(a!.id) }));
    expect(selectedCount()).toBe('1 selected');
    fireEvent.click(screen.getByRole('checkbox', { name: orderTexts.selectOrder(b!.id) }));
    expect(selectedCount()).toBe('2 selected');
    fireEvent.click(screen.getByRole('checkbox', { name: orderTexts.selectOrder(a!.id) }));
    expect(selectedCount()).toBe('1 selected');
    const all = screen.getByRole('checkbox', { name: orderTexts.selectAll });
    expect(all.getAttribute('data-state')).toBe('unchecked');
    fireEvent.click(all);
    expect(selectedCount()).toBe(`${sampleMultibrandOrders.length} selected`);
    expect(all.getAttribute('data-state')).toBe('checked');
    fireEvent.click(all);
    expect(selectedCount()).toBe('0 selected');
  });

  it('has its crumbs and the Multibrand entry active', async () => {
    stubShellApi();
    renderApp('/home/orders/multibrand');
    await screen.findByRole('heading', { level: 1, name: orderTexts.multibrandTitle });
    expect(crumbLabels()).toEqual(['Home', 'Orders', 'By Brand', 'Multibrand']);
    expect(activeSidebarLinks()).toEqual(['Multibrand']);
  });
});
