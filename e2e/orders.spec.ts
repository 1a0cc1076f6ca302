import { ORDER_CATALOG_TYPES } from '@lineup/contracts/constants';
import { orderCatalogTypeLabels, shellTexts } from '@lineup/contracts/messages';
import { orderTexts } from '@lineup/contracts/texts/orders';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

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
    await expect(page.getByRole('group', { name }).getByText(/from last month$/)).toBeVisible();
  }
  for (const name of [orderTexts.lastOrders, orderTexts.topCustomers, orderTexts.mostUnitsSold]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(crumbs(page)).toHaveText(['Home', 'Orders']);
  await expect(activeEntry(page)).toHaveText([shellTexts.dashboard]);

  // Multibrand: selecting rows updates the count.
  await page.goto(`${product.baseURL}/home/orders/multibrand`);
  await expect(page.getByRole('heading', { level: 1, name: orderTexts.multibrandTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: orderTexts.newOrder })).toBeDisabled();
  await expect(page.getByRole('button', { name: orderTexts.downloadForms })).toBeDisabled();
  await expect(page.getByRole('button', { name: orderTexts.filters })).toBeDisabled();
  await expect(page.getByText(orderTexts.selected(0))).toBeVisible();
  await page.getByRole('checkbox', { name: orderTexts.selectOrder('MB-10421') }).click();
  await expect(page.getByText(orderTexts.selected(1))).toBeVisible();
  await page.getByRole('checkbox', { name: orderTexts.selectAll }).click();
  await expect(page.getByText(orderTexts.selected(7))).toBeVisible();
  await expect(crumbs(page)).toHaveText(['Home', 'Orders', 'By Brand', 'Multibrand']);
  await expect(activeEntry(page)).toHaveText([shellTexts.multibrand]);

  for (const type of ORDER_CATALOG_TYPES) {
    const label = orderCatalogTypeLabels[type];
    await page.goto(`${product.baseURL}/home/orders/catalog-type/${type}`);
    await expect(page.getByRole('heading', { level: 1, name: orderTexts.catalogTypeTitle(label) })).toBeVisible();
    await expect(page.getByRole('button', { name: orderTexts.newOrder })).toBeDisabled();
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
