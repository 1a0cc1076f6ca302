import { orderMessages } from '@lineup/contracts/order-messages';
import { orderPlaceMessages, type PlaceOrderItem } from '@lineup/contracts/orders-place';
import type { PortalCatalog } from '@lineup/contracts/portal';
import { newOrderTexts, orderTexts } from '@lineup/contracts/texts/orders';
import type { BusinessStore } from '@lineup/contracts/stores';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderDetail, stubOrdersApi } from '@/features/orders/test-support/orders-test-utils';
import { type ApiCall, failure, ok, renderApp, resetApp } from '@/test/render-app';
import { anOrganization } from '@/test/users-fixtures';

afterEach(resetApp);

const DOWNTOWN = '3f1c1f6e-0000-4000-8000-000000000001';
const EMPTY = '3f1c1f6e-0000-4000-8000-000000000002';

const aStore = (id: string, name: string, changes: Partial<BusinessStore> = {}): BusinessStore => ({
  id,
  organizationId: 'org-alpha',
  name,
  description: null,
  addresses: [],
  mainContactUserId: null,
  brandFocusType: { storeType: 'monobrand', brandSegmentation: [] },
  ownership: null,
  userIds: [],
  accountManagers: [],
  logoUrl: '',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  _revision: 1,
  ...changes,
});
const stores = [
  aStore(DOWNTOWN, 'Downtown'),
  aStore(EMPTY, 'Empty'),
  aStore('s-closed', 'Closed', { status: 'inactive' }),
  aStore('s-gone', 'Gone Main', { organizationId: 'org-gone' }),
  aStore('s-staff', 'Head Office', { organizationId: 'org-lineup' }),
];
const organizations = [
  anOrganization({ id: 'org-alpha', name: 'Alpha Shoes' }),
  anOrganization({ id: 'org-gone', name: 'Gone Shoes', status: 'inactive' }),
  anOrganization({ id: 'org-lineup', name: 'Lineup', type: 'internal' }),
];
const spring: PortalCatalog = {
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
};
const anItem = (modelCode: string, silhouette: string, msrp: string | null): PlaceOrderItem => ({
  modelCode,
  silhouette,
  color: 'Black',
  msrp,
  skus: ['M4', 'M5', 'M6'].map((size) => ({ sku: `${modelCode}-${size}`, size })),
});
const items = [anItem('10001-001', 'Classic Clog', '59.99'), anItem('20002-001', 'Echo Clog', null)];

