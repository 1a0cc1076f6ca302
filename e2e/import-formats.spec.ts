import path from 'node:path';
import { IMPORT_FIELD_LABELS } from '@lineup/contracts/import-format-definition';
import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import { successToasts, uploadMessages } from '@lineup/contracts/messages';
import { brandTexts } from '@lineup/contracts/texts/brands';
import { importFormatTexts } from '@lineup/contracts/texts/import-format';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import ExcelJS from 'exceljs';
import { expect, signIn, test } from './fixtures';
import { openLineListStep, pickDay } from './upload-dialog';

/**
 * A Birkenstock line list as openpyxl writes it: a merged title and "Season: Spring/Summer 2026"
 * above a styled header on row 3 (Style #, Style Name, Colour, …, US Size, UPC, Retail Price),
 * number-typed sizes and UPCs; 9 SKUs of 5 models (services/pim/src/test-support/fixtures/import-formats).
 */
const BIRKENSTOCK = path.resolve(
  import.meta.dirname,
  '../services/pim/src/test-support/fixtures/import-formats/birkenstock-narrow.openpyxl.xlsx',
);

test('staff set up Birkenstock’s import format from a sample, then upload, preview and save a Birkenstock line list', async ({
  page,
  product,
}) => {
  await signIn(page, product);

  // Without a format, Birkenstock cannot be chosen in the upload dialog.
  let dialog = await openLineListStep(page);
  const brandSelect = () => dialog.getByLabel(uploadDialogTexts.brand, { exact: true });
  await expect(brandSelect().locator('option', { hasText: 'Birkenstock (WIP)' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // The brand's page: no format yet; a sample proposes the header row, the columns and the season.
  await page.goto(`${product.baseURL}/home/brands`);
  await page.getByRole('link', { name: brandTexts.editBrand('Birkenstock') }).click();
  await expect(page.getByText(importFormatTexts.none)).toBeVisible();
  await page.getByLabel(importFormatTexts.sampleFile, { exact: true }).setInputFiles(BIRKENSTOCK);
  await expect(page.getByLabel(importFormatTexts.headerRow, { exact: true })).toHaveValue('3');
  /** The field a column is proposed to fill, as the select shows it. */
  const field = (letter: string, header: string) =>
    page.getByLabel(importFormatTexts.columnFieldLabel(letter, header), { exact: true }).locator('option:checked');
  await expect(field('A', 'Style #')).toHaveText(IMPORT_FIELD_LABELS.model_code);
  await expect(field('C', 'Colour')).toHaveText(IMPORT_FIELD_LABELS.color);
  await expect(field('F', 'US Size')).toHaveText(IMPORT_FIELD_LABELS.size);
  await expect(field('G', 'UPC')).toHaveText(IMPORT_FIELD_LABELS.sku);
  await expect(field('H', 'Retail Price')).toHaveText(IMPORT_FIELD_LABELS.msrp);
  // Sizes and UPCs read as people typed them: 7.5 stays 7.5, a 13-digit UPC stays whole.
  const preview = page.getByRole('table', { name: importFormatTexts.previewHeading });
  await expect(preview).toContainText('7.5');
  await expect(preview).toContainText('4052001017730');
  await page.screenshot({ path: test.info().outputPath('import-format-editor.png'), fullPage: true });
  // On a phone the editor's tables scroll inside their frame; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('import-format-editor-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: importFormatTexts.save }).click();
  await expect(page.getByText(importFormatMessages.saved(1))).toBeVisible();
  await expect(page.getByText(/^Version 1, saved /)).toBeVisible();

  // Now the upload dialog offers Birkenstock, and its file is read with the saved format.
  await page.goto(`${product.baseURL}/home/catalogs`);
  dialog = await openLineListStep(page);
  await dialog.getByLabel(uploadDialogTexts.lineListType).selectOption({ label: 'Pre-Book' });
  await expect(brandSelect().locator('option', { hasText: /^Birkenstock$/ })).toBeEnabled();
  await brandSelect().selectOption({ label: 'Birkenstock' });
  await dialog.getByLabel(uploadDialogTexts.file).setInputFiles(BIRKENSTOCK);
  await pickDay(page, uploadDialogTexts.dateSent, 10);
  await pickDay(page, uploadDialogTexts.deadlineForOrders, 20);
  await dialog.getByRole('button', { name: uploadDialogTexts.upload, exact: true }).click();
  await expect(page).toHaveURL(/\/home\/line-list\/preview\/\d+$/, { timeout: 30_000 });

  // The preview: 5 new models, the season from the cell above the header, read with version 1.
  await expect(page.getByRole('heading', { name: 'Birkenstock Pre-Book Line List' })).toBeVisible();
  await expect(page.getByText(previewTexts.readWith(1))).toBeVisible();
  await expect(page.getByTestId('new-items-line')).toHaveText(previewTexts.newItemsLine(5));
  const table = page.getByRole('table', { name: previewTexts.tableLabel });
  const arizona = table.locator('tbody tr[data-kind="parent"]', { hasText: '1017723' });
  await expect(arizona).toContainText('Arizona');
  await expect(arizona).toContainText(previewTexts.sizesList(['7', '7.5', '8']));
  await page.screenshot({ path: test.info().outputPath('birkenstock-preview.png'), fullPage: true });

  await page.getByRole('button', { name: previewTexts.saveItems }).click();
  await page.getByRole('button', { name: previewTexts.confirm, exact: true }).click();
  await expect(page.getByText(successToasts.previewSaved)).toBeVisible();
});

/** A Crocs line list with one bad cell in six rows (the fixtures' README lists them). */
const CROCS_BAD_CELLS = path.resolve(
  import.meta.dirname,
  '../services/pim/src/test-support/fixtures/import-formats/crocs-bad-cells.openpyxl.xlsx',
);

test('a refused file lists every problem in the dialog, and its annotated copy marks each bad cell', async ({
  page,
  product,
}) => {
  await signIn(page, product);
  const dialog = await openLineListStep(page);
  await dialog.getByLabel(uploadDialogTexts.lineListType).selectOption({ label: 'Own Stock' });
  await dialog.getByLabel(uploadDialogTexts.brand, { exact: true }).selectOption({ label: 'Crocs' });
  await dialog.getByLabel(uploadDialogTexts.file).setInputFiles(CROCS_BAD_CELLS);
  await dialog.getByRole('button', { name: uploadDialogTexts.upload, exact: true }).click();

  const problems = dialog.getByRole('table', { name: uploadDialogTexts.problemsLabel(6) });
  await expect(problems).toBeVisible({ timeout: 30_000 });
  await expect(problems.getByRole('row')).toHaveCount(7);
  await expect(problems).toContainText(uploadMessages.badNumber('MSRP', 3, 'abc'));
  await expect(problems).toContainText(uploadMessages.blankCell('Size', 8));
  await problems.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('upload-problems.png') });

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: uploadDialogTexts.downloadAnnotated }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('crocs-bad-cells.openpyxl - problems.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const noted: string[] = [];
  // Blank bad cells (a missing silhouette, a missing size) carry a note too.
  book.worksheets[0]!.eachRow({ includeEmpty: true }, (row) =>
    row.eachCell({ includeEmpty: true }, (cell) => {
      if (cell.note) noted.push(cell.address);
    }),
  );
  expect(noted.sort()).toEqual(['C4', 'D7', 'F3', 'G5', 'L6', 'M8']);
});

test("the format editor's preview shows cells as the import stores them and names those it would refuse", async ({
  page,
  product,
}) => {
  await signIn(page, product);
  await page.goto(`${product.baseURL}/home/brands`);
  await page.getByRole('link', { name: brandTexts.editBrand('Hey Dude') }).click();
  await page.getByLabel(importFormatTexts.sampleFile, { exact: true }).setInputFiles(CROCS_BAD_CELLS);
  const preview = page.getByRole('table', { name: importFormatTexts.previewHeading });
  await expect(preview).toBeVisible();
  // The same readers as the import: a price in cents, a day as YYYY-MM-DD.
  const good = preview.locator('tbody tr', { hasText: '10001-001-4' }).first();
  await expect(good).toContainText('49.99');
  const refused = page.getByRole('region', { name: importFormatTexts.previewRefusedHeading });
  // As the import reads them: prices and dates it cannot read, blank cells where a row needs one.
  await expect(refused.getByRole('listitem')).toHaveText([
    uploadMessages.badNumber('MSRP', 3, 'abc'),
    uploadMessages.blankCell('Silhouette', 4),
    uploadMessages.badDate('Expected Ship Date', 5, 'soon'),
    uploadMessages.blankCell('Size', 8),
  ]);
  await refused.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('import-format-refused-cells.png'), fullPage: true });
});
