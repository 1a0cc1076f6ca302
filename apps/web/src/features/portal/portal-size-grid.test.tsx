import { orderMessages } from '@lineup/contracts/order-messages';
import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { sizeRunTexts } from '@lineup/contracts/texts/orders';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aDraft, aGroup } from '@/features/portal/test-support/portal-order-fixtures';
import {
  aCatalog,
  aPortalItem,
  portalServer,
  previewDowntownAsStaff,
  renderPortal,
  resetPortal,
  STORE_DOWNTOWN,
  signInAsCustomer,
} from '@/features/portal/test-support/portal-server';
import { cellsPastLastSize, fillRow, pastedRow } from '@/lib/order-quantities';
import { failure, ok } from '@/test/render-app';

afterEach(resetPortal);

const sizes = ['M4', 'M5', 'M6', 'M7'];
const item = aPortalItem('10001-001', {
  sizes,
  skus: sizes.map((size) => ({ sku: `10001-001-${size}`, size })),
});
const ITEM_PAGE = '/portal/catalogs/7/items/10001-001';

/** The portal API with the item, answering the add with a draft holding what was asked, which the cart then holds. */
function serveItem(answer?: Response) {
  let cart: PortalDraft[] = [];
  return portalServer({
    items: { '10001-001': item },
    ordering: (call) => {
      if (call.path !== `/api/portal/stores/${STORE_DOWNTOWN}/cart`) return undefined;
      if (call.method === 'GET') return ok(cart);
      if (answer) return answer;
      const { items } = call.body as { items: { sku: string; quantity: number }[] };
      const lines = items.map(({ sku, quantity }, index) => ({
        itemId: index + 1,
        size: sku.split('-').at(-1)!,
        quantity,
      }));
      const draft = aDraft(41, [aGroup('10001-001', 'Black', lines)]);
      cart = [draft];
      return ok(draft, orderMessages.itemsAdded);
    },
  });
}

const quantityOf = (size: string) =>
  screen.getByRole('textbox', { name: portalOrderTexts.quantityLabel(size) }) as HTMLInputElement;

