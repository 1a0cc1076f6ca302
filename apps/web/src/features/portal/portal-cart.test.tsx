import { orderMessages } from '@lineup/contracts/order-messages';
import { orderRuleBreaks, orderRuleMessages } from '@lineup/contracts/order-rules';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aDraft, aGroup } from '@/features/portal/test-support/portal-order-fixtures';
import {
  DOWNTOWN_CART as CART,
  servePortalOrdering,
  setUpPortalOrderingTests,
} from '@/features/portal/test-support/portal-ordering-server';
import {
  portalServer,
  previewDowntownAsStaff,
  renderPortal,
  STORE_DOWNTOWN,
  signInAsCustomer,
} from '@/features/portal/test-support/portal-server';
import { aPicture, expectedThumbnail, thumbnailAttributes } from '@/test/fakes/pictures';

setUpPortalOrderingTests();

/** Crocs: Classic Clog Black in M4 (2) and M5 (3) at $25.00; Beta: one line. */
const crocs = aDraft(11, [
  aGroup('10001-001', 'Black', [
    { itemId: 101, size: 'M4', quantity: 2 },
    { itemId: 102, size: 'M5', quantity: 3 },
  ]),
]);
const beta = aDraft(12, [aGroup('B-1', 'Tan', [{ itemId: 201, size: '9', quantity: 1, unitPrice: 40 }])], {
  brandName: 'Beta Boots',
  lineListId: 8,
  lineListName: 'Fall Boots',
});

const serveCart = () => servePortalOrdering({ cart: [crocs, beta] });

const crocsBlock = () =>
  screen.getByRole('region', { name: portalOrderTexts.draftTitle('Crocs', 'Spring 2027 Pre-Book') });
/** A draft's Check out: a link to its checkout, or a button turned off (saying why) while it cannot go. */
const checkOut = (block: HTMLElement) =>
  within(block).queryByRole('link', { name: portalOrderTexts.checkOut }) ??
  within(block).getByRole('button', { name: portalOrderTexts.checkOut });
const quantity = (modelCode: string, size: string) =>
  screen.getByRole('textbox', { name: portalOrderTexts.lineQuantityLabel(modelCode, size) }) as HTMLInputElement;

