import { orderTexts } from '@lineup/contracts/texts/orders';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activeSidebarLinks, crumbLabels, stubShellApi } from '@/features/orders/test-support/orders-test-utils';
import { sampleLastOrders, sampleMostUnitsSold, sampleTopCustomers } from '@/features/orders/orders-sample-data';
import { renderApp, resetApp } from '@/test/render-app';

afterEach(resetApp);

describe('/home/orders', () => {
  it('shows the four cards, each with its change from last month', async () => {
    stubShellApi();
    renderApp('/home/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const cards = [
      orderTexts.totalWhs,
      orderTexts.monobrandOrders,
      orderTexts.multibrandOrders,
      orderTexts.inactiveAccounts,
    ];
    for (const name of cards) {
      const card = screen.getByRole('group', { name });
      expect(within(card).getByRole('heading', { name })).toBeTruthy();
      expect(within(card).getByText(/^[+-]?\d+\.\d% from last month$/)).toBeTruthy();
    }
    expect(within(screen.getByRole('group', { name: 'Total WHS' })).getByText('$482,310.50')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Multibrand Orders' })).getByText('-3.6% from last month'),
    ).toBeTruthy();
    expect(screen.getByText('Sample data')).toBeTruthy();
  });

  it('shows the Last Orders, Top Customers and Most Units Sold tables with the sample rows', async () => {
    stubShellApi();
    renderApp('/home/orders');
    const last = await screen.findByRole('table', { name: orderTexts.lastOrders });
    expect(within(last).getAllByRole('row')).toHaveLength(sampleLastOrders.length + 1);
    expect(within(last).getByText(sampleLastOrders[0]!.id)).toBeTruthy();
    expect(within(last).getAllByText('Pending').length).toBeGreaterThan(0);
    const top = screen.getByRole('table', { name: orderTexts.topCustomers });
    expect(within(top).getAllByRole('row')).toHaveLength(sampleTopCustomers.length + 1);
    expect(within(top).getByText('$96,420.50')).toBeTruthy();
    const units = screen.getByRole('table', { name: orderTexts.mostUnitsSold });
    expect(within(units).getAllByRole('row')).toHaveLength(sampleMostUnitsSold.length + 1);
    expect(within(units).getByText('4,820')).toBeTruthy();
  });

  it('has its crumbs and only the Dashboard entry active', async () => {
    stubShellApi();
    renderApp('/home/orders');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(crumbLabels()).toEqual(['Home', 'Orders']);
    expect(activeSidebarLinks()).toEqual(['Dashboard']);
  });
});
