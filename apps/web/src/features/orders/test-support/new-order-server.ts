import { orderMessages } from '@lineup/contracts/order-messages';
import { NO_ORDER_RULES } from '@lineup/contracts/order-rules';
import { orderPlaceMessages, type PlaceOrderItem } from '@lineup/contracts/orders-place';
import type { ShipToChoice, ShipToOption } from '@lineup/contracts/orders-ship-to';
import type { PortalCatalog } from '@lineup/contracts/portal';
import type { BusinessStore } from '@lineup/contracts/stores';
import { newOrderTexts } from '@lineup/contracts/texts/new-order';
import { orderTexts } from '@lineup/contracts/texts/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { orderDetail, stubOrdersApi } from '@/features/orders/test-support/orders-test-utils';
import { serveFirst } from '@/test/fakes/fake-api';
import { organizationsList } from '@/test/fakes/organizations';
import { aStore, storesList } from '@/test/fakes/stores';
import { type ApiCall, ok, renderApp } from '@/test/render-app';
import { anOrganization } from '@/test/users-fixtures';

/**
 * New Order's component tests: Alpha Shoes' stores Downtown (the Spring 2027 catalog, one shipping
 * address) and Empty (no catalog, no shipping address), stores that may not order, and the dialog.
 */

export const DOWNTOWN = '3f1c1f6e-0000-4000-8000-000000000001';
export const EMPTY = '3f1c1f6e-0000-4000-8000-000000000002';

/** A store of Alpha Shoes, without brands or a logo. */
const alphaStore = (id: string, name: string, changes: Partial<BusinessStore> = {}) =>
  aStore(id, name, {
    organizationId: 'org-alpha',
    brandFocusType: { storeType: 'monobrand', brandSegmentation: [] },
    logoUrl: '',
    ...changes,
  });
const stores = [
  alphaStore(DOWNTOWN, 'Downtown'),
  alphaStore(EMPTY, 'Empty'),
  alphaStore('s-closed', 'Closed', { status: 'inactive' }),
  alphaStore('s-gone', 'Gone Main', { organizationId: 'org-gone' }),
  alphaStore('s-staff', 'Head Office', { organizationId: 'org-lineup' }),
];
const organizations = (alphaDiscounts: Record<string, number> = {}) => [
  anOrganization({ id: 'org-alpha', name: 'Alpha Shoes', discounts: alphaDiscounts }),
  anOrganization({ id: 'org-gone', name: 'Gone Shoes', status: 'inactive' }),
  anOrganization({ id: 'org-lineup', name: 'Lineup', type: 'internal' }),
];
export const spring: PortalCatalog = {
  lineListId: 7,
  name: 'Spring 2027',
  brandId: 1,
  brandName: 'Crocs',
  lineListType: 'pre-book',
  catalogSegment: 'athletic',
  season: 'Spring',
  year: 2027,
  deadline: null,
  publishedAt: '2026-01-10T10:00:00.000Z',
  itemsCount: 2,
  wholesalePercent: 50,
  orderRules: NO_ORDER_RULES,
  deliveryWindows: [],
};
const anItem = (modelCode: string, silhouette: string, msrp: string | null): PlaceOrderItem => ({
  modelCode,
  silhouette,
  color: 'Black',
  msrp,
  skus: ['M4', 'M5', 'M6'].map((size) => ({ sku: `${modelCode}-${size}`, size })),
});
const items = [anItem('10001-001', 'Classic Clog', '59.99'), anItem('20002-001', 'Echo Clog', null)];

/** The shipping address Downtown has unless told otherwise. */
export const DOWNTOWN_DOCK: ShipToOption = {
  id: '0a1b2c3d4e5f6071',
  line1: '9 Dock Rd',
  city: 'Houston',
  state: 'TX',
  postalCode: '77001',
  country: 'US',
};

export type NewOrderFake = {
  /** What placing answers (a placed order 55 by default). */
  place?: (call: ApiCall) => Response;
  downtownCatalogs?: PortalCatalog[];
  /** Per store, its shipping addresses: Downtown DOWNTOWN_DOCK, Empty none by default. */
  shipTo?: Record<string, ShipToChoice>;
  /** Alpha Shoes' discount per brand id (none by default). */
  alphaDiscounts?: Record<string, number>;
};

/** The New Order calls answered. */
export function newOrderServer(fake: NewOrderFake = {}) {
  const place = fake.place ?? (() => ok(orderDetail(55), orderPlaceMessages.orderPlaced(55, 'Downtown'), 201));
  const shipTo: Record<string, ShipToChoice> = {
    [DOWNTOWN]: { addresses: [DOWNTOWN_DOCK], refusal: null },
    [EMPTY]: { addresses: [], refusal: orderMessages.noShippingAddressForStaff },
    ...fake.shipTo,
  };
  const resources = serveFirst(storesList(stores), organizationsList(organizations(fake.alphaDiscounts)));
  return stubOrdersApi(async (call) => {
    const answer = await resources(call);
    if (answer) return answer;
    if (call.path === `/api/orders/stores/${DOWNTOWN}/catalogs`) return ok(fake.downtownCatalogs ?? [spring]);
    if (call.path === `/api/orders/stores/${EMPTY}/catalogs`) return ok([]);
    const shipToOf = /^\/api\/orders\/stores\/([^/]+)\/ship-to$/.exec(call.path);
    if (shipToOf) return ok(shipTo[shipToOf[1]!] ?? { addresses: [], refusal: null });
    if (call.path === `/api/orders/stores/${DOWNTOWN}/catalogs/7/items`) {
      const search = (call.search.get('search') ?? '').toLowerCase();
      const found = items.filter((item) => item.silhouette.toLowerCase().includes(search));
      return ok({ items: found, total: found.length });
    }
    if (call.path === '/api/orders/55') return ok(orderDetail(55));
    if (call.path === '/api/orders/place') return place(call);
    return undefined;
  });
}

export async function openDialog() {
  renderApp('/home/orders/all');
  fireEvent.click(await screen.findByRole('button', { name: orderTexts.newOrder }));
  return screen.findByRole('dialog', { name: newOrderTexts.title });
}

export const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
export const quantity = (modelCode: string, size: string) =>
  screen.getByRole('textbox', { name: newOrderTexts.quantityLabel(modelCode, size) }) as HTMLInputElement;

export async function chooseDowntownSpring(dialog: HTMLElement) {
  const store = within(dialog).getByRole('combobox', { name: newOrderTexts.storeLabel });
  await waitFor(() => expect(options(store)).toContain(newOrderTexts.storeOption('Alpha Shoes', 'Downtown')));
  fireEvent.change(store, { target: { value: DOWNTOWN } });
  const catalog = within(dialog).getByRole('combobox', { name: newOrderTexts.catalogLabel });
  await waitFor(() => expect(options(catalog)).toContain(newOrderTexts.catalogOption('Crocs', 'Spring 2027')));
  fireEvent.change(catalog, { target: { value: '7' } });
}
