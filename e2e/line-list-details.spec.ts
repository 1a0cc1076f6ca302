import fs from 'node:fs';
import path from 'node:path';
import { lineListDetailsMessages } from '@lineup/contracts/line-list-details';
import { successToasts, uploadMessages } from '@lineup/contracts/messages';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { lineListTexts } from '@lineup/contracts/texts/line-lists';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { openLineListStep, pickDay } from './upload-dialog';

const samples = path.resolve(import.meta.dirname, '../samples');
const shots = process.env.SHOTS_DIR ?? '/tmp/shots';

async function shot(target: Page | Locator, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await target.screenshot({ path: path.join(shots, `dates-${name}.png`) });
}

test('a line list gets a name and a description at upload, edited later; the card shows the same dates as the line list', async ({
  page,
  product,
}) => {
  await signIn(page, product);
  const dialog = await openLineListStep(page);
  await dialog.getByLabel(uploadDialogTexts.lineListType).selectOption({ label: 'Pre-Book' });
  await dialog.getByLabel(uploadDialogTexts.brand, { exact: true }).selectOption({ label: 'Crocs' });
  await dialog.getByLabel(uploadDialogTexts.file).setInputFiles(path.join(samples, 'crocs-pre-book-spring-2026.xlsx'));
  await expect(dialog.getByRole('table')).toBeVisible();
  // The name is optional: its placeholder is the default, the season and year of the file.
  const name = dialog.getByLabel(uploadDialogTexts.nameLabel);
  await expect(name).toHaveAttribute('placeholder', 'Spring 2026');
  await name.fill('Spring launch');
  await dialog.getByLabel(uploadDialogTexts.descriptionLabel).fill('First pre-book of the year');
  await pickDay(page, uploadDialogTexts.dateSent, 11, dialog);
  // A deadline for orders before the Date Sent: Upload stays off and says why.
  const upload = dialog.getByRole('button', { name: uploadDialogTexts.upload, exact: true });
  await pickDay(page, uploadDialogTexts.deadlineForOrders, 5, dialog);
  await expect(dialog.getByText(uploadMessages.deadlineBeforeDateSent)).toBeVisible();
  await expect(upload).toBeDisabled();
  await shot(dialog, 'upload-dialog-deadline-before-date-sent');
  await pickDay(page, uploadDialogTexts.deadlineForOrders, 20, dialog);
  await shot(dialog, 'upload-dialog');
  await upload.click();
  await expect(page).toHaveURL(/\/home\/line-list\/preview\/\d+$/, { timeout: 30_000 });
  const previewDateSent = (await page.getByLabel(previewTexts.dateSent, { exact: true }).innerText()).trim();
  expect(previewDateSent).toMatch(/^\d{2}\/11\/\d{4}$/);

  await page.getByRole('button', { name: previewTexts.saveItems }).click();
  await page.getByRole('button', { name: previewTexts.confirm, exact: true }).click();
  await expect(page.getByText(successToasts.previewSaved)).toBeVisible();
  await page
    .getByRole('dialog', { name: previewTexts.savedTitle })
    .getByRole('button', { name: previewTexts.goToLineLists })
    .click();

  // The table: the name and description given, sent to catalog on its Date Sent (MM/DD/YY).
  await expect(page).toHaveURL(/\/home\/brand\/\d+\/line-lists$/);
  const tableUrl = page.url();
  const row = page.getByRole('row', { name: /Spring launch/ });
  await expect(row.getByRole('cell').nth(0)).toHaveText('Spring launch');
  await expect(row.getByRole('cell').nth(3)).toHaveText('First pre-book of the year');
  const [month, , year] = previewDateSent.split('/');
  await expect(row.getByRole('cell').nth(5)).toHaveText(lineListTexts.sentToCatalogOn(`${month}/11/${year!.slice(2)}`));
  await shot(page, 'line-list-table');

  // Edit: the saved line list's name, description and dates.
  await row.getByRole('button', { name: lineListTexts.openMenu }).click();
  await page.getByRole('menuitem', { name: lineListTexts.edit }).click();
  const details = page.getByRole('form', { name: previewTexts.details.title });
  await expect(details.getByLabel(previewTexts.details.name)).toHaveValue('Spring launch');
  await details.getByLabel(previewTexts.details.name).fill('');
  await expect(details.getByText(lineListDetailsMessages.nameRequired)).toBeVisible();
  await expect(details.getByRole('button', { name: previewTexts.details.save })).toBeDisabled();
  await details.getByLabel(previewTexts.details.name).fill('Spring launch (final)');
  await details.getByLabel(previewTexts.details.description).fill('Second round of the pre-book');
  // A Date Sent after the deadline for orders is refused on the field, and Save stays off.
  await pickDay(page, previewTexts.details.dateSent, 21, details);
  await expect(details.getByText(uploadMessages.deadlineBeforeDateSent)).toBeVisible();
  await expect(details.getByRole('button', { name: previewTexts.details.save })).toBeDisabled();
  await shot(page, 'edit-page-deadline-before-date-sent');
  await pickDay(page, previewTexts.details.dateSent, 12, details);
  await details.getByRole('button', { name: previewTexts.details.save }).click();
  await expect(page.getByText(lineListDetailsMessages.updated)).toBeVisible();
  await expect(details.getByRole('button', { name: previewTexts.details.save })).toBeDisabled();
  const dateSent = (await details.getByLabel(previewTexts.details.dateSent, { exact: true }).innerText()).trim();
  const deadline = (
    await details.getByLabel(previewTexts.details.deadlineForOrders, { exact: true }).innerText()
  ).trim();
  expect(dateSent).toMatch(/^\d{2}\/12\/\d{4}$/);
  expect(deadline).toMatch(/^\d{2}\/20\/\d{4}$/);
  await shot(page, 'edit-page');

  // Its catalogs: the card shows the same calendar dates, not shifted.
  await page.getByRole('button', { name: previewTexts.createCatalogs }).click();
  await expect(page).toHaveURL(/\/home\/catalog-segmentation\/\d+$/);
  await page.goto(`${product.baseURL}/home/catalogs`);
  const card = page.getByTestId('catalog-card').filter({ hasText: 'Spring launch (final)' });
  await expect(card).toBeVisible();
  await expect(card.locator('dt').nth(0)).toHaveText(catalogTexts.sentOn);
  await expect(card.locator('dd').nth(0)).toHaveText(dateSent);
  await expect(card.locator('dt').nth(1)).toHaveText(catalogTexts.deadline);
  await expect(card.locator('dd').nth(1)).toHaveText(deadline);
  await shot(card, 'catalog-card');

  // And the table follows the edit.
  await page.goto(tableUrl);
  const edited = page.getByRole('row', { name: /Spring launch \(final\)/ });
  await expect(edited.getByRole('cell').nth(3)).toHaveText('Second round of the pre-book');
  await expect(edited.getByRole('cell').nth(5)).toHaveText(
    lineListTexts.sentToCatalogOn(`${dateSent.slice(0, 6)}${dateSent.slice(8)}`),
  );
});