/** The New Order calls answered; `place` answers the order (a placed order 55 by default). */
function newOrderServer(
  place: (call: ApiCall) => Response = () => ok(orderDetail(55), orderPlaceMessages.orderPlaced(55, 'Downtown'), 201),
  downtownCatalogs: PortalCatalog[] = [spring],
) {
  return stubOrdersApi((call) => {
    if (call.path === '/api/stores') return ok(stores);
    if (call.path === '/api/organizations') return ok(organizations);
    if (call.path === `/api/orders/stores/${DOWNTOWN}/catalogs`) return ok(downtownCatalogs);
    if (call.path === `/api/orders/stores/${EMPTY}/catalogs`) return ok([]);
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

async function openDialog() {
  renderApp('/home/orders/all');
  fireEvent.click(await screen.findByRole('button', { name: orderTexts.newOrder }));
  return screen.findByRole('dialog', { name: newOrderTexts.title });
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
const quantity = (modelCode: string, size: string) =>
  screen.getByRole('textbox', { name: newOrderTexts.quantityLabel(modelCode, size) }) as HTMLInputElement;

async function chooseDowntownSpring(dialog: HTMLElement) {
  const store = within(dialog).getByRole('combobox', { name: newOrderTexts.storeLabel });
  await waitFor(() => expect(options(store)).toContain(newOrderTexts.storeOption('Alpha Shoes', 'Downtown')));
  fireEvent.change(store, { target: { value: DOWNTOWN } });
  const catalog = within(dialog).getByRole('combobox', { name: newOrderTexts.catalogLabel });
  await waitFor(() => expect(options(catalog)).toContain(newOrderTexts.catalogOption('Crocs', 'Spring 2027')));
  fireEvent.change(catalog, { target: { value: '7' } });
}

describe('New Order', () => {
  it("places a store's order from a catalog it sees, quantities per size, and opens the order", async () => {
    const calls = newOrderServer();
    const dialog = await openDialog();
    const store = within(dialog).getByRole('combobox', { name: newOrderTexts.storeLabel });
    // Only active stores of active customer organizations may order.
    await waitFor(() =>
      expect(options(store)).toEqual([
        newOrderTexts.storePlaceholder,
        newOrderTexts.storeOption('Alpha Shoes', 'Downtown'),
        newOrderTexts.storeOption('Alpha Shoes', 'Empty'),
      ]),
    );
    await chooseDowntownSpring(dialog);

    // The search narrows the catalog's items; an item without an MSRP cannot be added.
    expect(await within(dialog).findByText(newOrderTexts.item('Echo Clog', 'Black', '20002-001'))).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: newOrderTexts.addItemLabel('20002-001') }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.change(within(dialog).getByRole('searchbox', { name: newOrderTexts.searchLabel }), {
      target: { value: 'classic' },
    });
    await waitFor(() =>
      expect(within(dialog).queryByText(newOrderTexts.item('Echo Clog', 'Black', '20002-001'))).toBeNull(),
    );
    expect(calls.some((call) => call.search.get('search') === 'classic')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: newOrderTexts.addItemLabel('10001-001') }));

    // A row pasted from a spreadsheet fills the sizes; a quantity that is no whole number is refused in place.
    fireEvent.paste(quantity('10001-001', 'M4'), { clipboardData: { getData: () => '2\t0\t2.5' } });
    expect(['M4', 'M5', 'M6'].map((size) => quantity('10001-001', size).value)).toEqual(['2', '0', '2.5']);
    fireEvent.click(within(dialog).getByRole('button', { name: newOrderTexts.place }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(orderMessages.invalidQuantity);
    expect(quantity('10001-001', 'M6').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path === '/api/orders/place')).toBe(false);

    fireEvent.change(quantity('10001-001', 'M6'), { target: { value: '3' } });
    expect(screen.getByTestId('new-order-units').textContent).toBe(newOrderTexts.units(5));
    // A double-click places one order.
    const place = within(dialog).getByRole('button', { name: newOrderTexts.place });
    fireEvent.click(place);
    fireEvent.click(place);
    expect(await screen.findByText(orderPlaceMessages.orderPlaced(55, 'Downtown'))).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/orders/place')).toHaveLength(1);
    expect(calls.find((call) => call.path === '/api/orders/place')?.body).toEqual({
      storeId: DOWNTOWN,
      lineListId: 7,
      items: [
        { sku: '10001-001-M4', quantity: 2 },
        { sku: '10001-001-M6', quantity: 3 },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Order #55/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before closing with items chosen, and keeps them when staff keep editing', async () => {
    newOrderServer();
    const dialog = await openDialog();
    await chooseDowntownSpring(dialog);
    fireEvent.click(await screen.findByRole('button', { name: newOrderTexts.addItemLabel('10001-001') }));
    fireEvent.change(quantity('10001-001', 'M4'), { target: { value: '2' } });

    fireEvent.click(within(dialog).getByRole('button', { name: newOrderTexts.cancel }));
    const question = await screen.findByRole('dialog', { name: newOrderTexts.discardTitle });
    fireEvent.click(within(question).getByRole('button', { name: newOrderTexts.keepEditing }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: newOrderTexts.discardTitle })).toBeNull());
    expect(quantity('10001-001', 'M4').value).toBe('2');

    fireEvent.keyDown(quantity('10001-001', 'M4'), { key: 'Escape' });
    const again = await screen.findByRole('dialog', { name: newOrderTexts.discardTitle });
    fireEvent.click(within(again).getByRole('button', { name: newOrderTexts.discard }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: newOrderTexts.title })).toBeNull());
  });

  it('asks before a store or catalog change clears the items chosen', async () => {
    newOrderServer();
    const dialog = await openDialog();
    await chooseDowntownSpring(dialog);
    fireEvent.click(await screen.findByRole('button', { name: newOrderTexts.addItemLabel('10001-001') }));
    fireEvent.change(quantity('10001-001', 'M4'), { target: { value: '2' } });
    const store = within(dialog).getByRole('combobox', { name: newOrderTexts.storeLabel }) as HTMLSelectElement;

    fireEvent.change(store, { target: { value: EMPTY } });
    const question = await screen.findByRole('dialog', { name: newOrderTexts.changeStoreTitle });
    expect(within(question).getByText(newOrderTexts.changeQuestion(1))).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: newOrderTexts.keepEditing }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: newOrderTexts.changeStoreTitle })).toBeNull());
    expect(store.value).toBe(DOWNTOWN);
    expect(quantity('10001-001', 'M4').value).toBe('2');

    fireEvent.change(within(dialog).getByRole('combobox', { name: newOrderTexts.catalogLabel }), {
      target: { value: '' },
    });
    const again = await screen.findByRole('dialog', { name: newOrderTexts.changeCatalogTitle });
    fireEvent.click(within(again).getByRole('button', { name: newOrderTexts.changeAndClear }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: newOrderTexts.quantityLabel('10001-001', 'M4') })).toBeNull(),
    );
    // Nothing chosen any more: the New Order dialog closes without asking.
    fireEvent.click(within(dialog).getByRole('button', { name: newOrderTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: newOrderTexts.title })).toBeNull());
  });

  it('says when the catalog is past its deadline, and still places the order', async () => {
    const calls = newOrderServer(undefined, [{ ...spring, deadline: '2020-02-27' }]);
    const dialog = await openDialog();
    await chooseDowntownSpring(dialog);
    expect(within(dialog).getByText(newOrderTexts.pastDeadline('02/27/2020'))).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: newOrderTexts.addItemLabel('10001-001') }));
    fireEvent.change(quantity('10001-001', 'M4'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: newOrderTexts.place }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/orders/place')).toBe(true));
  });

  it('says when nothing is to be ordered, or when a store sees no catalog, and sends nothing', async () => {
    const calls = newOrderServer();
    const dialog = await openDialog();
    await chooseDowntownSpring(dialog);
    fireEvent.click(await screen.findByRole('button', { name: newOrderTexts.addItemLabel('10001-001') }));
    fireEvent.click(within(dialog).getByRole('button', { name: newOrderTexts.place }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(newOrderTexts.noQuantities);
    // Removing the last item leaves nothing to place.
    fireEvent.click(within(dialog).getByRole('button', { name: newOrderTexts.removeItem('10001-001') }));
    expect((within(dialog).getByRole('button', { name: newOrderTexts.place }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.change(within(dialog).getByRole('combobox', { name: newOrderTexts.storeLabel }), {
      target: { value: EMPTY },
    });
    expect(await within(dialog).findByText(newOrderTexts.noCatalogs)).toBeTruthy();
    expect(
      (within(dialog).getByRole('combobox', { name: newOrderTexts.catalogLabel }) as HTMLSelectElement).disabled,
    ).toBe(true);
    expect(calls.some((call) => call.path === '/api/orders/place')).toBe(false);
  });

  it('shows the server refusal and keeps the order to correct', async () => {
    newOrderServer(() => failure(409, orderMessages.storeInactive));
    const dialog = await openDialog();
    await chooseDowntownSpring(dialog);
    fireEvent.click(await screen.findByRole('button', { name: newOrderTexts.addItemLabel('10001-001') }));
    fireEvent.change(quantity('10001-001', 'M5'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: newOrderTexts.place }));
    expect(await screen.findByText(orderMessages.storeInactive)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: newOrderTexts.title })).toBeTruthy();
    expect(quantity('10001-001', 'M5').value).toBe('4');
  });
});
