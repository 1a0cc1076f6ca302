import { orderMessages } from '@lineup/contracts/order-messages';
import { orderPageTexts } from '@lineup/contracts/texts/orders';
import { shipToTexts } from '@lineup/contracts/texts/ship-to';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { crumbLabels, orderDetail, stubOrdersApi } from '@/features/orders/test-support/orders-test-utils';
import { aPicture, expectedThumbnail, thumbnailAttributes } from '@/test/fakes/pictures';
import { type ApiCall, failure, ok, renderApp, resetApp } from '@/test/render-app';

afterEach(resetApp);

const people = [{ id: 'u1', email: 'ada@lineup.local', firstName: 'Ada', lastName: 'Lovelace' }];

/** Order 42, pending; the status call answers the order moved to what was asked. */
function orderServer(detail = orderDetail(42)) {
  return stubOrdersApi((call: ApiCall) => {
    if (call.path === '/api/users') return ok(people);
    if (call.path === '/api/orders/42') return ok(detail);
    if (call.path === '/api/orders/42/status') {
      const status = (call.body as { status: 'processing' | 'cancelled' }).status;
      const moved = orderDetail(42, {
        status,
        nextStatuses: status === 'processing' ? ['shipped', 'cancelled'] : [],
        timeline: [...detail.timeline, { status, userId: 'u1', at: '2026-03-03T09:00:00.000Z', note: null }],
      });
      return ok(moved, orderMessages.statusChanged(status === 'processing' ? 'Processing' : 'Cancelled'));
    }
    return undefined;
  });
}

describe('/home/orders/{orderId}', () => {
  it('shows the lines by item and color, totals, store, billing address, ship-to, contact and timeline', async () => {
    orderServer();
    renderApp('/home/orders/42');
    expect(await screen.findByRole('heading', { level: 1, name: /Order #42/ })).toBeTruthy();
    const lines = screen.getByRole('table', { name: orderPageTexts.lines });
    const [group, totals] = within(lines).getAllByRole('row').slice(1);
    expect(
      within(group!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Classic ClogCLOG-BLK', 'Black', '9 × 310 × 2', '5', '$50.00', '$25.00', '$125.00']);
    expect(totals!.textContent).toContain('$125.00');
    expect(screen.getByText('Customer 42')).toBeTruthy();
    expect(screen.getByText('Bea Buyer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'bea@example.com' }).getAttribute('href')).toBe('mailto:bea@example.com');
    expect(screen.getByText('Austin, TX 73301')).toBeTruthy();
    // Where it ships: the address copied at submit.
    expect(
      [...screen.getByTestId('order-ship-to').querySelectorAll('address > div')].map((line) => line.textContent),
    ).toEqual(['9 Dock Rd', 'Unit 4', 'Houston, TX 77001', 'US']);
    const timeline = screen.getByRole('list', { name: orderPageTexts.timeline });
    await waitFor(() => expect(timeline.textContent).toContain(orderPageTexts.byUser('Ada Lovelace')));
    expect(crumbLabels()).toEqual(['Home', 'Orders', 'All Orders', '#42']);
  });

  it('shows each item and color’s picture as a 40-pixel thumbnail beside its name, the placeholder without one', async () => {
    const picture = aPicture();
    const [clog] = orderDetail(42).groups;
    orderServer(
      orderDetail(42, {
        groups: [
          { ...clog!, picture },
          { ...clog!, color: 'Lime' },
        ],
      }),
    );
    renderApp('/home/orders/42');
    const lines = await screen.findByRole('table', { name: orderPageTexts.lines });
    const [withPicture, withNone] = within(lines).getAllByRole('row').slice(1);
    expect(thumbnailAttributes(withPicture?.querySelector('img'))).toEqual(expectedThumbnail(picture, '40px'));
    expect(withNone?.querySelector('img')).toBeNull();
    expect(within(withNone!).getByTestId('item-placeholder')).toBeTruthy();
  });

  it('says so when the order has no ship-to recorded, or the store no billing address', async () => {
    orderServer(orderDetail(42, { shipTo: null, addresses: [] }));
    renderApp('/home/orders/42');
    const shipTo = await screen.findByTestId('order-ship-to');
    expect(shipTo.textContent).toBe(shipToTexts.notRecorded);
    expect(screen.getByText(orderPageTexts.addressNotSet)).toBeTruthy();
  });

  it('moves the order to its next step once confirmed, and shows the change', async () => {
    const calls = orderServer();
    renderApp('/home/orders/42');
    fireEvent.click(await screen.findByRole('button', { name: orderPageTexts.moveTo('Processing') }));
    let dialog = await screen.findByRole('dialog', { name: orderPageTexts.moveTitle(42, 'Processing') });
    expect(within(dialog).getByText(orderPageTexts.moveQuestion('Processing'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: orderPageTexts.notNow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.path === '/api/orders/42/status')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: orderPageTexts.moveTo('Processing') }));
    dialog = await screen.findByRole('dialog', { name: orderPageTexts.moveTitle(42, 'Processing') });
    fireEvent.click(within(dialog).getByRole('button', { name: orderPageTexts.moveTo('Processing') }));
    expect(await screen.findByText(orderMessages.statusChanged('Processing'))).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/orders/42/status')).toMatchObject({
      method: 'POST',
      body: { status: 'processing' },
    });
    expect(await screen.findByRole('button', { name: orderPageTexts.moveTo('Shipped') })).toBeTruthy();
  });

  it('cancels only after confirmation', async () => {
    const calls = orderServer();
    renderApp('/home/orders/42');
    fireEvent.click(await screen.findByRole('button', { name: orderPageTexts.cancelOrder }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(orderPageTexts.cancelQuestion)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: orderPageTexts.keepOrder }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.path === '/api/orders/42/status')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: orderPageTexts.cancelOrder }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: orderPageTexts.cancelOrder }));
    expect(await screen.findByText(orderPageTexts.finalStatus)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/orders/42/status')?.body).toEqual({ status: 'cancelled' });
  });

  it('shows the server refusal of a status change, and reloads the order to show where it stands', async () => {
    // Another tab moved the order to Processing after this page loaded it.
    let movedElsewhere = false;
    stubOrdersApi((call) => {
      if (call.path === '/api/orders/42')
        return ok(
          movedElsewhere
            ? orderDetail(42, { status: 'processing', nextStatuses: ['shipped', 'cancelled'] })
            : orderDetail(42),
        );
      if (call.path === '/api/orders/42/status') {
        movedElsewhere = true;
        return failure(409, orderMessages.sameStatus('Processing'));
      }
      return undefined;
    });
    renderApp('/home/orders/42');
    fireEvent.click(await screen.findByRole('button', { name: orderPageTexts.moveTo('Processing') }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: orderPageTexts.moveTo('Processing') }));
    expect(await screen.findByText(orderMessages.sameStatus('Processing'))).toBeTruthy();
    expect(await screen.findByRole('button', { name: orderPageTexts.moveTo('Shipped') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: orderPageTexts.moveTo('Processing') })).toBeNull();
  });

  it('says so when the order does not exist', async () => {
    stubOrdersApi((call) => (call.path === '/api/orders/9' ? failure(404, orderMessages.orderNotFound) : undefined));
    renderApp('/home/orders/9');
    expect(await screen.findByRole('heading', { level: 1, name: orderPageTexts.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: orderPageTexts.back }).getAttribute('href')).toBe('/home/orders/all');
  });
});
