import { productTexts } from '@lineup/contracts/messages';
import { brandTexts } from '@lineup/contracts/texts/brands';
import { storeTexts } from '@lineup/contracts/texts/customers';
import { importFormatTexts } from '@lineup/contracts/texts/import-format';
import { navigationTexts } from '@lineup/contracts/texts/navigation';
import { peopleTexts, roleTexts } from '@lineup/contracts/texts/people';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import type { Page } from '@playwright/test';
import { violations } from './axe-violations';
import { createCustomer, expect, type Product, signIn, signInToPortal, test } from './fixtures';

/**
 * Opens a screen of the signed-in SPA and waits for its main heading (and, on a list, for a row;
 * on a form that loads what it edits, for `loaded`).
 */
async function visit(page: Page, product: Product, path: string, row?: string, loaded?: (page: Page) => Promise<void>) {
  await page.goto(`${product.baseURL}${path}`);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (row) await expect(page.getByRole('row', { name: new RegExp(row) })).toBeVisible();
  await loaded?.(page);
}

/**
 * The brand's edit form once its brand and import format are loaded: its submit button turns
 * enabled then, fading in from half opacity, and is measured once it has.
 */
async function brandEditLoaded(page: Page) {
  await expect(page.getByLabel(brandTexts.nameLabel, { exact: true })).toHaveValue('Crocs');
  await expect(page.getByRole('button', { name: brandTexts.editSubmit })).toBeEnabled();
  await expect(page.getByText(importFormatTexts.usedNow)).toBeVisible();
}

/** The screens checked, each with a row its list shows once loaded (the seed's brands, the customer made here). */
const SCREENS: [path: string, row?: string, loaded?: (page: Page) => Promise<void>][] = [
  ['/home/catalogs'],
  ['/home/brands', 'Crocs'],
  ['/home/brands/create'],
  // A brand's edit page with its Import format section (Crocs: the seeded format, version 1).
  ['/home/brands/edit/1', undefined, brandEditLoaded],
  ['/home/organizations', 'Acme Shoes'],
  ['/home/organizations/create-customer'],
  ['/home/stores', 'Main Store'],
  ['/home/stores/add'],
  ['/home/people', 'Olivia Owner'],
  ['/home/people/create-user'],
  ['/home/team', 'Admin User'],
  ['/home/roles'],
  ['/home/orders'],
  ['/home/orders/multibrand'],
  ['/home/settings/account'],
];

test('the main screens have no serious or critical WCAG 2 A/AA violations (axe)', async ({ page, product }) => {
  const found: string[] = [];

  // Signed out: the sign-in page and the code page.
  await page.goto(product.baseURL);
  await expect(page).toHaveURL(/\/auth\/start/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  found.push(...(await violations(page, '/auth/start')));
  await page.getByLabel(/e-?mail/i).fill(product.adminEmail);
  await page.getByRole('button', { name: productTexts.login }).click();
  await expect(page).toHaveURL(/\/auth\/code/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  found.push(...(await violations(page, '/auth/code')));

  await signIn(page, product);
  await createCustomer(page, product);

  for (const [path, row, loaded] of SCREENS) {
    await visit(page, product, path, row, loaded);
    found.push(...(await violations(page, path)));
  }

  // The sidebar with its Line Lists group open (the seed's brands in it).
  await page.getByRole('button', { name: 'Line Lists', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Crocs', exact: true })).toBeVisible();
  found.push(...(await violations(page, 'sidebar, Line Lists open')));

  // The Create Role dialog of /home/people.
  await visit(page, product, '/home/people', 'Olivia Owner');
  await page.getByRole('button', { name: roleTexts.createRole }).click();
  await expect(page.getByRole('dialog').getByLabel(roleTexts.nameLabel, { exact: true })).toBeVisible();
  found.push(...(await violations(page, 'Create Role dialog')));

  // Forms sent empty show their field errors.
  await visit(page, product, '/home/stores/add');
  await page.getByRole('button', { name: storeTexts.createStore }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  found.push(...(await violations(page, '/home/stores/add, sent empty')));
  await visit(page, product, '/home/people/create-user');
  await page.getByRole('button', { name: peopleTexts.createSubmit }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  found.push(...(await violations(page, '/home/people/create-user, sent empty')));

  // The Upload Inventory dialog, on its first step and on the line list step.
  await visit(page, product, '/home/catalogs');
  await page.getByRole('button', { name: uploadDialogTexts.title }).click();
  const dialog = page.getByRole('dialog', { name: uploadDialogTexts.title });
  await expect(dialog.getByRole('heading', { name: uploadDialogTexts.title })).toBeVisible();
  found.push(...(await violations(page, 'Upload Inventory dialog')));
  await dialog.getByRole('button', { name: new RegExp(uploadDialogTexts.brandLineList) }).click();
  await expect(dialog.getByLabel(uploadDialogTexts.lineListType)).toBeVisible();
  found.push(...(await violations(page, 'Upload Inventory dialog, line list step')));

  expect(found, `axe violations:\n${found.join('\n')}`).toEqual([]);
});

test.describe('the customer portal and the command palette', () => {
  // A first start's demo data: a published catalog and a demo buyer with orders.
  test.use({ seedDemoData: true });

  test('have no serious or critical WCAG 2 A/AA violations, on a desktop and on a 390 px phone', async ({
    page,
    product,
  }) => {
    const found: string[] = [];
    await signIn(page, product);
    await expect(page.getByRole('button', { name: navigationTexts.openPaletteLabel })).toBeVisible();
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByRole('dialog', { name: navigationTexts.paletteTitle })).toBeVisible();
    found.push(...(await violations(page, 'command palette')));
    await page.keyboard.press('Escape');

    await signInToPortal(page, product, 'buyer@solestreet.example');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${product.baseURL}/portal/catalogs`);
      const card = page.getByTestId('portal-catalog-card').first();
      await expect(card).toBeVisible();
      found.push(...(await violations(page, `/portal/catalogs at ${width} px`)));
      await card.click();
      const item = page.getByTestId('portal-item-card').first();
      await expect(item).toBeVisible();
      found.push(...(await violations(page, `portal catalog at ${width} px`)));
      await item.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await violations(page, `portal item at ${width} px`)));
      await page.goto(`${product.baseURL}/portal/orders`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      found.push(...(await violations(page, `portal orders at ${width} px`)));
    }
    expect(found, `axe violations:\n${found.join('\n')}`).toEqual([]);
  });
});
