import { imageMessages } from '@lineup/contracts/image-messages';
import { pictureTexts } from '@lineup/contracts/texts/images';
import { portalTexts } from '@lineup/contracts/texts/portal';
import sharp from 'sharp';
import { violations } from './axe-violations';
import { expect, signIn, signInToPortal, test } from './fixtures';

// A first start's demo data: Crocs items (with drawn pictures, resized once the server runs).
test.use({ seedDemoData: true });

/** A JPEG as a camera or a studio would send it. */
const photo = (color: string) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: color } })
    .jpeg({ quality: 85 })
    .toBuffer();

test('staff drop pictures on a brand, see how each matched, apply them, and find the rest in the tray', async ({
  page,
  product,
}) => {
  await signIn(page, product);
  await page.goto(`${product.baseURL}/home/brands`);
  await page.getByRole('link', { name: pictureTexts.openPictures('Crocs') }).click();
  await expect(page.getByRole('heading', { level: 1, name: pictureTexts.title('Crocs') })).toBeVisible();

  await page.locator('input[type=file]').setInputFiles([
    { name: '10000-000_3.jpg', mimeType: 'image/jpeg', buffer: await photo('#b03a2e') },
    { name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: await photo('#1f618d') },
    { name: 'price list.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Model Code,MSRP\n10000-000,39.99\n') },
  ]);
  const result = page.getByRole('table').first();
  await expect(result.getByRole('row', { name: /10000-000_3\.jpg/ })).toContainText(pictureTexts.stateLabels.matched);
  await expect(result.getByRole('row', { name: /IMG_0042\.jpg/ })).toContainText(pictureTexts.stateLabels.unmatched);
  await expect(result.getByRole('row', { name: /price list\.jpg/ })).toContainText(imageMessages.refusals.notAnImage);
  const found = await violations(page, 'pictures page with its result');
  await page.screenshot({ path: test.info().outputPath('pictures-result.png'), fullPage: true });

  await page.getByRole('button', { name: pictureTexts.apply(1) }).click();
  const toast = page.getByText(imageMessages.imagesApplied(1));
  await expect(toast).toBeVisible();
  // Checked once the toast is gone: axe would measure it half faded.
  await expect(toast).toBeHidden({ timeout: 15_000 });
  // The unmatched file waits in the tray with its small view, for staff to place or discard.
  const tray = page.getByRole('table', { name: pictureTexts.trayTitle });
  await expect(tray.getByRole('img', { name: pictureTexts.trayPreviewAlt('IMG_0042.jpg') })).toBeVisible();
  found.push(...(await violations(page, 'pictures page with its tray')));
  expect(found, `axe violations:\n${found.join('\n')}`).toEqual([]);
});

test('a buyer sees the demo catalog with its pictures and goes through an item’s pictures', async ({
  page,
  product,
}) => {
  await signInToPortal(page, product, 'buyer@solestreet.example');
  await page.getByTestId('portal-catalog-card').first().click();
  // The demo pictures are resized by the server's background job after it starts.
  const firstCard = page.getByTestId('portal-item-card').first();
  await expect(async () => {
    await page.reload();
    await expect(firstCard.locator('img')).toHaveAttribute('src', /\/media\/images\/[0-9a-f-]{36}\/card\.jpg$/, {
      timeout: 2_000,
    });
    await expect(page.getByTestId('item-placeholder')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  const image = firstCard.locator('img');
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('loading', 'eager');
  // The first row loads at once; the cards further down as they near the view.
  await expect(page.locator('[data-testid=portal-item-card] img[loading=lazy]').first()).toBeAttached();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('portal-catalog.png') });

  await firstCard.click();
  await expect(page).toHaveURL(/\/items\//);
  await expect(page.getByRole('button', { name: portalTexts.showImage(2) })).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const large = page.getByRole('img', { name: portalTexts.imageAlt(title, 1) });
  await expect(large).toHaveAttribute('src', /\/media\/images\/.+\/card\.jpg$/);
  const firstSource = await large.getAttribute('src');
  await page.getByRole('button', { name: portalTexts.showImage(2) }).click();
  const second = page.getByRole('img', { name: portalTexts.imageAlt(title, 2) });
  await expect(second).toHaveAttribute('src', /\/media\/images\/.+\/card\.jpg$/);
  expect(await second.getAttribute('src')).not.toBe(firstSource);
  await expect(page.getByRole('button', { name: portalTexts.showImage(2) })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: test.info().outputPath('portal-item.png') });
});
