import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureToasts } from '@lineup/contracts/messages';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { openLineListStep } from './upload-dialog';

const root = path.resolve(import.meta.dirname, '..');
const MAX_ROWS_IN_DOM = 60;

/** The benchmark's line list: 50,000 SKU rows, 5,000 parents of 10 sizes (npm run samples -- --bench-file). */
function writeLargeLineList(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-preview-'));
  const file = path.join(dir, 'crocs-pre-book-50000-rows.xlsx');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/samples/index.ts', '--bench-file', file], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`the samples script exited with ${run.status}`);
  return file;
}

async function uploadThroughDialog(page: Page, file: string) {
  const dialog = await openLineListStep(page);
  await dialog.getByLabel(uploadDialogTexts.lineListType).selectOption({ label: 'Brand ATS' });
  await dialog.getByLabel(uploadDialogTexts.brand, { exact: true }).selectOption({ label: 'Crocs' });
  await dialog.getByLabel(uploadDialogTexts.file).setInputFiles(file);
  await expect(dialog.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: uploadDialogTexts.upload, exact: true }).click();
  await expect(page).toHaveURL(/\/home\/line-list\/preview\/\d+$/, { timeout: 120_000 });
}

test('5,000 parents: under 60 table rows in the DOM while scrolling and expanding; Back discards', async ({
  page,
  product,
}) => {
  test.setTimeout(240_000);
  const file = writeLargeLineList();
  try {
    await signIn(page, product);
    await uploadThroughDialog(page, file);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  const previewUrl = page.url();
  await expect(page.getByText(previewTexts.counts(5000, 5000))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('new-items-line')).toHaveText(previewTexts.newItemsLine(5000));

  const table = page.getByRole('table', { name: previewTexts.tableLabel });
  const scroller = page.getByTestId('preview-table-scroll');
  await expect(scroller).toHaveCSS('height', '500px');
  const rowsInDom = () => table.locator('tr').count();
  let most = 0;
  const sample = async () => {
    const count = await rowsInDom();
    most = Math.max(most, count);
    expect(count).toBeLessThan(MAX_ROWS_IN_DOM);
  };
  await sample();

  // Scroll through the whole table in steps, then jump to the end: the rows in view follow.
  const total = await scroller.evaluate((element) => element.scrollHeight);
  expect(total).toBeGreaterThan(5000 * 40);
  for (let top = 0; top < total; top += Math.ceil(total / 25)) {
    await scroller.evaluate((element, y) => element.scrollTo(0, y), top);
    await page.waitForTimeout(30);
    await sample();
  }
  await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(table.getByText('14999-999', { exact: true })).toBeVisible();
  await sample();

  // Expanding parents adds their 10 sizes to the scroll height, never to the DOM past the window.
  await scroller.evaluate((element) => element.scrollTo(0, 0));
  await table.getByRole('button', { name: previewTexts.expandRow('10000-000') }).click();
  await table.getByRole('button', { name: previewTexts.expandRow('10001-001') }).click();
  await expect(table.getByText('10001-001-4', { exact: true })).toBeVisible();
  await sample();
  for (let top = 0; top < 40 * 57; top += 300) {
    await scroller.evaluate((element, y) => element.scrollTo(0, y), top);
    await page.waitForTimeout(30);
    await sample();
  }
  console.log(`preview of 5,000 parents: at most ${most} table rows in the DOM`);

  // Search narrows the 5,000 parents (debounced), the view filter keeps the new ones.
  await page.getByPlaceholder(previewTexts.searchPlaceholder).fill('14321-321');
  await expect(page.getByText(previewTexts.counts(1, 5000))).toBeVisible();
  await page.getByPlaceholder(previewTexts.searchPlaceholder).fill('');
  await page
    .getByLabel(previewTexts.viewFilterLabel, { exact: true })
    .selectOption({ label: 'Show only changed items' });
  await expect(page.getByText(previewTexts.counts(0, 5000))).toBeVisible();

  // Back discards the staged line list: it is gone, and its page now sends the user to /home/brands.
  await page.getByRole('button', { name: previewTexts.back }).click();
  const ask = page.getByRole('dialog', { name: previewTexts.discardTitle });
  await expect(ask.getByText(previewTexts.discardQuestion(5000))).toBeVisible();
  await ask.getByRole('button', { name: previewTexts.discardUpload }).click();
  await expect(page).toHaveURL(/\/home\/catalogs$/);
  await page.goto(previewUrl);
  await expect(page).toHaveURL(/\/home\/brands$/);
  await expect(page.getByText(failureToasts.lineListNotFound)).toBeVisible();
});

test("leaving an unsaved preview by the menu or the browser's Back asks as Back does", async ({ page, product }) => {
  await signIn(page, product);
  await uploadThroughDialog(page, path.join(root, 'samples/crocs-pre-book-spring-2026.xlsx'));
  const previewUrl = page.url();
  const ask = page.getByRole('dialog', { name: previewTexts.discardTitle });

  // The menu: Keep the upload stays on the preview.
  await page.getByRole('link', { name: 'Brands' }).first().click();
  await expect(ask.getByText(previewTexts.discardQuestion(40))).toBeVisible();
  await ask.getByRole('button', { name: previewTexts.keepUpload }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(previewUrl);

  // The browser's Back: Discard upload discards it and goes back.
  await page.goBack();
  await ask.getByRole('button', { name: previewTexts.discardUpload }).click();
  await expect(page).toHaveURL(/\/home\/catalogs$/);
  await page.goto(previewUrl);
  await expect(page).toHaveURL(/\/home\/brands$/);
});
