import { successToasts } from '@lineup/contracts/messages';
import { pimMessages } from '@lineup/contracts/pim-messages';
import { brandTexts } from '@lineup/contracts/texts/brands';
import { expect, signIn, test } from './fixtures';

test('a brand is added, found by a lower-case search, edited and deleted', async ({ page, product }) => {
  await signIn(page, product);
  await page.getByRole('link', { name: 'Brands', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/brands$/);
  // The seed's brands are there.
  await expect(page.getByRole('cell', { name: 'Crocs', exact: true })).toBeVisible();

  await page.getByRole('link', { name: brandTexts.addBrand }).click();
  await expect(page).toHaveURL(/\/home\/brands\/create$/);
  const submit = page.getByRole('button', { name: brandTexts.createSubmit });
  await expect(submit).toBeDisabled();
  await page.getByLabel(brandTexts.nameLabel, { exact: true }).fill('Salomon Trail');
  await page.getByRole('checkbox', { name: brandTexts.hasDescription }).click();
  await page.getByLabel(brandTexts.descriptionLabel, { exact: true }).fill('Trail running');
  await submit.click();
  await expect(page.getByText(successToasts.brandCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/home\/brands$/);

  // The sidebar lists the new brand under Line Lists without a reload.
  await page.getByRole('button', { name: 'Line Lists', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Salomon Trail', exact: true })).toBeVisible();

  await page.getByRole('searchbox').fill('salomon');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('cell', { name: 'Salomon Trail', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Trail running', exact: true })).toBeVisible();

  await page.getByRole('link', { name: brandTexts.editBrand('Salomon Trail') }).click();
  await expect(page).toHaveURL(/\/home\/brands\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Create Brand' })).toBeVisible();
  const name = page.getByLabel(brandTexts.nameLabel, { exact: true });
  await expect(name).toHaveValue('Salomon Trail');
  await name.fill('x'.repeat(101));
  await expect(page.getByText(pimMessages.brandNameTooLong)).toBeVisible();
  await expect(page.getByRole('button', { name: brandTexts.editSubmit })).toBeDisabled();
  await name.fill('Salomon');
  await page.getByRole('checkbox', { name: brandTexts.hasDescription }).click();
  await expect(page.getByLabel(brandTexts.descriptionLabel, { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: brandTexts.editSubmit }).click();
  await expect(page.getByText(successToasts.brandUpdated)).toBeVisible();
  await expect(page).toHaveURL(/\/home\/brands$/);
  await expect(page.getByRole('link', { name: 'Salomon', exact: true })).toBeVisible();

  await page.getByRole('searchbox').fill('SALOMON');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(brandTexts.noDescription);
  await page.getByRole('button', { name: brandTexts.deleteBrand('Salomon') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(brandTexts.deleteTitle('Salomon'))).toBeVisible();
  await expect(dialog.getByText(brandTexts.deleteQuestion)).toBeVisible();
  await dialog.getByRole('button', { name: brandTexts.delete }).click();
  await expect(page.getByText(pimMessages.brandDeleted)).toBeVisible();
  await expect(page.getByText('No brands found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Salomon', exact: true })).toHaveCount(0);

  // After a reload the brand is still gone (it was deleted on the server, not only on screen), and
  // the search kept in the address is still applied.
  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue('SALOMON');
  await expect(page.getByText('No brands found')).toBeVisible();
  await page.getByRole('searchbox').fill('');
  await expect(page.getByRole('cell', { name: 'Crocs', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Salomon', exact: true })).toHaveCount(0);
});
