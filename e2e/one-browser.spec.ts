import {
  ACCESS_TOKEN_EXPIRES_AT_STORAGE_KEY,
  ACCESS_TOKEN_STORAGE_KEY,
  PORTAL_ACCESS_TOKEN_EXPIRES_AT_STORAGE_KEY,
  PORTAL_ACCESS_TOKEN_STORAGE_KEY,
} from '@lineup/contracts/constants';
import { shellTexts } from '@lineup/contracts/shell-texts';
import { portalTexts } from '@lineup/contracts/texts/portal';
import type { Page } from '@playwright/test';
import { expect, type Product, signIn, signInToPortal, test } from './fixtures';

// The back office and the customer portal open in one browser: staff and a buyer beside them (or
// a wholesaler's staff trying the portal) stay signed in to both.
test.use({ seedDemoData: true });

const SHOTS = 'test-results/screens';
const DEMO_BUYER = 'buyer@solestreet.example';

/**
 * Ends both apps' access tokens in this browser, as their lifetime running out does. Done from a
 * page of the product's origin where neither app runs (its runtime config), so no app is caught
 * refreshing by the navigation that follows: a refresh cut off after the server rotated the token
 * would leave the browser holding a used one.
 */
async function expireBothAccessTokens(page: Page, product: Product) {
  await page.goto(`${product.baseURL}/config.json`);
  const keys: [token: string, expiresAt: string][] = [
    [ACCESS_TOKEN_STORAGE_KEY, ACCESS_TOKEN_EXPIRES_AT_STORAGE_KEY],
    [PORTAL_ACCESS_TOKEN_STORAGE_KEY, PORTAL_ACCESS_TOKEN_EXPIRES_AT_STORAGE_KEY],
  ];
  return page.evaluate((pairs) => {
    const before = pairs.map(([token]) => localStorage.getItem(token));
    for (const [, expiresAt] of pairs) localStorage.setItem(expiresAt, '0');
    return before;
  }, keys);
}

const storedToken = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

async function usesBackOffice(page: Page, product: Product) {
  await page.goto(`${product.baseURL}/home/organizations`);
  await expect(page).toHaveURL(/\/home\/organizations/);
  await expect(page.getByText('Sole Street Footwear')).toBeVisible();
}

async function usesPortal(page: Page, product: Product) {
  await page.goto(`${product.baseURL}/portal/catalogs`);
  await expect(page).toHaveURL(/\/portal\/catalogs/);
  await expect(page.getByTestId('portal-catalog-card').first()).toBeVisible();
}

for (const order of [
  ['back office', 'portal'],
  ['portal', 'back office'],
] as const) {
  test(`signed in to the ${order[0]} and then the ${order[1]}, both keep working past their access tokens`, async ({
    page,
    product,
  }) => {
    for (const app of order) {
      if (app === 'back office') await signIn(page, product);
      else await signInToPortal(page, product, DEMO_BUYER);
    }
    const [backOfficeToken, portalToken] = await expireBothAccessTokens(page, product);

    // Each app refreshes its own expired token, with the session the other sign-in replaced.
    await usesBackOffice(page, product);
    expect(await storedToken(page, ACCESS_TOKEN_STORAGE_KEY)).not.toBe(backOfficeToken);
    await usesPortal(page, product);
    expect(await storedToken(page, PORTAL_ACCESS_TOKEN_STORAGE_KEY)).not.toBe(portalToken);
    await page.screenshot({ path: `${SHOTS}/one-browser-${order[0].replace(' ', '-')}-first.png` });

    // Logging out of the second leaves the first signed in, past its next refresh too.
    if (order[1] === 'portal') {
      await page.goto(`${product.baseURL}/portal/catalogs`);
      await page.getByRole('button', { name: portalTexts.accountMenu }).click();
    } else await page.goto(`${product.baseURL}/home/catalogs`);
    await page.getByRole('button', { name: shellTexts.logout }).click();
    await expect(page).toHaveURL(order[1] === 'portal' ? /\/portal\/auth\/start/ : /\/auth\/start/);
    await expireBothAccessTokens(page, product);
    if (order[0] === 'portal') await usesPortal(page, product);
    else await usesBackOffice(page, product);
  });
}

test('a page opened under another name of the server moves to PUBLIC_URL before it loads', async ({
  page,
  product,
}) => {
  const port = new URL(product.baseURL).port;
  await page.goto(`http://127.0.0.1:${port}/portal/auth/start`);
  await expect(page).toHaveURL(`${product.baseURL}/portal/auth/start`);
  await expect(page.getByLabel(/e-?mail/i)).toBeVisible();
  await signIn(page, product);
  await page.goto(`http://127.0.0.1:${port}/home/organizations`);
  await expect(page).toHaveURL(`${product.baseURL}/home/organizations`);
  await expect(page.getByText('Sole Street Footwear')).toBeVisible();
});
