import { orderRuleMessages } from '@lineup/contracts/order-rules';
import { orderPageTexts } from '@lineup/contracts/texts/orders';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderDetail, stubOrdersApi } from '@/features/orders/test-support/orders-test-utils';
import { ok, renderApp, resetApp } from '@/test/render-app';

afterEach(resetApp);

const people = [{ id: 'u1', email: 'ada@lineup.local', firstName: 'Ada', lastName: 'Lovelace' }];

function orderServer(detail = orderDetail(42)) {
  stubOrdersApi((call) => {
    if (call.path === '/api/users') return ok(people);
    if (call.path === '/api/orders/42') return ok(detail);
    return undefined;
  });
}

/** The checkout card's labels and values, in order. */
const checkoutRows = () =>
  [...screen.getByTestId('order-checkout').querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

describe('/home/orders/{orderId}: what the order was given at checkout', () => {
  it('shows the delivery window, PO number, requested dates and notes, and a timeline note', async () => {
    const reason = orderRuleMessages.overridden('Store opening: a small first order');
    orderServer(
      orderDetail(42, {
        deliveryWindow: { id: 3, name: 'Spring 1', shipStart: '2027-01-15', cancelDate: '2027-02-15' },
        poNumber: 'PO-7781',
        requestedShipDate: '2027-01-20',
        requestedCancelDate: '2027-02-10',
        notes: 'Call before delivery',
        timeline: [{ status: 'pending', userId: 'u1', at: '2026-03-02T15:00:00.000Z', note: reason }],
      }),
    );
    renderApp('/home/orders/42');
    expect(await screen.findByRole('heading', { level: 2, name: orderPageTexts.checkout })).toBeTruthy();
    expect(checkoutRows()).toEqual([
      [orderPageTexts.deliveryWindow, orderPageTexts.windowDates('Spring 1', '01/15/2027', '02/15/2027')],
      [orderPageTexts.poNumber, 'PO-7781'],
      [orderPageTexts.requestedShipDate, '01/20/2027'],
      [orderPageTexts.requestedCancelDate, '02/10/2027'],
      [orderPageTexts.notes, 'Call before delivery'],
    ]);
    const timeline = screen.getByRole('list', { name: orderPageTexts.timeline });
    expect(within(timeline).getByText(reason)).toBeTruthy();
    await waitFor(() => expect(timeline.textContent).toContain(orderPageTexts.byUser('Ada Lovelace')));
  });

  it('says what was not given', async () => {
    orderServer();
    renderApp('/home/orders/42');
    await screen.findByRole('heading', { level: 2, name: orderPageTexts.checkout });
    expect(checkoutRows().map(([, value]) => value)).toEqual(Array(5).fill(orderPageTexts.notGiven));
    expect(screen.getByRole('list', { name: orderPageTexts.timeline }).querySelectorAll('li')).toHaveLength(1);
  });
});
