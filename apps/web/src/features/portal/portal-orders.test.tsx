import { orderMessages } from '@lineup/contracts/order-messages';
import { orderTexts } from '@lineup/contracts/texts/orders';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aDraft, aGroup, anOrder, anOrderRow } from '@/features/portal/test-support/portal-order-fixtures';
import { servePortalOrdering, setUpPortalOrderingTests } from '@/features/portal/test-support/portal-ordering-server';
import {
  previewDowntownAsStaff,
  renderPortal,
  STORE_DOWNTOWN,
  signInAsCustomer,
} from '@/features/portal/test-support/portal-server';
import { aPicture, expectedThumbnail, thumbnailAttributes } from '@/test/fakes/pictures';
import { jsonResponse } from '@/test/fixtures';
import { failure, ok } from '@/test/render-app';
import { cellTexts } from '@/test/table-rows';

setUpPortalOrderingTests();

const ORDERS = `/api/portal/stores/${STORE_DOWNTOWN}/orders`;
const rows = [
  anOrderRow(31, { status: 'shipped', submittedAt: '2026-11-20T12:00:00.000Z', total: 1049.9 }),
  anOrderRow(30, { status: 'cancelled', brandName: 'Beta Boots', lineListName: 'Fall Boots' }),
];
const order = anOrder(
  31,
  [
    aGroup('10001-001', 'Black', [
      { itemId: 1, size: 'M4', quantity: 2 },
      { itemId: 2, size: 'M5', quantity: 4 },
    ]),
  ],
  {
    status: 'shipped',
    timeline: [
      { status: 'pending', at: '2026-11-20T12:00:00.000Z' },
      { status: 'processing', at: '2026-11-21T12:00:00.000Z' },
      { status: 'shipped', at: '2026-11-22T12:00:00.000Z' },
    ],
  },
);

/** The store's history (two pages of `pageSize` when `total` says so), order 31 and its Reorder, whose draft the cart then holds. */
function serveOrders(options: { total?: number; reorder?: Response } = {}) {
  return servePortalOrdering({
    orders: (call, cart) => {
      if (call.method === 'GET' && call.path === ORDERS) {
        const page = Number(call.search.get('page') ?? 1);
        const data = page === 1 ? rows : [anOrderRow(29, { status: 'completed' })];
        const pagination = { page, pageSize: 2, total: options.total ?? rows.length };
        return jsonResponse(200, { success: true, message: orderMessages.ordersListed, data, pagination });
      }
      if (call.method === 'GET' && call.path === `${ORDERS}/31`) {
        return jsonResponse(200, { success: true, message: 'OK', data: order });
      }
      if (call.method === 'POST' && call.path === `${ORDERS}/31/reorder`) {
        if (options.reorder) return options.reorder;
        const draft = aDraft(40, order.groups, { replicatedFromOrderId: 31 });
        cart.add(draft);
        return jsonResponse(201, { success: true, message: orderMessages.orderReplicated, data: draft });
      }
      return undefined;
    },
  });
}

