import { emptyStates } from '@lineup/contracts/messages';
import type { OrdersDashboard } from '@lineup/contracts/orders-responses';
import { orderTexts } from '@lineup/contracts/texts/orders';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  activeSidebarLinks,
  emptyDashboard,
  orderRow,
  stubOrdersApi,
} from '@/features/orders/test-support/orders-test-utils';
import { failure, ok, renderApp, resetApp } from '@/test/render-app';
import { cellTexts } from '@/test/table-rows';

afterEach(resetApp);

const dashboard: OrdersDashboard = {
  month: '2026-03',
  totalWhs: { value: 12450.5, changePercent: 12.44 },
  monobrandOrders: { value: 14, changePercent: -3.61 },
  multibrandOrders: { value: 3, changePercent: null },
  inactiveAccounts: { value: 2, changePercent: -50 },
  lastOrders: [orderRow(42, { organizationName: 'Acme', total: 250, status: 'processing' })],
  topCustomers: [{ organizationId: 'o1', organizationName: 'Acme', ordersCount: 4, total: 1200 }],
  mostUnitsSold: [
    { modelCode: 'CLOG-BLK', silhouette: 'Classic Clog', color: 'Black', brandName: 'Crocs', units: 320 },
  ],
};

const card = (name: string) => screen.getByRole('group', { name });
const table = (name: string) => screen.getByRole('table', { name });
const rowsOf = (name: string) => cellTexts(table(name));

describe('/home/orders (dashboard)', () => {
  it("shows this month's cards with their change from last month, and the three tables", async () => {
    stubOrdersApi((call) => (call.path === '/api/orders/dashboard' ? ok(dashboard) : undefined));
    renderApp('/home/orders');
    expect(await screen.findByRole('heading', { level: 1, name: orderTexts.dashboardTitle })).toBeTruthy();
    await screen.findByText('$12,450.50');
    expect(card(orderTexts.totalWhs).textContent).toContain(orderTexts.fromLastMonth('+12.4%'));
    expect(card(orderTexts.monobrandOrders).textContent).toContain('14');
    expect(card(orderTexts.monobrandOrders).textContent).toContain(orderTexts.fromLastMonth('-3.6%'));
    expect(card(orderTexts.multibrandOrders).textContent).toContain(orderTexts.nothingLastMonth);
    expect(card(orderTexts.inactiveAccounts).textContent).toContain(orderTexts.fromLastMonth('-50.0%'));
    expect(rowsOf(orderTexts.lastOrders)).toEqual([
      ['#42', 'Acme', expect.stringMatching(/^03\/0[23]\/2026$/), '$250.00', 'Processing'],
    ]);
    expect(within(table(orderTexts.lastOrders)).getByRole('link', { name: '#42' }).getAttribute('href')).toBe(
      '/home/orders/42',
    );
    expect(rowsOf(orderTexts.topCustomers)).toEqual([['Acme', '4', '$1,200.00']]);
    expect(rowsOf(orderTexts.mostUnitsSold)).toEqual([['Classic Clog - Black (CLOG-BLK)', 'Crocs', '320']]);
    expect(activeSidebarLinks()).toEqual(['Dashboard']);
  });

  it('shows the empty tables of a month without orders', async () => {
    stubOrdersApi();
    renderApp('/home/orders');
    await screen.findByText(orderTexts.dashboardMonth(emptyDashboard.month));
    for (const name of [orderTexts.lastOrders, orderTexts.topCustomers, orderTexts.mostUnitsSold]) {
      expect(rowsOf(name), name).toEqual([[emptyStates.table]]);
    }
    expect(card(orderTexts.totalWhs).textContent).toContain('$0.00');
  });

  it('shows a failed load with the server message', async () => {
    stubOrdersApi((call) =>
      call.path === '/api/orders/dashboard' ? failure(500, 'Something went wrong.') : undefined,
    );
    renderApp('/home/orders');
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong.');
  });
});
