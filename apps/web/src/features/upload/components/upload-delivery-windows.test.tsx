import { deliveryWindowMessages } from '@lineup/contracts/delivery-windows';
import { deliveryWindowTexts } from '@lineup/contracts/texts/line-lists';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseFile,
  lineListWorkbookFile,
  openLineListStep,
  pickDay,
  stubUploadServer,
  uploadButton,
} from '@/features/upload/test-support/upload-test-utils';
import { renderApp, resetApp } from '@/test/render-app';

afterEach(resetApp);

/** A day of the month the calendars open on (this one), as 'YYYY-MM-DD'. */
const thisMonth = (day: number) => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

const windowRow = (n: number) => screen.getByRole('group', { name: deliveryWindowTexts.window(n) });

async function pickDayIn(scope: HTMLElement, label: string, day: number) {
  fireEvent.click(within(scope).getByLabelText(label));
  const grid = await screen.findByRole('grid');
  const button = within(grid)
    .getAllByRole('button')
    .find((candidate) => candidate.textContent === String(day));
  fireEvent.click(button!);
  await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
}

describe('the upload dialog’s delivery windows', () => {
  it('adds and removes windows, refuses a cancel date not after the ship start and a ship start before the Date Sent, and sends them', async () => {
    const calls = stubUploadServer();
    renderApp('/home/catalogs');
    await openLineListStep('pre-book');
    chooseFile(lineListWorkbookFile('Crocs Spring 2026.xlsx', 5));
    await screen.findByRole('table');
    await pickDay(uploadDialogTexts.dateSent, 10);
    await pickDay(uploadDialogTexts.deadlineForOrders, 20);
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    expect(screen.getByText(deliveryWindowTexts.none)).toBeTruthy();

    // Two rows added, the second removed: one is left, and an incomplete one holds Upload back.
    fireEvent.click(screen.getByRole('button', { name: deliveryWindowTexts.add }));
    fireEvent.click(screen.getByRole('button', { name: deliveryWindowTexts.add }));
    expect(screen.getAllByRole('group', { name: /^Delivery window \d$/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: deliveryWindowTexts.remove(2) }));
    expect(screen.queryByRole('group', { name: deliveryWindowTexts.window(2) })).toBeNull();
    expect(uploadButton().disabled).toBe(true);
    expect(screen.getByText(uploadDialogTexts.fixDeliveryWindows)).toBeTruthy();

    const row = windowRow(1);
    fireEvent.change(within(row).getByLabelText(deliveryWindowTexts.name), { target: { value: ' Drop 1 ' } });
    await pickDayIn(row, deliveryWindowTexts.shipStart, 5);
    expect(within(row).getByText(deliveryWindowMessages.shipStartBeforeDateSent('Drop 1', thisMonth(10)))).toBeTruthy();
    await pickDayIn(row, deliveryWindowTexts.shipStart, 12);
    await pickDayIn(row, deliveryWindowTexts.cancelDate, 11);
    expect(within(row).getByText(deliveryWindowMessages.cancelNotAfterShipStart('Drop 1'))).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
    await pickDayIn(row, deliveryWindowTexts.cancelDate, 25);
    expect(within(row).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(uploadButton().disabled).toBe(false));

    fireEvent.click(uploadButton());
    await waitFor(() => expect(calls.some((call) => call.path === '/api/uploads/process')).toBe(true));
    const presigned = calls.find((call) => call.path === '/api/uploads/get-presigned-upload-url')!.body as {
      metadata: Record<string, unknown>;
    };
    expect(presigned.metadata.deliveryWindows).toEqual([
      { name: 'Drop 1', shipStart: thisMonth(12), cancelDate: thisMonth(25) },
    ]);
  });

  it('sends no windows when none is given', async () => {
    const calls = stubUploadServer();
    renderApp('/home/catalogs');
    await openLineListStep('brand-ats');
    chooseFile(lineListWorkbookFile('Crocs Summer 2026.xlsx', 5, 'Summer 2026'));
    await screen.findByRole('table');
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    fireEvent.click(uploadButton());
    await waitFor(() => expect(calls.some((call) => call.path === '/api/uploads/process')).toBe(true));
    const presigned = calls.find((call) => call.path === '/api/uploads/get-presigned-upload-url')!.body as {
      metadata: Record<string, unknown>;
    };
    expect('deliveryWindows' in presigned.metadata).toBe(false);
  });
});
