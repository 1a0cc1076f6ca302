import { orderMessages } from '@lineup/contracts/order-messages';
import type { ShipToOption } from '@lineup/contracts/orders-ship-to';
import { portalCheckoutTexts, portalOrderTexts } from '@lineup/contracts/texts/portal';
import { addressOneLine, shipToTexts } from '@lineup/contracts/texts/ship-to';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aDraft, aGroup, anOrder } from '@/features/portal/test-support/portal-order-fixtures';
import { servePortalOrdering, setUpPortalOrderingTests } from '@/features/portal/test-support/portal-ordering-server';
import {
  renderPortal,
  SHIP_TO_DOCK,
  STORE_DOWNTOWN,
  signInAsCustomer,
} from '@/features/portal/test-support/portal-server';
import { failure, ok } from '@/test/render-app';

setUpPortalOrderingTests();

const crocs = aDraft(11, [aGroup('10001-001', 'Black', [{ itemId: 101, size: 'M4', quantity: 2 }])]);
const yard: ShipToOption = { id: 'f0e1d2c3b4a59687', line1: '3 Yard Ln', city: 'Salem', state: 'OR', country: 'US' };
const noShipping = orderMessages.noShippingAddress('Lineup');

const CHECKOUT = '/portal/cart/11/checkout';
const reviewButton = () => screen.getByRole('button', { name: portalCheckoutTexts.review }) as HTMLButtonElement;
const shipToSelect = () => screen.getByRole('combobox', { name: shipToTexts.chooseLabel }) as HTMLSelectElement;

/** Review, then Submit order on the summary; the summary is answered. */
async function reviewAndSubmit() {
  fireEvent.click(reviewButton());
  const summary = await screen.findByRole('region', { name: portalCheckoutTexts.summaryTitle });
  fireEvent.click(within(summary).getByRole('button', { name: portalOrderTexts.submitOrder }));
  return summary;
}

describe("the checkout's ship-to", () => {
  beforeEach(signInAsCustomer);

  it("chooses the store's shipping address for the buyer and submits the order to it", async () => {
    const { calls } = servePortalOrdering({ cart: [crocs] });
    renderPortal(CHECKOUT);
    await waitFor(() => expect(shipToSelect().value).toBe(SHIP_TO_DOCK.id));
    expect(
      within(shipToSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([addressOneLine(SHIP_TO_DOCK)]);
    expect(reviewButton().disabled).toBe(false);

    const summary = await reviewAndSubmit();
    expect(within(summary).getByText('45 Harbor Way')).toBeTruthy();
    expect(await screen.findByText(portalOrderTexts.submitted(11))).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/cart/11/submit'))?.body).toEqual({
      shipToAddressId: SHIP_TO_DOCK.id,
    });
  });

  it('submits to the address the buyer chose among several', async () => {
    const { calls } = servePortalOrdering({
      cart: [crocs],
      shipTo: { [STORE_DOWNTOWN]: { addresses: [SHIP_TO_DOCK, yard], refusal: null } },
    });
    renderPortal(CHECKOUT);
    await waitFor(() => expect(shipToSelect().options).toHaveLength(2));
    fireEvent.change(shipToSelect(), { target: { value: yard.id } });
    const summary = await reviewAndSubmit();
    expect(within(summary).getByText('3 Yard Ln')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/submit'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/submit'))?.body).toEqual({ shipToAddressId: yard.id });
  });

  it('says before Review that a store without a shipping address cannot submit, and whom to ask', async () => {
    const { calls } = servePortalOrdering({
      cart: [crocs],
      shipTo: { [STORE_DOWNTOWN]: { addresses: [], refusal: noShipping } },
    });
    renderPortal(CHECKOUT);
    const note = await screen.findByText(noShipping);
    expect(screen.queryByRole('combobox', { name: shipToTexts.chooseLabel })).toBeNull();
    expect(reviewButton().disabled).toBe(true);
    expect(reviewButton().getAttribute('aria-describedby')).toBe(note.id);
    fireEvent.click(reviewButton());
    expect(screen.queryByRole('region', { name: portalCheckoutTexts.summaryTitle })).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/submit'))).toBe(false);
  });

  it('asks for the addresses again when a submit is refused, and shows what the store has now', async () => {
    let addresses = [SHIP_TO_DOCK];
    servePortalOrdering({
      cart: [crocs],
      submitFailure: failure(409, orderMessages.shipToNotOfStore),
      orders: (call) => (call.path.endsWith('/ship-to') ? ok({ addresses, refusal: null }) : undefined),
    });
    renderPortal(CHECKOUT);
    await waitFor(() => expect(shipToSelect().value).toBe(SHIP_TO_DOCK.id));
    addresses = [yard];
    await reviewAndSubmit();
    expect(await screen.findByText(orderMessages.shipToNotOfStore)).toBeTruthy();
    await waitFor(() => expect(shipToSelect().value).toBe(yard.id));
  });
});

describe("/portal/orders/{orderId}'s ship-to", () => {
  beforeEach(signInAsCustomer);

  const serveOrder = (order: ReturnType<typeof anOrder>) =>
    servePortalOrdering({ orders: (call) => (call.path.endsWith('/orders/21') ? ok(order) : undefined) });

  it('shows where the order ships', async () => {
    serveOrder(anOrder(21, crocs.groups));
    renderPortal('/portal/orders/21');
    const section = await screen.findByRole('region', { name: shipToTexts.title });
    expect(within(section).getByText('45 Harbor Way')).toBeTruthy();
    expect(within(section).getByText('Portland, OR 97209')).toBeTruthy();
  });

  it('says so for an order without a ship-to recorded', async () => {
    serveOrder(anOrder(21, crocs.groups, { shipTo: null }));
    renderPortal('/portal/orders/21');
    const section = await screen.findByRole('region', { name: shipToTexts.title });
    expect(within(section).getByText(shipToTexts.notRecorded)).toBeTruthy();
  });
});
