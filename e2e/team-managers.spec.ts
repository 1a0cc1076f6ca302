import fs from 'node:fs';
import { storeTexts } from '@lineup/contracts/texts/customers';
import { teamTexts } from '@lineup/contracts/texts/people';
import { createCustomer, expect, signIn, test } from './fixtures';

/** Where the screenshots of this flow go (looked at by a person, not compared). */
const shots = process.env.SHOTS_DIR ?? '/tmp/shots';

test('staff become account managers from the team page and from the store page', async ({ page, product }) => {
  fs.mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, product);
  await createCustomer(page, product);
  const token = await page.evaluate(() => localStorage.getItem('lineup.accessToken'));
  const created = await page.request.post(`${product.baseURL}/api/users`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      email: 'grace@lineup.test',
      firstName: 'Grace',
      lastName: 'Staff',
      organizationId: 'internal',
      roleId: 'admin',
      type: 'internal',
    },
  });
  expect(created.status()).toBe(201);

  // Every team member's privileges read Admin; nobody manages a store yet. Grace was made beside
  // the SPA: the team page is loaded afresh (see createCustomer).
  await page.goto(`${product.baseURL}/home/team`);
  await expect(page).toHaveURL(/\/home\/team$/);
  const adminRow = page.getByRole('row').filter({ hasText: product.adminEmail });
  await expect(adminRow.getByRole('cell').nth(1)).toHaveText('Admin');
  await expect(adminRow.getByRole('cell').nth(2)).toHaveText(teamTexts.none);

  await adminRow.getByRole('button', { name: teamTexts.assignStoresFor('Admin User') }).click();
  const dialog = page.getByRole('dialog', { name: teamTexts.assignStoresFor('Admin User') });
  await dialog.getByLabel(teamTexts.storeSearchLabel).fill('acme');
  await dialog.getByRole('checkbox', { name: /Main Store/ }).click();
  await expect(dialog.getByText(teamTexts.selectedCount(1))).toBeVisible();
  await page.screenshot({ path: `${shots}/team-assign-dialog.png` });
  await dialog.getByRole('button', { name: teamTexts.save }).click();
  await expect(page.getByText(teamTexts.managedStoresSaved)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(adminRow.getByRole('link', { name: 'Main Store' })).toBeVisible();
  await page.screenshot({ path: `${shots}/team-page.png` });

  // The store page shows the manager, and adds another from the team.
  await adminRow.getByRole('link', { name: 'Main Store' }).click();
  await expect(page).toHaveURL(/\/home\/stores\/[0-9a-f-]+$/);
  const section = page
    .locator('[data-slot=card]')
    .filter({ has: page.getByRole('heading', { name: storeTexts.accountManagersSection, exact: true }) });
  const chips = section.getByRole('list', { name: storeTexts.accountManagersSection });
  await expect(chips).toHaveText('Admin User');
  await section.getByRole('checkbox', { name: /Grace Staff/ }).click();
  await expect(chips).toContainText('Grace Staff');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${shots}/team-store-section.png` });
  await section.getByRole('button', { name: storeTexts.saveAccountManagers }).click();
  await expect(page.getByText(storeTexts.accountManagersUpdated)).toBeVisible();
  await expect(section.getByRole('button', { name: storeTexts.saveAccountManagers })).toBeDisabled();

  // Back on the team page, Grace's Stores column lists the store.
  await page.getByRole('link', { name: 'Team', exact: true }).click();
  const graceRow = page.getByRole('row').filter({ hasText: 'grace@lineup.test' });
  await expect(graceRow.getByRole('link', { name: 'Main Store' })).toBeVisible();
});
