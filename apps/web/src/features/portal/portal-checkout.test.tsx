import { checkoutMessages } from '@lineup/contracts/order-checkout';
import { orderRuleMessages } from '@lineup/contracts/order-rules';
import { portalCheckoutTexts, portalOrderTexts } from '@lineup/contracts/texts/portal';
import { shipToTexts } from '@lineup/contracts/texts/ship-to';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aDraft, aGroup } from '@/features/portal/test-support/portal-order-fixtures';
import { servePortalOrdering, setUpPortalOrderingTests } from '@/features/portal/test-support/portal-ordering-server';
import { renderPortal, SHIP_TO_DOCK, signInAsCustomer } from '@/features/portal/test-support/portal-server';
import { failure } from '@/test/render-app';

setUpPortalOrderingTests();

const summer = { id: 5, name: 'Summer', shipStart: '2027-05-01', cancelDate: '2027-06-15' };
const fall = { id: 6, name: 'Fall', shipStart: '2027-08-01', cancelDate: '2027-09-30' };
const lines = [aGroup('10001-001', 'Black', [{ itemId: 101, size: 'M4', quantity: 2 }])];
const draft = (deliveryWindows = [summer]) => aDraft(11, lines, { deliveryWindows });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const review = () => fireEvent.click(screen.getByRole('button', { name: portalCheckoutTexts.review }));
const summary = () => screen.findByRole('region', { name: portalCheckoutTexts.summaryTitle });

async function openCheckout(options: Parameters<typeof servePortalOrdering>[0] = {}) {
  const server = servePortalOrdering({ cart: [draft()], ...options });
  renderPortal('/portal/cart/11/checkout');
  await screen.findByRole('heading', {
    name: portalCheckoutTexts.title('Crocs', 'Spring 2027 Pre-Book'),
  });
  // The ship-to loads with the page: Review waits for it.
  await waitFor(() => expect(screen.getByRole('combobox', { name: shipToTexts.chooseLabel })).toBeTruthy());
  return server;
}

