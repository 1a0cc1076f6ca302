import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The steps of the Upload Inventory dialog and its date fields, as a person takes them. */

/** Opens the Upload Inventory dialog on its line list step; answers the dialog. */
export async function openLineListStep(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: uploadDialogTexts.title }).click();
  const dialog = page.getByRole('dialog', { name: uploadDialogTexts.title });
  await dialog.getByRole('button', { name: new RegExp(uploadDialogTexts.brandLineList) }).click();
  return dialog;
}

/**
 * Picks a day of the shown month in the date field labelled `label` (within `scope`, the whole
 * page unless given), and waits for the calendar to close.
 */
export async function pickDay(page: Page, label: string, day: number, scope: Page | Locator = page) {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .getByRole('grid')
    .getByRole('button')
    .filter({ hasText: new RegExp(`^${day}$`) })
    .click();
  await expect(page.getByRole('grid')).toHaveCount(0);
}
