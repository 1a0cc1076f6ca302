import { ORDER_CATALOG_TYPES } from '@lineup/contracts/constants';
import { orderCatalogTypeLabels, shellTexts } from '@lineup/contracts/messages';
import { orderFormTexts, orderPageTexts, orderTexts } from '@lineup/contracts/texts/orders';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, signIn, signInToPortal, test } from './fixtures';
import { checkOutFirstDraft } from './portal-checkout';

const crumbs = (page: Page) => page.getByRole('navigation', { name: shellTexts.breadcrumb }).getByRole('listitem');
const activeEntry = (page: Page) => page.locator('[data-sidebar] a[data-active="true"]');

test('every order screen shows its heading, crumbs and active sidebar entry', async ({ page, product }) => {
  await signIn(page, product);

  // Dashboard, reached from the sidebar.
  await page.getByRole('link', { name: shellTexts.dashboard, exact: true }).click();
  await expect(page).toHaveURL(/\/home\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: orderTexts.dashboardTitle })).toBeVisible();
  for (const name of [
    orderTexts.totalWhs,
    orderTexts.monobrandOrders,
    orderTexts.multibrandOrders,
    orderTexts.inactiveAccounts,
  ]) {
    await expect(page.getByRole('group', { name })).toBeVisible();
  }
  for (const name of [orderTexts.lastOrders, orderTexts.topCustomers, orderTexts.mostUnitsSold]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(crumbs(page)).toHaveText(['Home', 'Orders']);
  await expect(activeEntry(page)).toHaveText([shellTexts.dashboard]);

  // No order yet: the lists say so, and there is nothing to download.
  await page.goto(`${product.baseURL}/home/orders/multibrand`);
  await expect(page.getByRole('heading', { level: 1, name: orderTexts.multibrandTitle })).toBeVisible();
  await expect(page.getByText(orderTexts.noOrders)).toBeVisible();
  await expect(page.getByRole('button', { name: orderTexts.downloadForms })).toBeDisabled();
  await expect(crumbs(page)).toHaveText(['Home', 'Orders', 'By Brand', 'Multibrand']);
  await expect(activeEntry(page)).toHaveText([shellTexts.multibrand]);

  for (const type of ORDER_CATALOG_TYPES) {
    const label = orderCatalogTypeLabels[type];
    await page.goto(`${product.baseURL}/home/orders/catalog-type/${type}`);
    await expect(page.getByRole('heading', { level: 1, name: orderTexts.catalogTypeTitle(label) })).toBeVisible();
    await expect(crumbs(page)).toHaveText(['Home', 'Orders', 'By Catalog Type', label]);
    await expect(activeEntry(page)).toHaveText([label]);
  }

  // A brand's orders: the seeded Crocs brand, from the sidebar's By Brand group.
  await page.getByRole('button', { name: shellTexts.byBrand }).click();
  await page.locator('[data-sidebar]').getByRole('link', { name: 'Crocs', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/orders\/brand\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: orderTexts.brandTitle('Crocs') })).toBeVisible();
  await expect(crumbs(page)).toHaveText(['Home', 'Orders', 'By Brand', 'Crocs']);
  await expect(activeEntry(page)).toHaveText(['Crocs']);

  await page.goto(`${product.baseURL}/home/orders/all`);
  await expect(page.getByRole('heading', { level: 1, name: shellTexts.allOrders })).toBeVisible();
  await expect(page.getByRole('button', { name: orderTexts.downloadForms })).toBeDisabled();
  await expect(crumbs(page)).toHaveText(['Home', 'Orders', 'All Orders']);
  await expect(activeEntry(page)).toHaveText([shellTexts.allOrders]);
});

