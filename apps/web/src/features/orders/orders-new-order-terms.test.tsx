import { checkoutMessages } from '@lineup/contracts/order-checkout';
import { orderRuleMessages } from '@lineup/contracts/order-rules';
import { orderPlaceMessages } from '@lineup/contracts/orders-place';
import type { PortalCatalog } from '@lineup/contracts/portal';
import { newOrderCheckoutTexts, newOrderTexts } from '@lineup/contracts/texts/new-order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseDowntownSpring,
  DOWNTOWN,
  DOWNTOWN_DOCK,
  newOrderServer,
  openDialog,
  quantity,
  spring,
} from '@/features/orders/test-support/new-order-server';
import { resetApp } from '@/test/render-app';

afterEach(resetApp);

/** A day of the month the calendars open on (this one), as 'YYYY-MM-DD'. */
const thisMonth = (day: number) => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** Spring 2027 with two windows (the second this month) and Crocs' rules: 12 units an order, cases of 6. */
const springWithTerms: PortalCatalog = {
  ...spring,
  deliveryWindows: [
    { id: 3, name: 'Early', shipStart: '2027-01-05', cancelDate: '2027-01-31' },
    { id: 4, name: 'Now', shipStart: thisMonth(1), cancelDate: thisMonth(28) },
  ],
  orderRules: { minUnitsPerOrder: 12, minUnitsPerStyle: null, casePack: 6 },
};

async function pickDay(scope: HTMLElement, label: string, day: number) {
  fireEvent.click(within(scope).getByLabelText(label));
  const grid = await screen.findByRole('grid');
  const button = within(grid)
    .getAllByRole('button')
    .find((candidate) => candidate.textContent === String(day));
  fireEvent.click(button!);
  await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
}

async function addClassicClog(dialog: HTMLElement, quantities: [string, string, string]) {
  await chooseDowntownSpring(dialog);
  fireEvent.click(await screen.findByRole('button', { name: newOrderTexts.addItemLabel('10001-001') }));
  ['M4', 'M5', 'M6'].forEach((size, index) => {
    fireEvent.change(quantity('10001-001', size), { target: { value: quantities[index] } });
  });
}

const placeCall = (calls: { path: string; body: unknown }[]) => calls.find((call) => call.path === '/api/orders/place');

describe('New Order: buying terms', () => {
  it("shows the store's price, the rules the order breaks, and places it with the checkout's fields and a reason", async () => {
    const calls = newOrderServer({ downtownCatalogs: [springWithTerms], alphaDiscounts: { '1': 10 } });
    const dialog = await openDialog();
    await addClassicClog(dialog, ['2', '', '2']);

    // MSRP 59.99 at 50%, less Alpha's 10% for Crocs: 27.00, a 55% margin at MSRP.
    expect(within(dialog).getByText(newOrderTexts.storePrice('$27.00', '55%'))).toBeTruthy();
    const rules = within(dialog).getByRole('list', { name: newOrderCheckoutTexts.rulesTitle });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([newOrderCheckoutTexts.minUnitsPerOrder(12), newOrderCheckoutTexts.casePack(6)]);
    expect(within(dialog).getByText(orderRuleMessages.underOrderMinimum(12, 4))).toBeTruthy();
    expect(within(dialog).getByText(orderRuleMessages.offCasePack('10001-001', 6, 4))).toBeTruthy();

    // Several windows and none chosen, no reason: refused in place, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: newOrderTexts.place }));
    expect(await within(dialog).findByText(checkoutMessages.windowToChoose)).toBeTruthy();
    expect(within(dialog).getByText(orderRuleMessages.overrideReasonTooShort)).toBeTruthy();
    expect(placeCall(calls)).toBeUndefined();

    fireEvent.change(within(dialog).getByLabelText(newOrderCheckoutTexts.deliveryWindow), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText(newOrderCheckoutTexts.poNumber), { target: { value: ' PO-77 ' } });
    await pickDay(dialog, newOrderCheckoutTexts.requestedShipDate, 20);
    await pickDay(dialog, newOrderCheckoutTexts.requestedCancelDate, 15);
    expect(within(dialog).getByText(checkoutMessages.cancelBeforeShip)).toBeTruthy();
    await pickDay(dialog, newOrderCheckoutTexts.requestedCancelDate, 25);
    expect(within(dialog).queryByText(checkoutMessages.cancelBeforeShip)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(newOrderCheckoutTexts.notes), { target: { value: 'Rush' } });
    fireEvent.change(within(dialog).getByLabelText(newOrderCheckoutTexts.overrideReason), {
      target: { value: ' Store opening ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: newOrderTexts.place }));

    expect(await screen.findByText(orderPlaceMessages.orderPlaced(55, 'Downtown'))).toBeTruthy();
    expect(placeCall(calls)?.body).toEqual({
      storeId: DOWNTOWN,
      lineListId: 7,
      items: [
        { sku: '10001-001-M4', quantity: 2 },
        { sku: '10001-001-M6', quantity: 2 },
      ],
      shipToAddressId: DOWNTOWN_DOCK.id,
      deliveryWindowId: 4,
      poNumber: 'PO-77',
      requestedShipDate: thisMonth(20),
      requestedCancelDate: thisMonth(25),
      notes: 'Rush',
      ruleOverrideReason: 'Store opening',
    });
  });

  it('asks no reason of an order that meets the rules, and takes the only window for staff', async () => {
    const only = { ...springWithTerms, deliveryWindows: springWithTerms.deliveryWindows.slice(1) };
    const calls = newOrderServer({ downtownCatalogs: [only] });
    const dialog = await openDialog();
    await addClassicClog(dialog, ['6', '', '6']);
    expect(within(dialog).getByText(newOrderCheckoutTexts.rulesMet)).toBeTruthy();
    expect(within(dialog).queryByLabelText(newOrderCheckoutTexts.overrideReason)).toBeNull();
    const window = within(dialog).getByLabelText(newOrderCheckoutTexts.deliveryWindow) as HTMLSelectElement;
    expect(window.value).toBe('4');
    // No discount for Crocs: the store pays the brand's price, 30.00 of 59.99.
    expect(within(dialog).getByText(newOrderTexts.storePrice('$30.00', '50%'))).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: newOrderTexts.place }));
    await waitFor(() => expect(placeCall(calls)).toBeDefined());
    expect(placeCall(calls)?.body).toEqual({
      storeId: DOWNTOWN,
      lineListId: 7,
      items: [
        { sku: '10001-001-M4', quantity: 6 },
        { sku: '10001-001-M6', quantity: 6 },
      ],
      shipToAddressId: DOWNTOWN_DOCK.id,
      deliveryWindowId: 4,
    });
  });
});
