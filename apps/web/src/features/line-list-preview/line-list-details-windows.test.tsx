import { deliveryWindowMessages } from '@lineup/contracts/delivery-windows';
import type { LineListDetails } from '@lineup/contracts/line-list-details';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { deliveryWindowTexts } from '@lineup/contracts/texts/line-lists';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lineList, previewOf } from '@/features/line-list-preview/test-support/preview-fixtures';
import { brandsList } from '@/test/fakes/brands';
import { answersByRoute, serveFirst } from '@/test/fakes/fake-api';
import { lineListsList } from '@/test/fakes/line-lists';
import { ok, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

const texts = previewTexts.details;

/** A day of the month the calendars open on (this one), as 'YYYY-MM-DD'. */
const thisMonth = (day: number) => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** A saved pre-book line list sent on the 10th of this month, with one delivery window. */
const saved: LineListDetails = {
  ...lineList({ status: 'sorting-pending', itemsCount: 0, dateSent: thisMonth(10), deadline: thisMonth(28) }),
  deliveryWindows: [{ id: 5, name: 'Drop 1', shipStart: thisMonth(12), cancelDate: thisMonth(26) }],
};

function server() {
  return stubApi(
    serveFirst(
      answersByRoute({
        'GET /api/crocs/preview/7': () => ok(previewOf([], saved)),
        'PUT /api/line-lists/7': (call) => ok({ ...saved, ...(call.body as object) }),
      }),
      lineListsList([]),
      brandsList([]),
    ),
  );
}

const saveButton = () => screen.getByRole('button', { name: texts.save }) as HTMLButtonElement;
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

describe('the delivery windows of a saved line list (Edit)', () => {
  it('shows the saved windows, refuses in place, and sends the whole set with the saved ids', async () => {
    const calls = server();
    renderApp('/home/line-list/preview/7');
    await screen.findByRole('form', { name: texts.title });
    const first = windowRow(1);
    expect((within(first).getByLabelText(deliveryWindowTexts.name) as HTMLInputElement).value).toBe('Drop 1');
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(within(first).getByLabelText(deliveryWindowTexts.name), { target: { value: 'Drop A' } });
    fireEvent.click(screen.getByRole('button', { name: deliveryWindowTexts.add }));
    const second = windowRow(2);
    fireEvent.change(within(second).getByLabelText(deliveryWindowTexts.name), { target: { value: 'Drop B' } });
    await pickDayIn(second, deliveryWindowTexts.shipStart, 5);
    expect(
      within(second).getByText(deliveryWindowMessages.shipStartBeforeDateSent('Drop B', thisMonth(10))),
    ).toBeTruthy();
    await pickDayIn(second, deliveryWindowTexts.shipStart, 20);
    await pickDayIn(second, deliveryWindowTexts.cancelDate, 18);
    expect(within(second).getByText(deliveryWindowMessages.cancelNotAfterShipStart('Drop B'))).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    await pickDayIn(second, deliveryWindowTexts.cancelDate, 27);
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      deliveryWindows: [
        { id: 5, name: 'Drop A', shipStart: thisMonth(12), cancelDate: thisMonth(26) },
        { name: 'Drop B', shipStart: thisMonth(20), cancelDate: thisMonth(27) },
      ],
    });
  });

  it('removes a window: the set sent leaves it out', async () => {
    const calls = server();
    renderApp('/home/line-list/preview/7');
    await screen.findByRole('form', { name: texts.title });
    fireEvent.click(screen.getByRole('button', { name: deliveryWindowTexts.remove(1) }));
    expect(screen.getByText(deliveryWindowTexts.none)).toBeTruthy();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ deliveryWindows: [] });
  });
});
