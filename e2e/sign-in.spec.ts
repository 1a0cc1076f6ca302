import { pageHeadings, platformMessages, productTexts } from '@lineup/contracts/messages';
import type { Page } from '@playwright/test';
import { expect, type Product, test } from './fixtures';

const SHOTS = '/tmp/shots';

/** The authorization requests the browser sends to the issuer, as URLs. */
function authorizationRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/oidc/auth') seen.push(url);
  });
  return seen;
}

/** Types the newest code mailed to the admin on /auth/code and continues. */
async function typeMailedCode(page: Page, product: Product) {
  const code = await product.mailbox.codeFor(product.adminEmail);
  await page.locator('input[autocomplete="one-time-code"]').first().focus();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: productTexts.continue }).click();
}

test('a new user signs in with an e-mailed code, finds their way around and logs out', async ({ page, product }) => {
  // A page to return to that is not ours is ignored: the sign-in ends on the catalogs.
  await page.goto(`${product.baseURL}/?returnTo=${encodeURIComponent('//evil.example/home/people')}`);

  // The landing page starts the code flow and the auth service sends the browser to the login page.
  await expect(page).toHaveURL(/\/auth\/start/);
  await expect(page.getByText(productTexts.signInDescription)).toBeVisible();
  const login = page.getByRole('button', { name: productTexts.login });
  await expect(login).toBeDisabled();
  await page.getByLabel(/e-?mail/i).fill(product.adminEmail);
  await expect(login).toBeEnabled();
  await login.click();

  await expect(page).toHaveURL(/\/auth\/code/);
  await expect(page.getByRole('heading', { name: productTexts.welcomeBack, exact: true })).toBeVisible();
  await expect(page.getByText(productTexts.codeSentTo(product.adminEmail))).toBeVisible();
  const code = await product.mailbox.codeFor(product.adminEmail);
  await page.locator('input[autocomplete="one-time-code"]').first().focus();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: productTexts.continue }).click();

  await expect(page).toHaveURL(/\/home\/catalogs$/, { timeout: 30_000 });
  await expect(page.getByText('Quality Assurance')).toBeVisible();

  // Ctrl+B collapses the sidebar; the state survives a reload through its cookie.
  const sidebar = page.locator('[data-slot="sidebar"][data-state]').first();
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.reload();
  await expect(page.locator('[data-slot="sidebar"][data-state]').first()).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(page.locator('[data-slot="sidebar"][data-state]').first()).toHaveAttribute('data-state', 'expanded');

  await page.goto(`${product.baseURL}/home/no-such-screen`);
  await expect(page.getByText(productTexts.notFoundTitle)).toBeVisible();
  await expect(page.getByText(productTexts.notFoundSubtitle)).toBeVisible();

  await page.goto(`${product.baseURL}/home/catalogs`);
  await page.getByRole('button', { name: /logout/i }).click();
  // Logged out: the landing page starts a new sign-in, which asks for the e-mail again.
  await expect(page).toHaveURL(/\/auth\/start/);
  await page.goto(`${product.baseURL}/home/catalogs`);
  await expect(page).toHaveURL(/\/auth\/start/);
});

test('a fresh browser signs in from a bookmark of /auth/start, without an extra click', async ({ page, product }) => {
  const authorizations = authorizationRequests(page);
  await page.goto(`${product.baseURL}/auth/start`);
  await page.getByLabel(/e-?mail/i).fill(product.adminEmail);
  await page.screenshot({ path: `${SHOTS}/signin-bookmark-start.png` });
  await page.getByRole('button', { name: productTexts.login }).click();

  // No sign-in was in progress: a new one was started for the e-mail typed, and its code sent.
  await expect(page).toHaveURL(/\/auth\/code/);
  await expect(page.getByRole('heading', { name: productTexts.welcomeBack, exact: true })).toBeVisible();
  await expect(page.getByText(productTexts.codeSentTo(product.adminEmail))).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(authorizations.map((url) => url.searchParams.get('login_hint'))).toEqual([product.adminEmail]);
  await expect.poll(() => product.mailbox.mailsTo(product.adminEmail)).toBe(1);
  await page.screenshot({ path: `${SHOTS}/signin-bookmark-code.png` });

  await typeMailedCode(page, product);
  await expect(page).toHaveURL(/\/home\/catalogs$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: pageHeadings.catalogs, level: 1 })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/signin-bookmark-home.png` });
});

test('the back office signs in in a browser where the portal was opened first', async ({ page, product }) => {
  // The portal's page started a sign-in of its own in this browser.
  await page.goto(`${product.baseURL}/portal`);
  await expect(page).toHaveURL(/\/portal\/auth\/start/);
  const authorizations = authorizationRequests(page);
  await page.goto(`${product.baseURL}/auth/start`);
  await page.getByLabel(/e-?mail/i).fill(product.adminEmail);
  await page.getByRole('button', { name: productTexts.login }).click();

  // Not the portal's refusal of a staff address: the back office's own sign-in, started for the e-mail.
  await expect(page).toHaveURL(/\/auth\/code/);
  await expect(page).not.toHaveURL(/\/portal\//);
  await expect(page.getByRole('heading', { name: productTexts.welcomeBack, exact: true })).toBeVisible();
  expect(authorizations.map((url) => url.searchParams.get('login_hint'))).toEqual([product.adminEmail]);
  await typeMailedCode(page, product);
  await expect(page).toHaveURL(/\/home\/catalogs$/, { timeout: 30_000 });
});

test('a deep link opened while signed out comes back to that page after sign-in', async ({ page, product }) => {
  await page.goto(`${product.baseURL}/home/people?search=x`);
  await expect(page).toHaveURL(/\/auth\/start/);
  await page.getByLabel(/e-?mail/i).fill(product.adminEmail);
  await page.getByRole('button', { name: productTexts.login }).click();
  await expect(page).toHaveURL(/\/auth\/code/);
  await typeMailedCode(page, product);

  await expect(page).toHaveURL(`${product.baseURL}/home/people?search=x`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: pageHeadings.people, level: 1 })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/signin-deep-link-home.png` });
});

test('Request new code after the sign-in expired starts a new one and keeps the page to return to', async ({
  page,
  product,
}) => {
  const authorizations = authorizationRequests(page);
  await page.goto(`${product.baseURL}/home/people?search=x`);
  await expect(page).toHaveURL(/\/auth\/start/);
  await page.getByLabel(/e-?mail/i).fill(product.adminEmail);
  await page.getByRole('button', { name: productTexts.login }).click();
  await expect(page).toHaveURL(/\/auth\/code/);
  await expect.poll(() => product.mailbox.mailsTo(product.adminEmail)).toBe(1);

  // The sign-in in progress is gone, as after its 30 minutes.
  await page.context().clearCookies({ name: '_interaction' });
  await page.getByRole('button', { name: productTexts.requestNewCode }).click();

  await expect.poll(() => product.mailbox.mailsTo(product.adminEmail)).toBe(2);
  await expect(page).toHaveURL(/\/auth\/code/);
  await expect(page.getByRole('heading', { name: productTexts.welcomeBack, exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(platformMessages.signInSessionExpired)).toHaveCount(0);
  expect(authorizations.map((url) => url.searchParams.get('login_hint'))).toEqual([null, product.adminEmail]);
  await page.screenshot({ path: `${SHOTS}/signin-expired-new-code.png` });

  await typeMailedCode(page, product);
  await expect(page).toHaveURL(`${product.baseURL}/home/people?search=x`, { timeout: 30_000 });
});
