import type { OrderDetail, OrdersDashboard, StaffOrderRow } from '@lineup/contracts/orders-responses';
import type { Brand } from '@lineup/contracts/pim';
import { shellTexts } from '@lineup/contracts/shell-texts';
import { screen, within } from '@testing-library/react';
import { aBrand, brandsList } from '@/test/fakes/brands';
import { jsonResponse } from '@/test/fixtures';
import { type ApiCall, type ApiHandler, ok, stubApi } from '@/test/render-app';

export const testBrands: Brand[] = [aBrand(1, 'Crocs'), aBrand(2, 'Hoka')];

/** A submitted order row; `id` decides the rest unless given. */
export function orderRow(id: number, changes: Partial<StaffOrderRow> = {}): StaffOrderRow {
  return {
    id,
    organizationId: `org-${id}`,
    organizationName: `Customer ${id}`,
    storeId: `store-${id}`,
    storeName: `Store ${id}`,
    storeType: 'monobrand',
    brandId: 1,
    brandName: 'Crocs',
    lineListId: 12,
    lineListName: 'Spring 2026',
    catalogType: 'pre-book',
    status: 'pending',
    submittedAt: '2026-03-02T15:00:00.000Z',
    unitsCount: 12,
    total: 1049.9,
    ...changes,
  };
}

/** A page of the staff list as the PIM answers it. */
export const ordersPage = (rows: StaffOrderRow[], page = 1, total = rows.length) =>
  jsonResponse(200, { success: true, message: 'Orders loaded', data: rows, pagination: { page, pageSize: 10, total } });

export const emptyDashboard: OrdersDashboard = {
  month: '2026-03',
  totalWhs: { value: 0, changePercent: null },
  monobrandOrders: { value: 0, changePercent: null },
  multibrandOrders: { value: 0, changePercent: null },
  inactiveAccounts: { value: 0, changePercent: null },
  lastOrders: [],
  topCustomers: [],
  mostUnitsSold: [],
};

export function orderDetail(id: number, changes: Partial<OrderDetail> = {}): OrderDetail {
  const row = orderRow(id);
  return {
    id,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    storeId: row.storeId,
    storeName: row.storeName,
    storeType: row.storeType,
    brandId: row.brandId,
    brandName: row.brandName,
    lineListId: row.lineListId,
    lineListName: row.lineListName,
    lineListType: 'pre-book',
    catalogType: 'pre-book',
    status: 'pending',
    items: [],
    itemsCount: 2,
    unitsCount: 5,
    total: 125,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T15:00:00.000Z',
    submittedAt: '2026-03-02T15:00:00.000Z',
    replicatedFromOrderId: null,
    addresses: [
      { type: 'billing', line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '73301', country: 'US' },
    ],
    shipTo: { line1: '9 Dock Rd', line2: 'Unit 4', city: 'Houston', state: 'TX', postalCode: '77001', country: 'US' },
    contact: { email: 'bea@example.com', firstName: 'Bea', lastName: 'Buyer' },
    deliveryWindow: null,
    poNumber: null,
    requestedShipDate: null,
    requestedCancelDate: null,
    notes: null,
    groups: [
      {
        modelCode: 'CLOG-BLK',
        silhouette: 'Classic Clog',
        color: 'Black',
        msrp: 50,
        picture: null,
        sizes: [
          { itemId: 1, sku: 'CLOG-BLK-9', size: '9', quantity: 3, unitPrice: 25, lineTotal: 75 },
          { itemId: 2, sku: 'CLOG-BLK-10', size: '10', quantity: 2, unitPrice: 25, lineTotal: 50 },
        ],
        unitsCount: 5,
        total: 125,
      },
    ],
    timeline: [{ status: 'pending', userId: 'u1', at: '2026-03-02T15:00:00.000Z', note: null }],
    nextStatuses: ['processing', 'cancelled'],
    ...changes,
  };
}

/** The shell's calls (signed-in user, brands, people) answered, the rest left to `handler`. */
export function stubOrdersApi(handler: ApiHandler = () => undefined): ApiCall[] {
  return stubApi(async (call) => {
    const answer = (await handler(call)) ?? (await brandsList(testBrands)(call));
    if (answer) return answer;
    if (call.path === '/api/orders/dashboard') return ok(emptyDashboard);
    if (call.path === '/api/orders/staff') return ordersPage([]);
    return undefined;
  });
}

/** 23 orders, 10 a page: the server's pages of ids 123 down to 101, the shipped ones #50 alone; `extra` answers first. */
export function pagedOrdersServer(extra: ApiHandler = () => undefined) {
  return stubOrdersApi(async (call) => {
    const answer = await extra(call);
    if (answer) return answer;
    if (call.path !== '/api/orders/staff') return undefined;
    if (call.search.get('status') === 'shipped') return ordersPage([orderRow(50, { status: 'shipped' })]);
    const page = Number(call.search.get('page'));
    const ids = Array.from({ length: 23 }, (_, i) => 123 - i).slice((page - 1) * 10, page * 10);
    return ordersPage(
      ids.map((id) => orderRow(id)),
      page,
      23,
    );
  });
}

/** The query of the last call for a page of the staff's order list. */
export const lastListQuery = (calls: ApiCall[]) =>
  Object.fromEntries(calls.filter((call) => call.path === '/api/orders/staff').at(-1)?.search ?? []);

export function crumbLabels(): string[] {
  const crumbs = screen.getByRole('navigation', { name: shellTexts.breadcrumb });
  return within(crumbs)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** The sidebar links marked active (data-active="true"), by their text. */
export function activeSidebarLinks(): string[] {
  return screen
    .getAllByRole('link')
    .filter((link) => link.closest('[data-sidebar]') && link.getAttribute('data-active') === 'true')
    .map((link) => link.textContent ?? '');
}