test.describe('an order placed in the customer portal', () => {
  // A first start's demo data: the published Crocs catalog, the demo customers and their orders.
  test.use({ seedDemoData: true });

  const BUYER = 'buyer@solestreet.example';
  /** The main contact of Sole Street Footwear's stores. */
  const MAIN_CONTACT = 'maria.lopez@solestreet.example';
  /** The demo orders a first start places. */
  const DEMO_ORDERS = 4;

  /** A mail's text as written, without its quoted-printable encoding (soft breaks, `=3D`). */
  const readable = (raw: string) =>
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

  test('reaches staff, moves along, and its people hear of each step', async ({ page, browser, product }) => {
    // The customer orders two sizes of an item and submits the cart.
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await signInToPortal(customer, product, BUYER);
    await customer.getByTestId('portal-catalog-card').first().click();
    await customer.getByTestId('portal-item-card').first().click();
    await expect(customer).toHaveURL(/\/items\//);
    const sizes = customer.getByRole('textbox', { name: /^Quantity of size / });
    await sizes.nth(0).fill('2');
    await sizes.nth(1).fill('1');
    await expect(customer.getByText(portalOrderTexts.gridUnits(3))).toBeVisible();
    await customer.getByRole('button', { name: portalOrderTexts.addToOrder }).click();
    await expect(customer.getByTestId('portal-cart-count')).toHaveText('3');
    await customer.getByRole('link', { name: portalOrderTexts.viewCart }).click();
    await expect(customer).toHaveURL(/\/portal\/cart/);
    const orderId = await checkOutFirstDraft(customer);
    const number = orderTexts.orderNumber(orderId);

    // Staff see it first among the last orders of the dashboard, with the demo orders' figures.
    await signIn(page, product);
    await page.getByRole('link', { name: shellTexts.dashboard, exact: true }).click();
    const lastOrders = page.getByRole('table', { name: orderTexts.lastOrders });
    await expect(lastOrders.getByRole('row').nth(1)).toContainText(number);
    await expect(lastOrders.getByRole('row').nth(1)).toContainText(orderTexts.statuses.pending);
    await expect(page.getByRole('group', { name: orderTexts.totalWhs })).not.toContainText('$0.00');
    await expect(page.getByRole('table', { name: orderTexts.topCustomers })).toContainText('Sole Street Footwear');

    // ...and in All Orders, with the demo orders.
    await page.goto(`${product.baseURL}/home/orders/all`);
    await expect(page.getByRole('checkbox', { name: /^Select order #\d+$/ })).toHaveCount(DEMO_ORDERS + 1);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });
    await expect(row).toContainText('Sole Street Footwear');
    await expect(row).toContainText(orderTexts.statuses.pending);

    // Its order form, read back.
    await page.getByRole('checkbox', { name: orderTexts.selectOrder(number) }).click();
    await expect(page.getByText(orderTexts.selected(1))).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: orderTexts.downloadForms }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([orderFormTexts.sheetName(orderId)]);
    const sheet = workbook.worksheets[0]!;
    // Row and cell numbers start at 1: the values' index 0 is empty.
    const rows = Array.from(sheet.getSheetValues(), (values) => (Array.isArray(values) ? values.slice(1) : []));
    expect(rows[1]).toEqual([orderFormTexts.title(orderId)]);
    const detail = (label: string) => rows.find((values) => values[0] === label)?.[1];
    expect(detail(orderFormTexts.organization)).toBe('Sole Street Footwear');
    expect(detail(orderFormTexts.status)).toBe(orderTexts.statuses.pending);
    // The first column holds each style's picture; the model code comes second.
    const header = rows.findIndex((values) => values[1] === orderFormTexts.modelCode);
    expect(rows[header]?.[0]).toBe(orderFormTexts.picture);
    const lines = rows.slice(header + 1, -1);
    expect(lines.map((values) => values[6]).sort()).toEqual([1, 2]);
    expect(rows.at(-1)?.[0]).toBe(orderFormTexts.totals);
    expect(rows.at(-1)?.[6]).toBe(3);

    // Staff move it to processing on its page.
    await row.getByRole('link', { name: number, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/home/orders/${orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: orderPageTexts.title(orderId) })).toBeVisible();
    await page.getByRole('button', { name: orderPageTexts.moveTo(orderTexts.statuses.processing) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: orderPageTexts.moveTo(orderTexts.statuses.processing) })
      .click();
    await expect(page.getByRole('button', { name: orderPageTexts.moveTo(orderTexts.statuses.shipped) })).toBeVisible();

    // The store's main contact and the buyer each get a mail of the submit and one of the change.
    const orderMails = (email: string) =>
      product.mailbox
        .textsTo(email)
        .map(readable)
        .filter((text) => text.includes(`Order #${orderId} `));
    await expect.poll(() => orderMails(MAIN_CONTACT).length).toBe(2);
    await expect.poll(() => orderMails(BUYER).length).toBe(2);
    for (const email of [MAIN_CONTACT, BUYER]) {
      const [submitted, processing] = orderMails(email);
      expect(submitted).toMatch(new RegExp(`^Subject: Order #${orderId} submitted for .+$`, 'm'));
      expect(processing).toMatch(
        new RegExp(`^Subject: Order #${orderId} for .+ is now ${orderTexts.statuses.processing}$`, 'm'),
      );
    }

    // The customer follows the mail's address to the order, now Processing.
    const address = new RegExp(`${product.baseURL}/portal/orders/${orderId}\\?store=[0-9a-f-]+`);
    const orderUrl = address.exec(orderMails(BUYER)[1]!)?.[0];
    expect(orderUrl).toBeTruthy();
    await customer.goto(orderUrl!);
    await expect(customer.getByRole('heading', { name: portalOrderTexts.orderPageTitle(orderId) })).toBeVisible();
    await expect(customer.getByText(orderTexts.statuses.processing).first()).toBeVisible();
    await customerContext.close();
  });
});