describe('/portal/cart', () => {
  beforeEach(signInAsCustomer);

  it('shows one block per draft, lines grouped by item and color, totals in dollars, the count in the header', async () => {
    serveCart();
    renderPortal('/portal/cart');
    expect(
      await screen.findByRole('region', { name: portalOrderTexts.draftTitle('Beta Boots', 'Fall Boots') }),
    ).toBeTruthy();
    const rows = within(crocsBlock()).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      // The item's cell repeats the color for phones, where the color column is hidden.
      ['Classic Clog (10001-001)Black', 'Black', 'M4'],
      ['', '', 'M5'],
    ]);
    // Unit price, MSRP, the store's margin at MSRP, total.
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .slice(4, 8)
        .map((cell) => cell.textContent),
    ).toEqual(['$25.00', '$50.00', '50%', '$75.00']);
    expect(within(crocsBlock()).getByTestId('portal-draft-total').textContent).toBe('$125.00');
    expect(screen.getByTestId('portal-cart-count').textContent).toBe('6');
  });

  it('shows an item and color’s picture as a 40-pixel thumbnail on its first size only', async () => {
    const picture = aPicture();
    servePortalOrdering({ cart: [aDraft(11, [{ ...crocs.groups[0]!, picture }])] });
    renderPortal('/portal/cart');
    await screen.findByRole('region', { name: portalOrderTexts.draftTitle('Crocs', 'Spring 2027 Pre-Book') });
    const rows = within(crocsBlock()).getAllByRole('row').slice(1);
    expect(thumbnailAttributes(rows[0]?.querySelector('img'))).toEqual(expectedThumbnail(picture, '40px'));
    expect(rows[1]?.querySelector('img')).toBeNull();
  });

  it('changes a quantity in place, removes a line at 0, and holds Submit while a quantity is refused', async () => {
    const { calls } = serveCart();
    renderPortal('/portal/cart');
    await screen.findAllByRole('region');
    fireEvent.change(quantity('10001-001', 'M4'), { target: { value: '10' } });
    fireEvent.keyDown(quantity('10001-001', 'M4'), { key: 'Enter' });
    await waitFor(() => expect(within(crocsBlock()).getByTestId('portal-draft-total').textContent).toBe('$325.00'));
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: `${CART}/11/items/101`,
      body: { quantity: 10 },
    });

    const submit = () => checkOut(crocsBlock());
    fireEvent.change(quantity('10001-001', 'M5'), { target: { value: 'abc' } });
    fireEvent.blur(quantity('10001-001', 'M5'));
    expect(within(crocsBlock()).getByRole('alert').textContent).toBe(orderMessages.invalidQuantity);
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
    // What Submit would order is not what the field shows: it waits for the correction.
    expect(submit().tagName).toBe('BUTTON');
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    expect(within(crocsBlock()).getByText(portalOrderTexts.correctQuantitiesFirst)).toBeTruthy();

    // 0 is none of this size: the line goes, as with Remove, and Submit is free again.
    fireEvent.change(quantity('10001-001', 'M5'), { target: { value: '0' } });
    fireEvent.keyDown(quantity('10001-001', 'M5'), { key: 'Enter' });
    await waitFor(() => expect(within(crocsBlock()).getAllByRole('row')).toHaveLength(2));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`${CART}/11/items/102`);
    expect(within(crocsBlock()).getByTestId('portal-draft-total').textContent).toBe('$250.00');
    expect(screen.getByTestId('portal-cart-count').textContent).toBe('11');
    expect(submit().getAttribute('href')).toBe('/portal/cart/11/checkout');
    expect(within(crocsBlock()).queryByText(portalOrderTexts.correctQuantitiesFirst)).toBeNull();
  });

  it('takes the draft a change answers as it is: a quantity change or a removal loads no cart', async () => {
    const { calls, cartLoads } = serveCart();
    renderPortal('/portal/cart');
    await screen.findAllByRole('region');
    const loads = cartLoads();
    fireEvent.change(quantity('10001-001', 'M5'), { target: { value: '7' } });
    fireEvent.keyDown(quantity('10001-001', 'M5'), { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('portal-cart-count').textContent).toBe('10'));
    expect(within(crocsBlock()).getByTestId('portal-draft-total').textContent).toBe('$225.00');
    // Each block keeps the place the server listed it in.
    const drafts = screen.getAllByRole('region', { name: /Crocs|Beta Boots/ });
    expect(drafts.map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'portal-draft-11',
      'portal-draft-12',
    ]);

    fireEvent.click(screen.getByRole('button', { name: portalOrderTexts.removeLine('B-1', '9') }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Beta Boots/ })).toBeNull());
    expect(screen.getByTestId('portal-cart-count').textContent).toBe('9');
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.method)).toEqual(['PATCH', 'DELETE']);
    expect(cartLoads()).toBe(loads);
  });

  it('lists what each draft misses of its brand’s order rules, and holds its Check out, saying why', async () => {
    const rules = { minUnitsPerOrder: 12, minUnitsPerStyle: null, casePack: 6 };
    servePortalOrdering({ cart: [{ ...crocs, orderRules: rules }, beta] });
    renderPortal('/portal/cart');
    await screen.findAllByRole('region');
    const breaks = orderRuleBreaks(rules, [
      { modelCode: '10001-001', quantity: 2 },
      { modelCode: '10001-001', quantity: 3 },
    ]);
    expect(breaks.map((entry) => entry.message)).toEqual([
      orderRuleMessages.underOrderMinimum(12, 5),
      orderRuleMessages.offCasePack('10001-001', 6, 5),
    ]);
    const list = await within(crocsBlock()).findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(breaks.map((entry) => entry.message));
    const why = list.closest('[aria-live]') as HTMLElement;
    expect(why.getAttribute('aria-live')).toBe('polite');
    expect(within(why).getByText(portalOrderTexts.meetRulesFirst)).toBeTruthy();
    const held = checkOut(crocsBlock()) as HTMLButtonElement;
    expect(held.disabled).toBe(true);
    expect(held.getAttribute('aria-describedby')).toBe(why.id);
    // The other brand has no rules: its draft goes to checkout.
    const betaBlock = screen.getByRole('region', { name: portalOrderTexts.draftTitle('Beta Boots', 'Fall Boots') });
    expect(checkOut(betaBlock).getAttribute('href')).toBe('/portal/cart/12/checkout');

    // A case of 6 and more: nothing missing, Check out opens.
    fireEvent.change(quantity('10001-001', 'M5'), { target: { value: '10' } });
    fireEvent.keyDown(quantity('10001-001', 'M5'), { key: 'Enter' });
    await waitFor(() => expect(checkOut(crocsBlock()).getAttribute('href')).toBe('/portal/cart/11/checkout'));
    expect(within(crocsBlock()).queryByRole('list')).toBeNull();
  });

  it('says so when the cart is empty', async () => {
    portalServer();
    renderPortal('/portal/cart');
    expect(await screen.findByText(portalOrderTexts.emptyCartTitle)).toBeTruthy();
    expect(screen.queryByTestId('portal-cart-count')).toBeNull();
  });
});

describe('/portal/cart past a catalog’s deadline', () => {
  beforeEach(signInAsCustomer);

  it('keeps the draft, says ordering closed, and only lets its lines go', async () => {
    const { calls } = servePortalOrdering({ cart: [{ ...crocs, deadline: '2020-02-27' }, beta] });
    renderPortal('/portal/cart');
    await screen.findAllByRole('region');
    const note = within(crocsBlock()).getByText(portalOrderTexts.orderingClosedDraft('02/27/2020'));
    const submit = checkOut(crocsBlock()) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-describedby')).toBe(note.id);
    expect(quantity('10001-001', 'M4').disabled).toBe(true);
    // The other catalog still takes its order.
    const betaBlock = screen.getByRole('region', { name: portalOrderTexts.draftTitle('Beta Boots', 'Fall Boots') });
    expect(checkOut(betaBlock).getAttribute('href')).toBe('/portal/cart/12/checkout');

    fireEvent.click(screen.getByRole('button', { name: portalOrderTexts.removeLine('10001-001', 'M4') }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});

describe('/portal/cart in a staff preview', () => {
  it('shows the drafts read-only, saying why', async () => {
    previewDowntownAsStaff({ cart: [crocs] });
    renderPortal(`/portal/cart?previewStoreId=${STORE_DOWNTOWN}`);
    await screen.findAllByRole('region');
    expect(quantity('10001-001', 'M4').disabled).toBe(true);
    expect((checkOut(crocsBlock()) as HTMLButtonElement).disabled).toBe(true);
    expect(within(crocsBlock()).getByText(portalOrderTexts.previewReadOnly)).toBeTruthy();
  });
});
