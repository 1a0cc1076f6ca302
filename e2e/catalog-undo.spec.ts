import fs from 'node:fs';
import path from 'node:path';
import { successToasts } from '@lineup/contracts/messages';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { sampleFile, saveLineListWithCatalogs } from './line-list-calls';

/**
 * Publishing says what it publishes, and every change on the segmentation screen can be taken
 * back: a Crocs line list goes through the real upload pipeline, then everything happens on screen.
 * Screenshots of the undo toast, the publish dialog and the live banner go to SHOTS_DIR (/tmp/shots).
 */

const shots = process.env.SHOTS_DIR ?? '/tmp/shots';

const tab = (page: Page, type: keyof typeof segmentationTexts.tabs) =>
  page.getByRole('tab', { name: new RegExp(segmentationTexts.tabs[type]) });
const count = (tabLocator: Locator) => tabLocator.getByTestId('tab-count');
const options = (page: Page) => page.getByRole('listbox').getByRole('option');
const modelCodes = (page: Page) =>
  options(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-model-code')));
/** The toast that says `text`. */
const toastSaying = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Selects the items at `indexes` of the open tab, picks the target and presses Move. */
async function moveItems(page: Page, indexes: number[], target: string) {
  for (const i of indexes) await options(page).nth(i).click();
  await page.getByRole('radio', { name: target }).click();
  await page.getByRole('button', { name: segmentationTexts.move, exact: true }).click();
}

test('a move is undone from its toast, and the publish dialog lists what it publishes', async ({ page, product }) => {
  fs.mkdirSync(shots, { recursive: true });
  await signIn(page, product);
  const lineListId = await saveLineListWithCatalogs(page, product, sampleFile('crocs-brand-ats-summer-2026.xlsx'));
  await page.goto(`${product.baseURL}/home/catalog-segmentation/${lineListId}`);

  // Sort three unsorted items into Athletic.
  const unsorted = tab(page, 'unsorted');
  const athletic = tab(page, 'athletic');
  const boutique = tab(page, 'boutique');
  await expect(options(page).first()).toBeVisible();
  const total = Number(await count(unsorted).textContent());
  await moveItems(page, [0, 1, 2], 'Athletic');
  await expect(toastSaying(page, successToasts.itemsAddedFromUnsorted('Athletic'))).toBeVisible();
  await expect(count(athletic)).toHaveText('3');

  // Move two of them on to Boutique, then press Undo in that move's toast.
  await athletic.click();
  await expect(options(page)).toHaveCount(3);
  const sorted = await modelCodes(page);
  await moveItems(page, [0, 2], 'Boutique');
  const moved = toastSaying(page, successToasts.itemsMoved(2, 'Boutique'));
  await expect(moved.getByRole('button', { name: segmentationTexts.undo })).toBeVisible();
  await expect(count(boutique)).toHaveText('2');
  await expect(count(athletic)).toHaveText('1');
  await page.screenshot({ path: path.join(shots, 'undo-toast.png'), animations: 'disabled' });
  await moved.getByRole('button', { name: segmentationTexts.undo }).click();
  await expect(toastSaying(page, segmentationTexts.undone)).toBeVisible();
  await expect(count(athletic)).toHaveText('3');
  await expect(count(boutique)).toHaveText('0');
  await expect(count(unsorted)).toHaveText(String(total - 3));
  await expect.poll(() => modelCodes(page)).toEqual(sorted);
  // Reloaded from the server: the items are back for good.
  await page.reload();
  await athletic.click();
  await expect(options(page)).toHaveCount(3);
  await expect.poll(() => modelCodes(page)).toEqual(sorted);

  // Save, then Publish from the catalogs page: the dialog lists what it publishes.
  await page.getByRole('button', { name: segmentationTexts.saveCatalogs }).click();
  await page.getByRole('dialog').getByRole('button', { name: segmentationTexts.goToCatalogs }).click();
  await expect(page).toHaveURL(/\/home\/catalogs$/);
  const card = page.getByRole('region', { name: catalogTexts.unpublishedTitle }).getByTestId('catalog-card');
  await card.getByRole('button', { name: catalogTexts.publish, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(catalogTexts.publishQuestion)).toBeVisible();
  await expect(dialog.getByText(catalogTexts.publishIrreversible)).toBeVisible();
  const facts = dialog.getByTestId('publish-facts');
  await expect(facts.getByRole('listitem')).toHaveText([
    catalogTexts.publishCatalogCount('Athletic', 3),
    catalogTexts.publishCatalogCount('Boutique', 0),
    catalogTexts.publishCatalogCount('Crocs', 0),
    catalogTexts.publishUnsortedCount(total - 3),
    catalogTexts.publishWarnings['unsorted-items'](total - 3),
    catalogTexts.publishWarnings['sent-on-missing'](0),
    catalogTexts.publishWarnings['deadline-missing'](0),
  ]);
  await expect(dialog.getByRole('button', { name: catalogTexts.publish, exact: true })).toBeEnabled();
  await page.screenshot({ path: path.join(shots, 'undo-publish-dialog.png'), animations: 'disabled' });
  await dialog.getByRole('button', { name: catalogTexts.publish, exact: true }).click();
  await expect(page.getByText(successToasts.catalogPublished)).toBeVisible();

  // Managed after publishing, the screen says it is live; a move there is undone the same way.
  const active = page.getByRole('region', { name: catalogTexts.activeTitle }).getByTestId('catalog-card');
  await active.getByRole('link', { name: catalogTexts.manage }).click();
  await expect(page).toHaveURL(/\/home\/catalog-segmentation\/\d+$/);
  const banner = page.getByRole('note', { name: segmentationTexts.liveTitle });
  await expect(banner).toBeVisible();
  await expect(banner.getByText(segmentationTexts.liveBadge)).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'undo-live-banner.png'), animations: 'disabled' });
  await tab(page, 'athletic').click();
  await moveItems(page, [1], 'Crocs');
  const liveMove = toastSaying(page, successToasts.itemsMoved(1, 'Crocs'));
  await expect(count(tab(page, 'crocs'))).toHaveText('1');
  await liveMove.getByRole('button', { name: segmentationTexts.undo }).click();
  await expect(count(tab(page, 'crocs'))).toHaveText('0');
  await expect(count(tab(page, 'athletic'))).toHaveText('3');
});
