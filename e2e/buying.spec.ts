import { checkoutMessages } from '@lineup/contracts/order-checkout';
import { orderPageTexts } from '@lineup/contracts/texts/orders';
import { portalCheckoutTexts, portalOrderTexts, portalTexts } from '@lineup/contracts/texts/portal';
import type { Page } from '@playwright/test';
import { violations } from './axe-violations';
import { expect, type Product, signIn, signInToPortal, test } from './fixtures';

// A first start's demo data: the published Crocs pre-book, which the demo buyer's store sees.
test.use({ seedDemoData: true });

const BUYER = 'buyer@solestreet.example';
const PO_NUMBER = 'SS-2027-014';

/** Calendar days as the screens write them: MM/DD/YYYY. */
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** As staff, through the back office's own calls: the brand sells by the case of 2, the catalog ships in two windows. */
async function setBuyingTerms(page: Page, product: Product) {
  const token = await page.evaluate(() => localStorage.getItem('lineup.accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const listed = await page.request.get(`${product.baseURL}/api/line-lists/with-catalogs-info`, { headers });
  const lineList = (await listed.json()).data.find((list: { published: 0 | 1 }) => list.published === 1);
  const rules = await page.request.put(`${product.baseURL}/api/brands/${lineList.brandId}/order-rules`, {
    headers,
    data: { minUnitsPerOrder: null, minUnitsPerStyle: null, casePack: 2 },
  });
  expect(rules.status()).toBe(200);
  const start = lineList.dateSent ?? new Date().toISOString().slice(0, 10);
  const windows = [
    { name: 'Spring drop', shipStart: addDays(start, 14), cancelDate: addDays(start, 44) },
    { name: 'Summer drop', shipStart: addDays(start, 60), cancelDate: addDays(start, 90) },
  ];
  const saved = await page.request.put(`${product.baseURL}/api/line-lists/${lineList.id}`, {
    headers,
    data: { deliveryWindows: windows },
  });
  expect(saved.status()).toBe(200);
  return { lineListId: lineList.id as number, summer: windows[1]! };
}

/** Puts `units` of the catalog's first item's first size into the cart, as a buyer types them. */
async function addFirstSize(buyer: Page, product: Product, lineListId: number, units: string) {
  await buyer.goto(`${product.baseURL}/portal/catalogs/${lineListId}`);
  await buyer.getByTestId('portal-item-card').first().click();
  await buyer
    .getByRole('textbox', { name: /^Quantity of size / })
    .first()
    .fill(units);
  return buyer;
}

test('a buyer sees their price, meets the case pack, chooses a window and a PO, and submits; a PO is used once', async ({
  page,
  browser,
  product,
}) => {
  await signIn(page, product);
  const { lineListId, summer } = await setBuyingTerms(page, product);

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signInToPortal(buyer, product, BUYER);

  // The grid's tiles show the store's price first, then the MSRP and the margin.
  await buyer.goto(`${product.baseURL}/portal/catalogs/${lineListId}`);
  const tile = buyer.getByTestId('portal-item-card').first();
  await expect(tile).toContainText(portalTexts.yourPrice);
  await expect(tile).toContainText(/MSRP \$[\d,.]+ · Margin \d+(\.\d)?%/);

  // One pair of a brand selling by the case of 2: the grid says what is missing before anything is sent.
  await addFirstSize(buyer, product, lineListId, '1');
  await expect(buyer.getByText(portalOrderTexts.casePackHint(2, 1))).toBeVisible();
  await buyer.screenshot({ path: 'test-results/buying-case-pack.png', fullPage: true });
  await buyer
    .getByRole('textbox', { name: /^Quantity of size / })
    .first()
    .fill('2');
  await expect(buyer.getByText(portalOrderTexts.casePackHint(2, 1))).toHaveCount(0);
  await buyer.getByRole('button', { name: portalOrderTexts.addToOrder }).click();
  await expect(buyer.getByTestId('portal-cart-count')).toHaveText('2');

  // Checkout: the second window, a PO number, a note; then the summary, then submit.
  await buyer.goto(`${product.baseURL}/portal/cart`);
  await buyer.getByRole('link', { name: portalOrderTexts.checkOut }).first().click();
  await buyer.getByRole('radio', { name: new RegExp(summer.name) }).check();
  await buyer.getByRole('textbox', { name: portalOrderTexts.poNumberLabel }).fill(PO_NUMBER);
  await buyer.getByRole('textbox', { name: portalOrderTexts.notesLabel }).fill('Please ship in one carton.');
  expect(await violations(buyer, 'checkout')).toEqual([]);
  await buyer.screenshot({ path: 'test-results/buying-checkout.png', fullPage: true });
  await buyer.getByRole('button', { name: portalCheckoutTexts.review }).click();
  const summary = buyer.getByRole('main');
  await expect(summary.getByRole('heading', { name: portalCheckoutTexts.summaryTitle })).toBeVisible();
  await expect(summary).toContainText(PO_NUMBER);
  await expect(summary).toContainText(summer.name);
  expect(await violations(buyer, 'checkout summary')).toEqual([]);
  await buyer.screenshot({ path: 'test-results/buying-summary.png', fullPage: true });
  await buyer.getByRole('button', { name: portalOrderTexts.submitOrder }).click();
  await expect(buyer.getByText(/^Order #\d+ submitted\./)).toBeVisible();

  // The order page keeps what was chosen.
  await buyer.getByRole('link', { name: portalOrderTexts.viewOrder }).click();
  await expect(buyer.getByRole('main')).toContainText(PO_NUMBER);
  await expect(buyer.getByRole('main')).toContainText(summer.name);
  await expect(buyer.getByRole('main')).toContainText(usDate(summer.shipStart));

  // A second order with the same PO number is refused, naming it; the draft stays in the cart.
  await addFirstSize(buyer, product, lineListId, '2');
  await buyer.getByRole('button', { name: portalOrderTexts.addToOrder }).click();
  await expect(buyer.getByTestId('portal-cart-count')).toHaveText('2');
  await buyer.goto(`${product.baseURL}/portal/cart`);
  await buyer.getByRole('link', { name: portalOrderTexts.checkOut }).first().click();
  await buyer.getByRole('radio', { name: new RegExp(summer.name) }).check();
  await buyer.getByRole('textbox', { name: portalOrderTexts.poNumberLabel }).fill(PO_NUMBER.toLowerCase());
  await buyer.getByRole('button', { name: portalCheckoutTexts.review }).click();
  await buyer.getByRole('button', { name: portalOrderTexts.submitOrder }).click();
  await expect(buyer.getByText(checkoutMessages.poNumberUsed(PO_NUMBER.toLowerCase()))).toBeVisible();
  await buyer.screenshot({ path: 'test-results/buying-po-used.png', fullPage: true });
  await buyer.goto(`${product.baseURL}/portal/cart`);
  await expect(buyer.getByTestId('portal-cart-count')).toHaveText('2');

  // Staff read the same on the back office's order page.
  await page.goto(`${product.baseURL}/home/orders`);
  await page
    .getByRole('link', { name: /^#\d+$/ })
    .first()
    .click();
  await expect(page.getByText(orderPageTexts.checkout, { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(PO_NUMBER);
  await buyerContext.close();
});
