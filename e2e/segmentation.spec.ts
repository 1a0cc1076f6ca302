import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureToasts, successToasts } from '@lineup/contracts/messages';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { CROCS_HEADERS, crocsRows, writeXlsxStreaming } from '@lineup/pim/test-support/sample-files';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { sampleFile, saveLineListWithCatalogs } from './line-list-calls';

/**
 * Catalog segmentation as a new user meets it: a Crocs line list goes through the real upload pipeline (the
 * calls the Upload Inventory dialog makes, with the browser's own token) and the preview's save
 * and Create Catalogs calls; then everything else happens on screen.
 */

const tab = (page: Page, type: keyof typeof segmentationTexts.tabs) =>
  page.getByRole('tab', { name: new RegExp(segmentationTexts.tabs[type]) });
const count = (tabLocator: Locator) => tabLocator.getByTestId('tab-count');
const options = (page: Page) => page.getByRole('listbox').getByRole('option');

/** Drags `from` onto `to` with the mouse, in small steps, waiting `hoverMs` over the target. */
async function drag(page: Page, from: Locator, to: Locator, hoverMs = 200) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 12, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.waitForTimeout(hoverMs);
}

test('a new user sorts a saved line list: drag, copy, remove, save, publish', async ({ page, product }) => {
  await signIn(page, product);
  const name = 'crocs-brand-ats-summer-2026.xlsx';
  await saveLineListWithCatalogs(page, product, sampleFile(name));

  // The catalogs page shows it with Sorting Pending; Complete opens the segmentation screen.
  await page.reload();
  const unpublished = page.getByRole('region', { name: catalogTexts.unpublishedTitle });
  const card = unpublished.getByTestId('catalog-card');
  await expect(card.getByText(catalogTexts.sortingPendingBadge)).toBeVisible();
  await card.getByRole('link', { name: catalogTexts.complete }).click();
  await expect(page).toHaveURL(/\/home\/catalog-segmentation\/\d+$/);
  await expect(page.getByRole('button', { name: segmentationTexts.uploadSegmentation })).toBeDisabled();

  const unsorted = tab(page, 'unsorted');
  const athletic = tab(page, 'athletic');
  const boutique = tab(page, 'boutique');
  await expect(unsorted).toHaveAttribute('aria-selected', 'true');
  const total = Number(await count(unsorted).textContent());
  expect(total).toBeGreaterThan(5);
  await expect(options(page).first()).toContainText(/ - \d+ sizes$/);

  // Select three items and drag them onto the Athletic tab: from unsorted a move is an add.
  const picked: string[] = [];
  for (const i of [0, 1, 2]) {
    await options(page).nth(i).click();
    picked.push((await options(page).nth(i).getAttribute('data-model-code'))!);
  }
  await expect(page.getByTestId('selection-count')).toHaveText(segmentationTexts.selected(3, total));
  await drag(page, options(page).nth(1), athletic);
  await expect(page.getByTestId('drag-ghost-card')).toHaveCount(3);
  await page.mouse.up();
  await expect(page.getByText(successToasts.itemsAddedFromUnsorted('Athletic'))).toBeVisible();
  await expect(count(athletic)).toHaveText('3');
  await expect(count(unsorted)).toHaveText(String(total - 3));

  // Dropping onto the tab the items come from is refused.
  await drag(page, options(page).first(), unsorted);
  await page.mouse.up();
  await expect(page.getByText(failureToasts.sameCategory)).toBeVisible();
  await expect(count(unsorted)).toHaveText(String(total - 3));

  // Hovering a tab for a second while dragging opens it.
  await drag(page, options(page).first(), boutique, 1300);
  await expect(boutique).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect(count(boutique)).toHaveText('0');

  // Copy one Athletic item to Boutique (it stays in Athletic), with the keyboard only.
  await athletic.click();
  await expect(options(page)).toHaveCount(3);
  expect(await options(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-model-code')))).toEqual(picked);
  await page.getByRole('listbox').focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Space');
  await page.getByRole('radio', { name: 'Boutique' }).click();
  await page.getByRole('button', { name: segmentationTexts.copy }).click();
  await expect(page.getByText(successToasts.itemsCopied(1, 'Boutique'))).toBeVisible();
  await expect(count(boutique)).toHaveText('1');
  await expect(count(athletic)).toHaveText('3');

  // Remove one from Athletic: it is in no other catalog, so it is unsorted again.
  await options(page).nth(2).click();
  await page.getByRole('button', { name: segmentationTexts.remove }).click();
  await expect(page.getByText(successToasts.itemsRemoved)).toBeVisible();
  await expect(count(athletic)).toHaveText('2');
  await expect(count(unsorted)).toHaveText(String(total - 2));

  // Save Catalogs: the counts per catalog, then Publish Catalogs.
  await page.getByRole('button', { name: segmentationTexts.saveCatalogs }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(segmentationTexts.savedTitle)).toBeVisible();
  await expect(dialog.getByTestId('saved-counts')).toHaveText(
    `${segmentationTexts.tabs.athletic}2${segmentationTexts.tabs.boutique}1${segmentationTexts.tabs.crocs}0`,
  );
  await expect(dialog.getByText(segmentationTexts.unsortedOrRemoved(total - 2))).toBeVisible();
  await dialog.getByRole('button', { name: segmentationTexts.publishCatalogs }).click();
  // The same confirmation as a catalog's Publish; Publish waits for the facts it lists.
  const confirmation = page.getByRole('dialog', { name: catalogTexts.publishQuestion });
  await expect(confirmation.getByText(catalogTexts.publishIrreversible)).toBeVisible();
  await expect(confirmation.getByTestId('publish-facts')).toBeVisible();
  await confirmation.getByRole('button', { name: catalogTexts.publish, exact: true }).click();
  await expect(page.getByText(successToasts.catalogsPublished)).toBeVisible();
  await expect(page).toHaveURL(/\/home\/catalogs$/);

  // Under Active Catalogs, with Manage (back to the same screen).
  const active = page.getByRole('region', { name: catalogTexts.activeTitle });
  const published = active.getByTestId('catalog-card');
  await expect(published).toHaveCount(1);
  await expect(published.getByText(catalogTexts.sortingPendingBadge)).toHaveCount(0);
  // The per-catalog counts show without opening anything.
  await expect(published.getByRole('listitem')).toHaveText([
    `Unsorted${total - 2}`,
    'Athletic2',
    'Boutique1',
    'Crocs0',
  ]);
  await published.getByRole('link', { name: catalogTexts.manage }).click();
  await expect(page).toHaveURL(/\/home\/catalog-segmentation\/\d+$/);
  await expect(count(tab(page, 'athletic'))).toHaveText('2');
});

test('the grid of 5,000 items keeps only the rows in view in the DOM', async ({ page, product }) => {
  await signIn(page, product);
  // 5,000 parents (one SKU each), the first sheet named as the format wants, written by exceljs as
  // `npm run samples` writes them.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-seg-')), 'crocs-5000-parents.xlsx');
  await writeXlsxStreaming(
    file,
    'Fall 2026',
    CROCS_HEADERS,
    crocsRows({ parents: 5000, sizesPerParent: 1, firstModel: 50_000 }),
  );
  const bytes = fs.readFileSync(file);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const lineListId = await saveLineListWithCatalogs(page, product, { name: 'crocs-5000-parents.xlsx', bytes });

  await page.goto(`${product.baseURL}/home/catalog-segmentation/${lineListId}`);
  await expect(count(tab(page, 'unsorted'))).toHaveText('5000');
  await expect(options(page).first()).toBeVisible();
  const inDom = await page.locator('[data-testid="segmentation-item"]').count();
  test.info().annotations.push({ type: 'cards in the DOM (5,000 items)', description: String(inDom) });
  console.log(`segmentation grid: ${inDom} of 5000 cards in the DOM`);
  expect(inDom).toBeGreaterThan(0);
  expect(inDom).toBeLessThanOrEqual(60);
  await expect(options(page).first()).toHaveAttribute('aria-setsize', '5000');

  // The keyboard reaches the last item; the DOM still holds only a window of cards.
  await page.getByRole('listbox').focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('listbox')).toHaveAttribute('aria-activedescendant', 'segmentation-item-4999');
  await expect(page.locator('#segmentation-item-4999')).toBeVisible();
  expect(await page.locator('[data-testid="segmentation-item"]').count()).toBeLessThanOrEqual(60);

  // Compact view shows more per row, still a window.
  await page.getByRole('radio', { name: segmentationTexts.compactView }).click();
  await page.getByRole('slider', { name: segmentationTexts.columns }).fill('11');
  await expect(page.getByTestId('columns-value')).toHaveText('11');
  expect(await page.locator('[data-testid="segmentation-item"]').count()).toBeLessThanOrEqual(11 * 12);
});
