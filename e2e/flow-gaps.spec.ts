import path from 'node:path';
import { failureToasts, shellTexts, successToasts } from '@lineup/contracts/messages';
import { brandTexts } from '@lineup/contracts/texts/brands';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { lineListTexts } from '@lineup/contracts/texts/line-lists';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { accountTexts } from '@lineup/contracts/texts/settings';
import { unsavedChangesTexts } from '@lineup/contracts/texts/unsaved-changes';
import type { Page } from '@playwright/test';
import { expect, type Product, signIn, test } from './fixtures';
import { sampleFile, stageLineList } from './line-list-calls';

/** A staged sample line list with its item count, as the preview shows it. */
async function stageFor(page: Page, product: Product, sample: string, type: string) {
  const staged = await stageLineList(page, product, sampleFile(sample), type);
  return { ...staged, itemsCount: (await staged.parents()).length };
}

/**
 * The ways forward and the confirmations a new user needs: a saved line list always reaches its
 * catalogs, one click never throws work away, and the account page saves the user's names.
 */

const shots = process.env.SCREENSHOT_DIR;

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

test('a line list saved without catalogs reaches them from /home/catalogs and from the brand’s table', async ({
  page,
  product,
}) => {
  await signIn(page, product);
  const summer = await stageFor(page, product, 'crocs-brand-ats-summer-2026.xlsx', 'brand-ats');
  await summer.save();
  const fall = await stageFor(page, product, 'crocs-own-stock-winter-2026.xlsx', 'own-stock');
  await fall.save();

  // The catalogs page lists both under their own section, each with Create Catalogs.
  await page.reload();
  const awaiting = page.getByRole('region', { name: catalogTexts.awaitingTitle });
  await expect(awaiting.getByTestId('line-list-without-catalogs')).toHaveCount(2);
  await shoot(page, 'catalogs-line-lists-without-catalogs');
  await awaiting
    .getByTestId('line-list-without-catalogs')
    .filter({ hasText: 'ATS' })
    .getByRole('button', { name: catalogTexts.createCatalogs })
    .click();
  await expect(page).toHaveURL(new RegExp(`/home/catalog-segmentation/${summer.lineListId}$`));
  await expect(page.getByRole('tab', { name: new RegExp(segmentationTexts.tabs.unsorted) })).toBeVisible();

  // Back on /home/catalogs it is an unpublished catalog now; the other one still waits.
  await sidebar(page).getByRole('link', { name: shellTexts.catalogs, exact: true }).click();
  await expect(
    page.getByRole('region', { name: catalogTexts.unpublishedTitle }).getByTestId('catalog-card'),
  ).toHaveCount(1);
  await expect(awaiting.getByTestId('line-list-without-catalogs')).toHaveCount(1);

  // The brand's table: the saved one offers Create Catalogs, the one with catalogs Open Catalogs.
  await page.goto(`${product.baseURL}/home/brand/${fall.brandId}/line-lists`);
  const fallRow = page.getByRole('row').filter({ hasText: 'Own Stock' });
  await fallRow.getByRole('button', { name: lineListTexts.openMenu }).click();
  await expect(page.getByRole('menuitem', { name: lineListTexts.edit })).toBeVisible();
  await shoot(page, 'line-list-row-actions');
  await page.getByRole('menuitem', { name: lineListTexts.createCatalogs }).click();
  await expect(page).toHaveURL(new RegExp(`/home/catalog-segmentation/${fall.lineListId}$`));
  await expect(page.getByRole('tab', { name: new RegExp(segmentationTexts.tabs.unsorted) })).toBeVisible();

  await page.goBack();
  await page
    .getByRole('row')
    .filter({ hasText: 'Brand ATS' })
    .getByRole('button', { name: lineListTexts.openMenu })
    .click();
  await page.getByRole('menuitem', { name: lineListTexts.openCatalogs }).click();
  await expect(page).toHaveURL(new RegExp(`/home/catalog-segmentation/${summer.lineListId}$`));
  await page.goto(`${product.baseURL}/home/catalogs`);
  await expect(
    page.getByRole('region', { name: catalogTexts.unpublishedTitle }).getByTestId('catalog-card'),
  ).toHaveCount(2);
  await expect(awaiting).toHaveCount(0);
});

test('the read-only preview of a saved line list offers Create Catalogs', async ({ page, product }) => {
  await signIn(page, product);
  const summer = await stageFor(page, product, 'crocs-brand-ats-summer-2026.xlsx', 'brand-ats');
  await summer.save();
  await page.goto(`${product.baseURL}/home/line-list/preview/${summer.lineListId}`);
  await expect(page.getByText(previewTexts.savedNotice)).toBeVisible();
  await shoot(page, 'preview-saved-create-catalogs');
  await page.getByRole('button', { name: previewTexts.createCatalogs }).click();
  await expect(page).toHaveURL(new RegExp(`/home/catalog-segmentation/${summer.lineListId}$`));
});

