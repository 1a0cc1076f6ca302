import { successToasts } from '@lineup/contracts/messages';
import { addressTexts, brandFocusTexts, organizationTexts, storeTexts } from '@lineup/contracts/texts/customers';
import { orderTexts } from '@lineup/contracts/texts/orders';
import { portalOrderTexts, portalTexts } from '@lineup/contracts/texts/portal';
import type { Locator, Page } from '@playwright/test';
import { chooseCountry, expect, type Product, signIn, signInToPortal, test } from './fixtures';
import { checkOutFirstDraft } from './portal-checkout';

// A first start's demo data: a published Crocs pre-book line list sorted into the three catalogs,
// and a partly sorted brand ATS one that is not published.
test.use({ seedDemoData: true });

const BUYER = { email: 'buyer.e2e@portal.test', firstName: 'Paula', lastName: 'Portal' };

const card = (page: Page, heading: string) =>
  page.locator('[data-slot=card]').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

type CatalogCount = { type: string; itemsCount: number };
type LineListWithCatalogs = { id: number; type: string; published: 0 | 1; catalogs: CatalogCount[] };

/** The back office's view of the demo line lists, with the staff token of the signed-in page. */
async function demoLineLists(page: Page, product: Product): Promise<LineListWithCatalogs[]> {
  const token = await page.evaluate(() => localStorage.getItem('lineup.accessToken'));
  const answer = await page.request.get(`${product.baseURL}/api/line-lists/with-catalogs-info`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data;
}

async function createCustomerWithAthleticStore(page: Page) {
  await page.getByRole('link', { name: 'Organizations', exact: true }).click();
  await page.getByRole('link', { name: organizationTexts.addNewCustomer }).click();
  await page.getByLabel(organizationTexts.organizationName).fill('Portal Runners E2E');
  const organization = card(page, organizationTexts.organizationSection);
  await organization.getByLabel(addressTexts.line1).fill('9 Track Ln');
  await organization.getByLabel(addressTexts.city, { exact: true }).fill('Eugene');
  await organization.getByLabel(addressTexts.state, { exact: true }).fill('OR');
  await chooseCountry(organization, 'US');
  const contact = card(page, organizationTexts.mainContactSection);
  await contact.getByLabel(organizationTexts.firstName).fill(BUYER.firstName);
  await page.getByRole('option', { name: organizationTexts.createNewUser }).click();
  await contact.getByLabel(organizationTexts.lastName).fill(BUYER.lastName);
  await contact.getByLabel(organizationTexts.email).fill(BUYER.email);
  await contact.getByRole('checkbox', { name: organizationTexts.sendInvitation }).check();
  const store = page.getByTestId('customer-store').first();
  await store.getByLabel(brandFocusTexts.brand, { exact: true }).selectOption({ label: 'Crocs' });
  await store.getByLabel(brandFocusTexts.catalogSegment).selectOption({ label: 'Athletic / Sports' });
  await page.getByRole('button', { name: organizationTexts.create, exact: true }).click();
  await expect(page.getByText(successToasts.customerCreated)).toBeVisible();
}

const itemCards = (grid: Locator) => grid.getByTestId('portal-item-card');

test('a customer account made in the new-customer flow sees exactly its store segment of the published catalogs', async ({
  page,
  browser,
  product,
}) => {
  await signIn(page, product);
  const lineLists = await demoLineLists(page, product);
  const published = lineLists.find((lineList) => lineList.published === 1);
  const unpublished = lineLists.find((lineList) => lineList.published === 0);
  expect(published && unpublished).toBeTruthy();
  const athletic = published!.catalogs.find((catalog) => catalog.type === 'athletic')!.itemsCount;
  const boutique = published!.catalogs.find((catalog) => catalog.type === 'boutique')!.itemsCount;
  // Otherwise the count below could not tell the two segments apart.
  expect(athletic).toBeGreaterThan(0);
  expect(athletic).not.toBe(boutique);

  await createCustomerWithAthleticStore(page);
  // The invitation names the portal's address.
  await expect.poll(() => product.mailbox.mailsTo(BUYER.email)).toBe(1);

  // The customer, in a browser of their own.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signInToPortal(customer, product, BUYER.email);

  // One catalog: the published pre-book, as the athletic segment sees it; not the unpublished one.
  const cards = customer.getByTestId('portal-catalog-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Crocs');
  await expect(cards.first()).toContainText(portalTexts.typeLabels['pre-book']);
  await expect(cards.first()).toContainText(athletic.toLocaleString('en-US'));
  await expect(customer.getByText(portalTexts.typeLabels['brand-ats'])).toHaveCount(0);

  // The catalog's grid holds the athletic items only.
  await cards.first().click();
  await expect(customer).toHaveURL(new RegExp(`/portal/catalogs/${published!.id}`));
  await expect(customer.getByText(portalTexts.shownCount(athletic, athletic))).toBeVisible();
  await expect(itemCards(customer.locator('main')).first()).toBeVisible();

  // An item's page.
  await itemCards(customer.locator('main')).first().click();
  await expect(customer).toHaveURL(/\/items\//);
  await expect(customer.getByRole('heading', { name: portalTexts.sizesTitle })).toBeVisible();

  // The unpublished line list is not a catalog of this store, even by its address.
  await customer.goto(`${product.baseURL}/portal/catalogs/${unpublished!.id}`);
  await expect(customer.getByTestId('portal-item-card')).toHaveCount(0);

  // The back office is not theirs: its pages ask for a staff sign-in.
  await customer.goto(`${product.baseURL}/home/catalogs`);
  await expect(customer).toHaveURL(/\/auth\/start/);
  const portalToken = await customer.evaluate(() => localStorage.getItem('lineup.portal.accessToken'));
  const refused = await customer.request.get(`${product.baseURL}/api/brands`, {
    headers: { authorization: `Bearer ${portalToken}` },
  });
  expect([401, 403]).toContain(refused.status());
  await customerContext.close();

  // Staff preview the store from its page: the same catalog, marked read-only, no customer sign-in.
  await page.getByRole('link', { name: 'Stores', exact: true }).click();
  await page.getByRole('row').filter({ hasText: 'Portal Runners E2E' }).getByRole('link').first().click();
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: storeTexts.previewAsStore }).click(),
  ]);
  await expect(preview.getByTestId('preview-banner')).toBeVisible();
  await expect(preview.getByTestId('portal-catalog-card')).toHaveCount(1);
});

