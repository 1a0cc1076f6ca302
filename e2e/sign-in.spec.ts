import { productTexts } from '@lineup/contracts/messages';
import { expect, test } from './fixtures';

test('a new user signs in with an e-mailed code, finds their way around and logs out', async ({ page, product }) => {
  await page.goto(product.baseURL);

  // The landing page starts the code flow and the auth service sends the browser to the login page.
  await expect(page).toHaveURL(/\/auth\/start/);
  await expect(page.getByText(productTexts.signInDescription)).toBeVisible();
  const login = page.getByRole('button', { name: productTexts.login });
  await expect(login).toBeDisabled();
  await page.getByLabel(/e-?mail/i).fill(product.adminEmail);
  await expect(login).toBeEnabled();
  await login.click();

  await expect(page).toHaveURL(/\/auth\/code/);
  await expect(page.getByText(productTexts.welcomeBack('Admin'))).toBeVisible();
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
