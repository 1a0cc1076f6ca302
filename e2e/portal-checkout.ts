import { portalCheckoutTexts, portalOrderTexts } from '@lineup/contracts/texts/portal';
import { expect, type Page } from '@playwright/test';

/**
 * Checks out the cart's first draft as a buyer does: Check out, the checkout form as it opens (a
 * store's only shipping address and a catalog's only delivery window are chosen for the buyer),
 * Review order, then Submit order on the summary. Answers the order's number.
 */
export async function checkOutFirstDraft(page: Page): Promise<number> {
  await page.getByRole('link', { name: portalOrderTexts.checkOut }).first().click();
  await expect(page).toHaveURL(/\/portal\/cart\/\d+\/checkout/);
  await page.getByRole('button', { name: portalCheckoutTexts.review }).click();
  await expect(page.getByRole('heading', { name: portalCheckoutTexts.summaryTitle })).toBeVisible();
  await page.getByRole('button', { name: portalOrderTexts.submitOrder }).click();
  const confirmation = page.getByText(/^Order #\d+ submitted\./);
  await expect(confirmation).toBeVisible();
  return Number(/#(\d+)/.exec((await confirmation.textContent()) ?? '')?.[1]);
}
