import { failureToasts } from '@lineup/contracts/messages';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSegmentation, setUpSegmentationTests } from '@/features/segmentation/test-support/segmentation-screen';
import { item, segmentationServer } from '@/features/segmentation/test-support/segmentation-server';

setUpSegmentationTests();

const starting = () => [item('A-1'), item('A-2'), item('B-1', ['athletic']), item('B-2', ['athletic'])];

const button = (name: string) => screen.getByRole('button', { name });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
/** Why the button is off, as a screen reader hears it; null when it is on. */
function offReason(name: string): string | null {
  const control = button(name);
  if (control.getAttribute('aria-disabled') !== 'true') return null;
  return document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}
const writes = (calls: { method: string }[]) => calls.filter((call) => call.method !== 'GET');

describe('Copy, Move and Remove on the segmentation screen', () => {
  it('say why they are off while nothing is selected, and send nothing when pressed', async () => {
    const { calls } = segmentationServer(starting());
    await openSegmentation();
    expect(offReason(segmentationTexts.copy)).toBe(segmentationTexts.selectItemsFirst);
    expect(offReason(segmentationTexts.move)).toBe(segmentationTexts.selectItemsFirst);
    // In Unsorted the items are in no catalog to remove them from.
    expect(offReason(segmentationTexts.remove)).toBe(segmentationTexts.removeNeedsCatalog);

    // A target alone does not turn them on; the reason shows as a tooltip on focus.
    fireEvent.click(screen.getByRole('radio', { name: 'Boutique' }));
    expect(offReason(segmentationTexts.move)).toBe(segmentationTexts.selectItemsFirst);
    fireEvent.focus(button(segmentationTexts.move));
    expect((await screen.findByRole('tooltip')).textContent).toBe(segmentationTexts.selectItemsFirst);
    fireEvent.click(button(segmentationTexts.move));
    fireEvent.click(button(segmentationTexts.copy));
    fireEvent.click(button(segmentationTexts.remove));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes(calls)).toEqual([]);
    // Not even 'No items to move': the buttons did nothing.
    expect(screen.queryByText(failureToasts.noItemsToMove)).toBeNull();
  });

  it('ask for a target once items are selected, then turn on', async () => {
    const { calls } = segmentationServer(starting());
    await openSegmentation();
    fireEvent.click(options()[0]!);
    expect(offReason(segmentationTexts.copy)).toBe(segmentationTexts.chooseTargetFirst);
    expect(offReason(segmentationTexts.move)).toBe(segmentationTexts.chooseTargetFirst);
    fireEvent.click(screen.getByRole('radio', { name: 'Crocs' }));
    expect(offReason(segmentationTexts.copy)).toBeNull();
    expect(offReason(segmentationTexts.move)).toBeNull();
    expect(button(segmentationTexts.move).getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(button(segmentationTexts.move));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/crocs/catalogs/add-items')).toBe(true));
  });

  it('Remove in a catalog asks for a selection, then removes', async () => {
    const { calls } = segmentationServer(starting());
    await openSegmentation();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Athletic Catalog/ }));
    await waitFor(() => expect(options().map((o) => o.dataset.modelCode)).toEqual(['B-1', 'B-2']));
    expect(offReason(segmentationTexts.remove)).toBe(segmentationTexts.selectItemsFirst);
    fireEvent.click(options()[1]!);
    expect(offReason(segmentationTexts.remove)).toBeNull();
    fireEvent.click(button(segmentationTexts.remove));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/crocs/catalogs/remove-items')?.body).toMatchObject({
        modelCodes: ['B-2'],
      }),
    );
  });
});
