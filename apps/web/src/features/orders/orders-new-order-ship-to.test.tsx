import { orderMessages } from '@lineup/contracts/order-messages';
import type { ShipToOption } from '@lineup/contracts/orders-ship-to';
import { newOrderTexts } from '@lineup/contracts/texts/new-order';
import { addressOneLine, shipToTexts } from '@lineup/contracts/texts/ship-to';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseDowntownSpring,
  DOWNTOWN,
  DOWNTOWN_DOCK,
  EMPTY,
  newOrderServer,
  openDialog,
  quantity,
} from '@/features/orders/test-support/new-order-server';
import { resetApp } from '@/test/render-app';

afterEach(resetApp);

const yard: ShipToOption = { id: '9f8e7d6c5b4a3921', line1: '3 Yard Ln', city: 'Waco', state: 'TX', country: 'US' };
const shipToSelect = (dialog: HTMLElement) =>
  within(dialog).getByRole('combobox', { name: shipToTexts.title }) as HTMLSelectElement;
const placeButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: newOrderTexts.place }) as HTMLButtonElement;

/** Downtown's Spring catalog with two units of 10001-001 in M4 chosen. */
async function chooseAnItem(dialog: HTMLElement) {
  await chooseDowntownSpring(dialog);
  fireEvent.click(await screen.findByRole('button', { name: newOrderTexts.addItemLabel('10001-001') }));
  fireEvent.change(quantity('10001-001', 'M4'), { target: { value: '2' } });
}

describe("New Order's ship-to", () => {
  it("ships to the store's shipping address staff choose, the first at first", async () => {
    const calls = newOrderServer({
      shipTo: { [DOWNTOWN]: { addresses: [DOWNTOWN_DOCK, yard], refusal: null } },
    });
    const dialog = await openDialog();
    await chooseAnItem(dialog);
    await waitFor(() => expect(shipToSelect(dialog).value).toBe(DOWNTOWN_DOCK.id));
    expect([...shipToSelect(dialog).options].map((option) => option.textContent)).toEqual([
      addressOneLine(DOWNTOWN_DOCK),
      addressOneLine(yard),
    ]);
    fireEvent.change(shipToSelect(dialog), { target: { value: yard.id } });
    fireEvent.click(placeButton(dialog));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/orders/place')).toBe(true));
    expect(calls.find((call) => call.path === '/api/orders/place')?.body).toMatchObject({
      storeId: DOWNTOWN,
      shipToAddressId: yard.id,
    });
  });

  it('says a store without a shipping address cannot order, and keeps Place order off', async () => {
    const calls = newOrderServer({
      shipTo: { [DOWNTOWN]: { addresses: [], refusal: orderMessages.noShippingAddressForStaff } },
    });
    const dialog = await openDialog();
    await chooseAnItem(dialog);
    const note = await within(dialog).findByText(orderMessages.noShippingAddressForStaff);
    expect(within(dialog).queryByRole('combobox', { name: shipToTexts.title })).toBeNull();
    expect(placeButton(dialog).disabled).toBe(true);
    expect(placeButton(dialog).getAttribute('aria-describedby')).toBe(note.id);
    fireEvent.submit(placeButton(dialog).closest('form')!);
    expect(calls.some((call) => call.path === '/api/orders/place')).toBe(false);
  });

  it('asks for the store chosen: another store, its own addresses', async () => {
    newOrderServer();
    const dialog = await openDialog();
    await chooseDowntownSpring(dialog);
    await waitFor(() => expect(shipToSelect(dialog).value).toBe(DOWNTOWN_DOCK.id));
    fireEvent.change(within(dialog).getByRole('combobox', { name: newOrderTexts.storeLabel }), {
      target: { value: EMPTY },
    });
    expect(await within(dialog).findByText(orderMessages.noShippingAddressForStaff)).toBeTruthy();
  });
});