describe('/portal/orders', () => {
  beforeEach(signInAsCustomer);

  it('lists the submitted orders with the back office’s status labels, dates and totals', async () => {
    serveOrders();
    renderPortal('/portal/orders');
    const table = await screen.findByRole('table', { name: portalOrderTexts.ordersTitle });
    const cells = cellTexts(table);
    expect(cells[0]).toEqual([
      '#31',
      '11/20/2026',
      'Crocs',
      'Spring 2027 Pre-Book',
      orderTexts.statuses.shipped,
      '11/05/2026',
      '12',
      '$1,049.90',
    ]);
    expect(cells[1]?.[4]).toBe(orderTexts.statuses.cancelled);
    expect(within(table).getByRole('link', { name: '#31' }).getAttribute('href')).toBe('/portal/orders/31');
  });

  it('asks for the history again on each visit: staff move orders along meanwhile', async () => {
    let status: 'shipped' | 'delivered' = 'shipped';
    servePortalOrdering({
      orders: (call) => {
        if (call.method === 'GET' && call.path === ORDERS) {
          const data = [anOrderRow(31, { status })];
          const pagination = { page: 1, pageSize: 10, total: 1 };
          return jsonResponse(200, { success: true, message: orderMessages.ordersListed, data, pagination });
        }
        if (call.method === 'GET' && call.path === `${ORDERS}/31`) {
          return jsonResponse(200, { success: true, message: 'OK', data: { ...order, status } });
        }
        return undefined;
      },
    });
    renderPortal('/portal/orders');
    const table = await screen.findByRole('table', { name: portalOrderTexts.ordersTitle });
    expect(within(table).getByText(orderTexts.statuses.shipped)).toBeTruthy();
    status = 'delivered';
    fireEvent.click(within(table).getAllByRole('link')[0]!);
    await screen.findByRole('heading', { name: portalOrderTexts.orderPageTitle(31) });
    fireEvent.click(screen.getByRole('link', { name: portalOrderTexts.ordersLink }));
    const again = await screen.findByRole('table', { name: portalOrderTexts.ordersTitle });
    await waitFor(() => expect(within(again).getByText(orderTexts.statuses.delivered)).toBeTruthy());
  });

  it('pages through the history, the page in the address', async () => {
    const { calls } = serveOrders({ total: 3 });
    const router = renderPortal('/portal/orders');
    await screen.findByText(portalOrderTexts.pageOf(1, 2));
    fireEvent.click(screen.getByRole('button', { name: portalOrderTexts.next }));
    expect(await screen.findByRole('link', { name: '#29' })).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ page: 2 });
    expect(calls.filter((call) => call.path === ORDERS).map((call) => call.search.get('page'))).toEqual(['1', '2']);
  });

  it('says so when the store has no orders yet', async () => {
    serveOrders({ total: 0 });
    renderPortal('/portal/orders');
    expect(await screen.findByText(portalOrderTexts.noOrdersTitle)).toBeTruthy();
  });
});