describe('/portal/cart/{orderId}/checkout', () => {
  beforeEach(signInAsCustomer);

  it('chooses the only delivery window and its dates, bounded by it', async () => {
    await openCheckout();
    const group = screen.getByRole('group', { name: portalOrderTexts.deliveryWindowLabel });
    const [only] = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(only!.checked).toBe(true);
    expect(within(group).getByText('Summer')).toBeTruthy();
    const ship = field(portalOrderTexts.requestedShipDateLabel);
    const cancel = field(portalOrderTexts.requestedCancelDateLabel);
    expect([ship.type, ship.value, ship.min, ship.max]).toEqual(['date', '2027-05-01', '2027-05-01', '2027-06-15']);
    expect([cancel.value, cancel.min, cancel.max]).toEqual(['2027-06-15', '2027-05-01', '2027-06-15']);
  });

  it('shows no window choice for a catalog without windows', async () => {
    await openCheckout({ cart: [draft([])] });
    expect(screen.queryByRole('group', { name: portalOrderTexts.deliveryWindowLabel })).toBeNull();
    expect(field(portalOrderTexts.requestedShipDateLabel).value).toBe('');
  });

  it('refuses a PO number over 35 characters with the contract’s message, on its field', async () => {
    await openCheckout();
    fireEvent.change(field(portalOrderTexts.poNumberLabel), { target: { value: 'P'.repeat(36) } });
    review();
    expect(await screen.findByText(checkoutMessages.poNumberTooLong)).toBeTruthy();
    expect(field(portalOrderTexts.poNumberLabel).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('region', { name: portalCheckoutTexts.summaryTitle })).toBeNull();
  });

  it('refuses requested dates outside the window, each on its field', async () => {
    await openCheckout();
    fireEvent.change(field(portalOrderTexts.requestedShipDateLabel), { target: { value: '2027-04-30' } });
    review();
    expect(await screen.findByText(checkoutMessages.shipDateOutsideWindow(summer))).toBeTruthy();
    const ship = field(portalOrderTexts.requestedShipDateLabel);
    expect(ship.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(ship, { target: { value: '2027-05-10' } });
    fireEvent.change(field(portalOrderTexts.requestedCancelDateLabel), { target: { value: '2027-06-16' } });
    review();
    expect(await screen.findByText(checkoutMessages.cancelDateOutsideWindow(summer))).toBeTruthy();
    expect(field(portalOrderTexts.requestedCancelDateLabel).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('region', { name: portalCheckoutTexts.summaryTitle })).toBeNull();
  });

  it('asks to choose among several windows, then takes the chosen one’s dates', async () => {
    await openCheckout({ cart: [draft([summer, fall])] });
    const group = screen.getByRole('group', { name: portalOrderTexts.deliveryWindowLabel });
    expect((within(group).getAllByRole('radio') as HTMLInputElement[]).some((radio) => radio.checked)).toBe(false);
    review();
    expect(await screen.findByText(checkoutMessages.windowToChoose)).toBeTruthy();
    fireEvent.click(within(group).getByRole('radio', { name: /Fall/ }));
    expect(field(portalOrderTexts.requestedShipDateLabel).value).toBe('2027-08-01');
    expect(field(portalOrderTexts.requestedCancelDateLabel).value).toBe('2027-09-30');
  });

  it('shows the summary, goes back keeping the form, then submits the checkout', async () => {
    const { calls } = await openCheckout();
    fireEvent.change(field(portalOrderTexts.poNumberLabel), { target: { value: '  PO-2027-118 ' } });
    fireEvent.change(field(portalOrderTexts.requestedShipDateLabel), { target: { value: '2027-05-10' } });
    fireEvent.change(field(portalOrderTexts.notesLabel), { target: { value: 'Deliver to the back door.' } });
    review();
    let shown = await summary();
    expect(within(shown).getByTestId('portal-order-total').textContent).toBe('$50.00');
    expect(within(shown).getByText('Classic Clog (10001-001)')).toBeTruthy();
    expect(within(shown).getByText('45 Harbor Way')).toBeTruthy();
    for (const text of ['Summer', 'PO-2027-118', '05/10/2027', '06/15/2027', 'Deliver to the back door.']) {
      expect(within(shown).getByText(text)).toBeTruthy();
    }
    expect(calls.some((call) => call.path.endsWith('/submit'))).toBe(false);

    fireEvent.click(within(shown).getByRole('button', { name: portalCheckoutTexts.back }));
    expect(field(portalOrderTexts.poNumberLabel).value).toBe('  PO-2027-118 ');
    review();
    shown = await summary();
    fireEvent.click(within(shown).getByRole('button', { name: portalOrderTexts.submitOrder }));
    const done = await screen.findByText(portalOrderTexts.submitted(11));
    expect(
      within(done.closest('[role="status"]') as HTMLElement)
        .getByRole('link', { name: portalOrderTexts.viewOrder })
        .getAttribute('href'),
    ).toBe('/portal/orders/11');
    expect(calls.find((call) => call.path.endsWith('/cart/11/submit'))?.body).toEqual({
      shipToAddressId: SHIP_TO_DOCK.id,
      deliveryWindowId: 5,
      poNumber: 'PO-2027-118',
      requestedShipDate: '2027-05-10',
      requestedCancelDate: '2027-06-15',
      notes: 'Deliver to the back door.',
    });
  });

  it('shows a PO number the store already used on its field, as the server said', async () => {
    await openCheckout({ submitFailure: failure(409, checkoutMessages.poNumberUsed('PO-7')) });
    fireEvent.change(field(portalOrderTexts.poNumberLabel), { target: { value: 'PO-7' } });
    review();
    fireEvent.click(within(await summary()).getByRole('button', { name: portalOrderTexts.submitOrder }));
    expect(await screen.findByText(checkoutMessages.poNumberUsed('PO-7'))).toBeTruthy();
    await waitFor(() => expect(field(portalOrderTexts.poNumberLabel).getAttribute('aria-invalid')).toBe('true'));
    expect(field(portalOrderTexts.poNumberLabel).value).toBe('PO-7');
  });

  it('shows any other refusal above the form, as it came', async () => {
    const refusal = orderRuleMessages.underOrderMinimum(12, 2);
    await openCheckout({ submitFailure: failure(409, refusal) });
    review();
    fireEvent.click(within(await summary()).getByRole('button', { name: portalOrderTexts.submitOrder }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });

  it('says so for a draft no longer in the cart', async () => {
    servePortalOrdering({ cart: [] });
    renderPortal('/portal/cart/11/checkout');
    expect(await screen.findByText(portalCheckoutTexts.notInCartTitle)).toBeTruthy();
  });
});