test('Back on an unsaved preview asks first; Keep keeps it, Discard lands on /home/catalogs without an error', async ({
  page,
  product,
}) => {
  await signIn(page, product);
  const staged = await stageFor(page, product, 'crocs-brand-ats-summer-2026.xlsx', 'brand-ats');
  await page.goto(`${product.baseURL}/home/line-list/preview/${staged.lineListId}`);
  const previewUrl = page.url();
  await expect(page.getByTestId('new-items-line')).toBeVisible();

  await page.getByRole('button', { name: previewTexts.back }).click();
  const ask = page.getByRole('dialog', { name: previewTexts.discardTitle });
  await expect(ask.getByText(previewTexts.discardQuestion(staged.itemsCount))).toBeVisible();
  await shoot(page, 'preview-discard-confirmation');
  await ask.getByRole('button', { name: previewTexts.keepUpload }).click();
  await expect(ask).toBeHidden();
  expect(page.url()).toBe(previewUrl);
  await expect(page.getByRole('button', { name: previewTexts.saveItems })).toBeEnabled();

  await page.getByRole('button', { name: previewTexts.back }).click();
  await ask.getByRole('button', { name: previewTexts.discardUpload }).click();
  await expect(page).toHaveURL(/\/home\/catalogs$/);
  await expect(page.getByRole('heading', { name: shellTexts.catalogs, level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(failureToasts.lineListNotFound)).toHaveCount(0);
  await expect(page).toHaveURL(/\/home\/catalogs$/);
});

test('a brand form with unsaved changes asks before leaving or reloading; after saving it does not', async ({
  page,
  product,
}) => {
  await signIn(page, product);
  await sidebar(page).getByRole('link', { name: shellTexts.brands, exact: true }).click();
  await page.getByRole('link', { name: brandTexts.addBrand }).click();
  const name = page.getByLabel(brandTexts.nameLabel, { exact: true });
  await name.click();
  await name.pressSequentially('Hoka Trail');
  await expect(page.getByRole('button', { name: brandTexts.createSubmit })).toBeEnabled();

  // Another page of the sidebar: the question; Stay keeps the page and the name typed.
  await sidebar(page).getByRole('link', { name: shellTexts.catalogs, exact: true }).click();
  const ask = page.getByRole('dialog', { name: unsavedChangesTexts.title });
  await expect(ask).toBeVisible();
  await shoot(page, 'unsaved-changes-dialog');
  await ask.getByRole('button', { name: unsavedChangesTexts.stay }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/home\/brands\/create$/);
  await expect(name).toHaveValue('Hoka Trail');

  // A reload gets the browser's own question.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect(name).toHaveValue('');

  // Leave goes where the user went.
  await name.click();
  await name.pressSequentially('Hoka Trail');
  await expect(page.getByRole('button', { name: brandTexts.createSubmit })).toBeEnabled();
  await page.getByRole('button', { name: brandTexts.back }).click();
  await ask.getByRole('button', { name: unsavedChangesTexts.leave }).click();
  await expect(page).toHaveURL(/\/home\/brands$/);

  // Saved: no question on the way back to the list.
  await page.getByRole('link', { name: brandTexts.addBrand }).click();
  await name.click();
  await name.pressSequentially('Hoka Trail');
  await page.getByRole('button', { name: brandTexts.createSubmit }).click();
  await expect(page.getByText(successToasts.brandCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/home\/brands$/);
  await expect(ask).toHaveCount(0);
});

test('Account: first and last name are saved, the sidebar follows, the e-mail stays read-only', async ({
  page,
  product,
}) => {
  await signIn(page, product);
  await sidebar(page).getByRole('link', { name: shellTexts.account, exact: true }).click();
  await expect(page).toHaveURL(/\/home\/settings\/account$/);
  const email = page.getByLabel(accountTexts.email, { exact: true });
  await expect(email).toHaveValue(product.adminEmail);
  await expect(email).toHaveAttribute('readonly', '');
  const save = page.getByRole('button', { name: accountTexts.saveChanges });
  await expect(save).toBeDisabled();

  await page.getByLabel(accountTexts.firstName, { exact: true }).fill('Augusta');
  await page.getByLabel(accountTexts.lastName, { exact: true }).fill('King');
  await shoot(page, 'account-settings-editing');
  await save.click();
  await expect(page.getByText(successToasts.userUpdated)).toBeVisible();
  await expect(page.getByText('Augusta King')).toBeVisible();
  await expect(save).toBeDisabled();
  await shoot(page, 'account-settings-saved');

  // Saved on the server: a reload shows the new names, in the form and in the sidebar.
  await page.reload();
  await expect(page.getByLabel(accountTexts.firstName, { exact: true })).toHaveValue('Augusta');
  await expect(page.getByLabel(accountTexts.lastName, { exact: true })).toHaveValue('King');
  await expect(page.getByText('Augusta King')).toBeVisible();
});
