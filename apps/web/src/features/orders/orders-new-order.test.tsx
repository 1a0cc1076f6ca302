import { orderMessages } from '@lineup/contracts/order-messages';
import { orderPlaceMessages } from '@lineup/contracts/orders-place';
import { newOrderTexts } from '@lineup/contracts/texts/new-order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseDowntownSpring,
  DOWNTOWN,
  DOWNTOWN_DOCK,
  EMPTY,
  newOrderServer,
  openDialog,
  options,
  quantity,
  spring,
} from '@/features/orders/test-support/new-order-server';
import { failure, resetApp } from '@/test/render-app';

afterEach(resetApp);

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
      shipToAddressId: DOWNTOWN_DOCK.id,
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
    const calls = newOrderServer({ downtownCatalogs: [{ ...spring, deadline: '2020-02-27' }] });
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
    newOrderServer({ place: () => failure(409, orderMessages.storeInactive) });
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