describe('/portal/orders/{orderId}', () => {
  it('shows the lines grouped by item and color, the total, every status so far, and reorders into the cart', async () => {
    signInAsCustomer();
    const { calls } = serveOrders();
    renderPortal('/portal/orders/31');
    expect(await screen.findByRole('heading', { name: portalOrderTexts.orderPageTitle(31) })).toBeTruthy();
    const lines = screen.getByRole('region', { name: portalOrderTexts.linesTitle });
    const [row] = within(lines).getAllByRole('row').slice(1);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Classic Clog (10001-001)', 'Black', 'M4 × 2, M5 × 4', '6', '$25.00', '$50.00', '50%', '$150.00']);
    expect(screen.getByTestId('portal-order-total').textContent).toBe('$150.00');
    const history = screen.getByRole('region', { name: portalOrderTexts.timelineTitle });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([orderTexts.statuses.pending, orderTexts.statuses.processing, orderTexts.statuses.shipped]);

    fireEvent.click(screen.getByRole('button', { name: portalOrderTexts.reorder }));
    expect(await screen.findByText(portalOrderTexts.reordered)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === `${ORDERS}/31/reorder`)).toBe(true);
    await waitFor(() => expect(screen.getByTestId('portal-cart-count').textContent).toBe('6'));
  });

  it('shows the checkout: delivery window, PO number, requested dates and notes', async () => {
    signInAsCustomer();
    const checkedOut = anOrder(21, order.groups, {
      deliveryWindow: { id: 5, name: 'Summer', shipStart: '2027-05-01', cancelDate: '2027-06-15' },
      poNumber: 'PO-2027-118',
      requestedShipDate: '2027-05-10',
      requestedCancelDate: '2027-06-15',
      notes: 'Deliver to the back door.',
    });
    servePortalOrdering({ orders: (call) => (call.path === `${ORDERS}/21` ? ok(checkedOut) : undefined) });
    renderPortal('/portal/orders/21');
    const details = await screen.findByRole('region', { name: portalOrderTexts.checkoutTitle });
    const fact = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(fact(portalOrderTexts.deliveryWindowLabel)).toBe(
      `Summer${portalOrderTexts.windowDates('05/01/2027', '06/15/2027')}`,
    );
    expect(fact(portalOrderTexts.poNumberLabel)).toBe('PO-2027-118');
    expect(fact(portalOrderTexts.requestedShipDateLabel)).toBe('05/10/2027');
    expect(fact(portalOrderTexts.requestedCancelDateLabel)).toBe('06/15/2027');
    expect(fact(portalOrderTexts.notesLabel)).toBe('Deliver to the back door.');
  });

  it('says None for the checkout fields an order was submitted without', async () => {
    signInAsCustomer();
    servePortalOrdering({
      orders: (call) => (call.path === `${ORDERS}/21` ? ok(anOrder(21, order.groups)) : undefined),
    });
    renderPortal('/portal/orders/21');
    const details = await screen.findByRole('region', { name: portalOrderTexts.checkoutTitle });
    expect(within(details).getAllByText(portalOrderTexts.none)).toHaveLength(5);
  });

  it('shows an item and color’s picture as a 40-pixel thumbnail beside its name', async () => {
    signInAsCustomer();
    const picture = aPicture();
    servePortalOrdering({
      orders: (call) =>
        call.path === `${ORDERS}/31`
          ? jsonResponse(200, {
              success: true,
              message: 'OK',
              data: { ...order, groups: [{ ...order.groups[0]!, picture }] },
            })
          : undefined,
    });
    renderPortal('/portal/orders/31');
    const lines = await screen.findByRole('region', { name: portalOrderTexts.linesTitle });
    const [row] = within(lines).getAllByRole('row').slice(1);
    expect(thumbnailAttributes(row?.querySelector('img'))).toEqual(expectedThumbnail(picture, '40px'));
  });

  it('cannot reorder once the catalog is past its deadline for orders, saying so', async () => {
    signInAsCustomer();
    servePortalOrdering({
      orders: (call) =>
        call.method === 'GET' && call.path === `${ORDERS}/31`
          ? jsonResponse(200, { success: true, message: 'OK', data: { ...order, deadline: '2020-02-27' } })
          : undefined,
    });
    renderPortal('/portal/orders/31');
    await screen.findByRole('heading', { name: portalOrderTexts.orderPageTitle(31) });
    expect((screen.getByRole('button', { name: portalOrderTexts.reorder }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(portalOrderTexts.reorderClosed('02/27/2020'))).toBeTruthy();
  });

  it('says why a reorder was refused', async () => {
    signInAsCustomer();
    serveOrders({ reorder: failure(409, orderMessages.draftExists) });
    renderPortal('/portal/orders/31');
    fireEvent.click(await screen.findByRole('button', { name: portalOrderTexts.reorder }));
    expect((await screen.findByRole('alert')).textContent).toBe(orderMessages.draftExists);
  });

  it('says when the order is not the store’s, with the way back to the orders', async () => {
    signInAsCustomer();
    serveOrders();
    renderPortal('/portal/orders/77');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: portalOrderTexts.backToOrders })).toBeTruthy();
  });

  it('cannot reorder in a staff preview', async () => {
    previewDowntownAsStaff({
      ordering: (call) =>
        call.path === `${ORDERS}/31` ? jsonResponse(200, { success: true, message: 'OK', data: order }) : undefined,
    });
    renderPortal(`/portal/orders/31?previewStoreId=${STORE_DOWNTOWN}`);
    const reorder = (await screen.findByRole('button', { name: portalOrderTexts.reorder })) as HTMLButtonElement;
    expect(reorder.disabled).toBe(true);
    expect(screen.getByText(portalOrderTexts.previewReadOnly)).toBeTruthy();
  });
});