describe('the item page’s size run', () => {
  it('fills the row from a spreadsheet row pasted into its first cell, then adds it to the store’s draft', async () => {
    signInAsCustomer();
    const { calls } = serveItem();
    renderPortal(ITEM_PAGE);
    await screen.findByRole('heading', { name: 'Classic Clog - Black' });
    fireEvent.paste(quantityOf('M4'), { clipboardData: { getData: () => '2\t0\t3\n' } });
    expect(sizes.map((size) => quantityOf(size).value)).toEqual(['2', '0', '3', '']);
    expect(screen.getByText(portalOrderTexts.gridUnits(5))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: portalOrderTexts.addToOrder }));
    const status = await screen.findByText(portalOrderTexts.added(5, 'Spring 2027 Pre-Book'));
    expect(
      within(status.closest('[role="status"]') as HTMLElement).getByRole('link', { name: portalOrderTexts.viewCart }),
    ).toBeTruthy();
    const add = calls.find((call) => call.method === 'POST');
    // Sizes left empty or at 0 order nothing.
    expect(add?.body).toEqual({
      lineListId: 7,
      items: [
        { sku: '10001-001-M4', quantity: 2 },
        { sku: '10001-001-M6', quantity: 3 },
      ],
    });
    expect(sizes.map((size) => quantityOf(size).value)).toEqual(['', '', '', '']);
    // The header's cart count follows: the cart is loaded again before the page says so.
    await waitFor(() => expect(screen.getByTestId('portal-cart-count').textContent).toBe('5'));
  });

  it('says what is wrong in place and sends nothing for a quantity that is no whole number, or none at all', async () => {
    signInAsCustomer();
    const { calls } = serveItem();
    renderPortal(ITEM_PAGE);
    await screen.findByRole('heading', { name: 'Classic Clog - Black' });
    fireEvent.click(screen.getByRole('button', { name: portalOrderTexts.addToOrder }));
    expect((await screen.findByRole('alert')).textContent).toBe(portalOrderTexts.noQuantities);
    fireEvent.change(quantityOf('M5'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: portalOrderTexts.addToOrder }));
    expect((await screen.findByRole('alert')).textContent).toBe(orderMessages.invalidQuantity);
    expect(quantityOf('M5').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal and keeps the quantities', async () => {
    signInAsCustomer();
    serveItem(failure(400, orderMessages.quantityTooLarge(100_000)));
    renderPortal(ITEM_PAGE);
    await screen.findByRole('heading', { name: 'Classic Clog - Black' });
    fireEvent.change(quantityOf('M4'), { target: { value: '100001' } });
    fireEvent.click(screen.getByRole('button', { name: portalOrderTexts.addToOrder }));
    expect((await screen.findByRole('alert')).textContent).toBe(orderMessages.quantityTooLarge(100_000));
    expect(quantityOf('M4').value).toBe('100001');
  });

  it('is turned off past the catalog’s deadline for orders, saying so', async () => {
    signInAsCustomer();
    const closed = { ...item, catalog: { ...item.catalog, deadline: '2020-02-27' } };
    portalServer({ items: { '10001-001': closed } });
    renderPortal(ITEM_PAGE);
    await screen.findByRole('heading', { name: 'Classic Clog - Black' });
    expect(screen.getByText(portalOrderTexts.orderingClosed('02/27/2020'))).toBeTruthy();
    expect(quantityOf('M4').disabled).toBe(true);
    expect((screen.getByRole('button', { name: portalOrderTexts.addToOrder }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('is turned off in a staff preview, saying why', async () => {
    previewDowntownAsStaff({ items: { '10001-001': item } });
    renderPortal(`${ITEM_PAGE}?previewStoreId=${STORE_DOWNTOWN}`);
    await screen.findByRole('heading', { name: 'Classic Clog - Black' });
    expect(screen.getByText(portalOrderTexts.previewReadOnly)).toBeTruthy();
    expect(quantityOf('M4').disabled).toBe(true);
    expect((screen.getByRole('button', { name: portalOrderTexts.addToOrder }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('pasted rows', () => {
  it('take the first line, split on tabs, commas or semicolons, and fill from the cell pasted into', () => {
    expect(pastedRow('4')).toBeNull();
    expect(pastedRow('1, 2,3')).toEqual(['1', '2', '3']);
    expect(pastedRow('\r\n5\t6\r\n7\t8')).toEqual(['5', '6']);
    expect(fillRow(['a', 'b', 'c'], 1, ['1', '2', '3'])).toEqual(['a', '1', '2']);
    // What fillRow leaves out, blank cells at the end of the row not counted.
    expect(cellsPastLastSize(3, 1, ['1', '2', '3', ''])).toBe(1);
    expect(cellsPastLastSize(3, 0, ['1', '2', '', ' '])).toBe(0);
  });

  it('say when a pasted row is longer than the sizes left', async () => {
    signInAsCustomer();
    serveItem();
    renderPortal(ITEM_PAGE);
    await screen.findByRole('heading', { name: 'Classic Clog - Black' });
    fireEvent.paste(quantityOf('M6'), { clipboardData: { getData: () => '1\t2\t3\t4' } });
    expect(sizes.map((size) => quantityOf(size).value)).toEqual(['', '', '1', '2']);
    expect(screen.getByRole('alert').textContent).toBe(sizeRunTexts.pastLastSize(2, 'M7'));
  });
});

describe('the size run’s order rules', () => {
  const cased = aPortalItem('10001-001', {
    sizes,
    skus: sizes.map((size) => ({ sku: `10001-001-${size}`, size })),
    catalog: aCatalog({ orderRules: { minUnitsPerOrder: 48, minUnitsPerStyle: 24, casePack: 12 } }),
  });
  const hintOf = (input: HTMLInputElement) =>
    document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

  it('says what the style misses as the buyer types, tied to the size cells', async () => {
    signInAsCustomer();
    portalServer({ items: { '10001-001': cased } });
    renderPortal(ITEM_PAGE);
    await screen.findByRole('heading', { name: 'Classic Clog - Black' });
    expect(screen.getByText('Sold in cases of 12 · at least 24 per style · at least 48 per order')).toBeTruthy();
    fireEvent.change(quantityOf('M4'), { target: { value: '5' } });
    fireEvent.change(quantityOf('M5'), { target: { value: '3' } });
    expect(await screen.findByText(portalOrderTexts.casePackHint(12, 4))).toBeTruthy();
    expect(screen.getByText(portalOrderTexts.styleMinimumHint(24, 16))).toBeTruthy();
    // Every size cell reads the hints as its description, and they are announced politely.
    const hint = screen.getByText(portalOrderTexts.casePackHint(12, 4)).parentElement!;
    expect(hint.getAttribute('aria-live')).toBe('polite');
    for (const size of sizes) expect(hintOf(quantityOf(size))).toBe(hint.textContent);

    fireEvent.change(quantityOf('M6'), { target: { value: '16' } });
    // 24 units, two whole cases: nothing missing.
    await waitFor(() => expect(hint.textContent).toBe(''));
  });

  it('counts what the cart already holds of the style', async () => {
    signInAsCustomer();
    const inCart = aDraft(41, [aGroup('10001-001', 'Black', [{ itemId: 1, size: 'M4', quantity: 6 }])]);
    portalServer({ items: { '10001-001': cased }, cart: [inCart] });
    renderPortal(ITEM_PAGE);
    await screen.findByRole('heading', { name: 'Classic Clog - Black' });
    expect(await screen.findByText(portalOrderTexts.casePackHint(12, 6))).toBeTruthy();
    fireEvent.change(quantityOf('M5'), { target: { value: '2' } });
    expect(await screen.findByText(portalOrderTexts.casePackHint(12, 4))).toBeTruthy();
    expect(screen.getByText(portalOrderTexts.inCartHint(6))).toBeTruthy();
  });

  it('names no description when the brand has no rules', async () => {
    signInAsCustomer();
    portalServer({ items: { '10001-001': item } });
    renderPortal(ITEM_PAGE);
    await screen.findByRole('heading', { name: 'Classic Clog - Black' });
    expect(quantityOf('M4').getAttribute('aria-describedby')).toBeNull();
  });
});