test('a catalog of 5,000 items keeps fewer than 100 item cards in the page while scrolling', async ({
  page,
  product,
}) => {
  // A demo buyer of a first start; the catalog's answer is replaced by 5,000 items.
  await signInToPortal(page, product, 'buyer@solestreet.example');
  const cards = page.getByTestId('portal-catalog-card');
  await expect(cards.first()).toBeVisible();
  await page.route(/\/api\/portal\/stores\/[^/]+\/catalogs\/\d+(\?.*)?$/, async (route) => {
    const answer = await (await route.fetch()).json();
    const items = Array.from({ length: 5000 }, (_, i) => ({
      modelCode: `M${String(i).padStart(5, '0')}`,
      silhouette: `Clog ${i}`,
      color: 'Black',
      franchise: 'Classic',
      gender: 'Unisex',
      msrp: '49.99',
      imageUrl: null,
      sizes: ['6', '7', '8'],
    }));
    await route.fulfill({ json: { ...answer, data: { ...answer.data, items } } });
  });
  await cards.first().click();
  await expect(page.getByText(portalTexts.shownCount(5000, 5000))).toBeVisible();
  const grid = page.locator('main');
  for (let step = 0; step < 6; step++) {
    await page.mouse.wheel(0, 4000);
    await expect(itemCards(grid).first()).toBeVisible();
    expect(await itemCards(grid).count()).toBeLessThan(100);
  }
  // Far down the list, the cards near the end are rendered.
  await page.keyboard.press('End');
  await expect(page.getByText('M04999')).toBeVisible();
  expect(await itemCards(grid).count()).toBeLessThan(100);
});

test('a buyer orders a size run from an item, submits it from the cart and finds it in the order history', async ({
  page,
  product,
}) => {
  await signInToPortal(page, product, 'buyer@solestreet.example');
  await page.getByTestId('portal-catalog-card').first().click();
  await itemCards(page.locator('main')).first().click();
  await expect(page).toHaveURL(/\/items\//);

  // A row of a spreadsheet pasted into the first size fills the sizes after it.
  const first = page.getByRole('textbox', { name: /^Quantity of size / }).first();
  await first.evaluate((input) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', '2\t1\n');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  });
  await expect(page.getByText(portalOrderTexts.gridUnits(3))).toBeVisible();
  await page.getByRole('button', { name: portalOrderTexts.addToOrder }).click();
  await expect(page.getByRole('status').filter({ hasText: portalOrderTexts.viewCart })).toBeVisible();
  await expect(page.getByTestId('portal-cart-count')).toHaveText('3');

  await page.getByRole('link', { name: portalOrderTexts.viewCart }).click();
  await expect(page).toHaveURL(/\/portal\/cart/);
  await checkOutFirstDraft(page);

  await page.getByRole('link', { name: portalOrderTexts.ordersLink, exact: true }).click();
  const row = page.getByRole('table', { name: portalOrderTexts.ordersTitle }).getByRole('row').nth(1);
  await expect(row).toContainText(orderTexts.statuses.pending);
  await expect(row).toContainText('3');
});
