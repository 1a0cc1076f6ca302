import { newOrderTexts, orderTexts } from '@lineup/contracts/texts/orders';
import { expect, signIn, signInToPortal, test } from './fixtures';

test.use({ seedDemoData: true });

test('screens to look at', async ({ page, browser, product }) => {
  test.setTimeout(120_000);
  await signIn(page, product);
  const token = await page.evaluate(() => localStorage.getItem('lineup.accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const listed = await page.request.get(`${product.baseURL}/api/line-lists/with-catalogs-info`, { headers });
  const { id } = (await listed.json()).data.find((l: { published: 0 | 1 }) => l.published === 1);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.request.put(`${product.baseURL}/api/line-lists/${id}`, { headers, data: { deadline: yesterday } });

  await page.goto(`${product.baseURL}/home/catalogs`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: 'test-results/zz-catalogs.png', fullPage: true });

  await page.goto(`${product.baseURL}/home/orders/all`);
  await page.getByRole('button', { name: orderTexts.newOrder }).click();
  const dialog = page.getByRole('dialog', { name: newOrderTexts.title });
  const store = dialog.getByRole('combobox', { name: newOrderTexts.storeLabel });
  await expect(store.locator('option')).not.toHaveCount(1);
  const storeValue = await store.locator('option').nth(1).getAttribute('value');
  await store.selectOption(storeValue!);
  const catalog = dialog.getByRole('combobox', { name: newOrderTexts.catalogLabel });
  await expect(catalog).toBeEnabled();
  await catalog.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: /^Add .* to the order$/ }).first().click();
  const first = dialog.getByRole('textbox', { name: /^Quantity of / }).first();
  await first.focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', Array.from({ length: 40 }, (_, i) => String(i % 3)).join('\t'));
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/zz-new-order.png', fullPage: true });
  await store.selectOption({ index: 2 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/zz-change-store.png' });
  await page.getByRole('button', { name: newOrderTexts.keepEditing }).click();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/zz-discard.png' });
  await page.getByRole('button', { name: newOrderTexts.discard }).click();

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signInToPortal(buyer, product, 'buyer@solestreet.example');
  await buyer.goto(`${product.baseURL}/portal/orders`);
  await buyer.waitForTimeout(1000);
  await buyer.screenshot({ path: 'test-results/zz-portal-orders.png', fullPage: true });
  await buyer.getByRole('link', { name: /#/ }).first().click();
  await buyer.waitForTimeout(1000);
  await buyer.screenshot({ path: 'test-results/zz-portal-order.png', fullPage: true });
});
