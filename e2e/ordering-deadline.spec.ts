import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import type { Page } from '@playwright/test';
import { expect, type Product, signIn, signInToPortal, test } from './fixtures';

// A first start's demo data: the published Crocs pre-book, which a demo buyer's store sees.
test.use({ seedDemoData: true });

const BUYER = 'buyer@solestreet.example';

/** The published demo line list's id, and a way to set its deadline as staff (the Edit page's call). */
async function publishedLineList(page: Page, product: Product) {
  const token = await page.evaluate(() => localStorage.getItem('lineup.accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const listed = await page.request.get(`${product.baseURL}/api/line-lists/with-catalogs-info`, { headers });
  const { id } = (await listed.json()).data.find((lineList: { published: 0 | 1 }) => lineList.published === 1);
  const setDeadline = async (deadline: string) => {
    const answer = await page.request.put(`${product.baseURL}/api/line-lists/${id}`, { headers, data: { deadline } });
    expect(answer.status()).toBe(200);
  };
  return { id: id as number, setDeadline };
}

const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

test('past its deadline a catalog stays in the portal but takes no more orders, until staff move the deadline', async ({
  page,
  browser,
  product,
}) => {
  await signIn(page, product);
  const lineList = await publishedLineList(page, product);

  // The buyer puts a size into the cart while the catalog takes orders.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signInToPortal(buyer, product, BUYER);
  await buyer.goto(`${product.baseURL}/portal/catalogs/${lineList.id}`);
  await buyer.getByTestId('portal-item-card').first().click();
  const itemPage = buyer.url();
  await buyer
    .getByRole('textbox', { name: /^Quantity of size / })
    .first()
    .fill('2');
  await buyer.getByRole('button', { name: portalOrderTexts.addToOrder }).click();
  await expect(buyer.getByRole('link', { name: portalOrderTexts.viewCart })).toBeVisible();

  // Staff set the deadline to yesterday.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await lineList.setDeadline(yesterday);
  const closed = portalOrderTexts.orderingClosed(usDate(yesterday));

  await buyer.goto(`${product.baseURL}/portal/catalogs`);
  const card = buyer.getByTestId('portal-catalog-card').filter({ hasText: portalOrderTexts.orderingClosedBadge });
  await expect(card).toHaveCount(1);
  await buyer.screenshot({ path: 'test-results/ordering-deadline-catalogs.png' });
  await card.click();
  await expect(buyer.getByText(closed)).toBeVisible();
  await expect(buyer.getByTestId('portal-item-card').first()).toBeVisible();

  await buyer.goto(itemPage);
  await expect(buyer.getByText(closed)).toBeVisible();
  await expect(buyer.getByRole('button', { name: portalOrderTexts.addToOrder })).toBeDisabled();
  await buyer.screenshot({ path: 'test-results/ordering-deadline-item.png', fullPage: true });

  // The cart keeps the draft; it cannot be submitted.
  await buyer.goto(`${product.baseURL}/portal/cart`);
  const draft = buyer.getByRole('region').filter({ hasText: portalOrderTexts.orderingClosedDraft(usDate(yesterday)) });
  await expect(draft).toHaveCount(1);
  await expect(draft.getByRole('button', { name: portalOrderTexts.checkOut })).toBeDisabled();
  await buyer.screenshot({ path: 'test-results/ordering-deadline-cart.png', fullPage: true });

  // Moving the deadline to today opens the catalog again, the draft with it.
  await lineList.setDeadline(new Date().toISOString().slice(0, 10));
  await buyer.reload();
  await expect(buyer.getByText(closed)).toHaveCount(0);
  await expect(buyer.getByRole('link', { name: portalOrderTexts.checkOut }).first()).toBeVisible();
  await buyerContext.close();
});
