import { catalogRestoreMessages } from '@lineup/contracts/catalogs-restore';
import { successToasts } from '@lineup/contracts/messages';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openSegmentation, setUpSegmentationTests } from '@/features/segmentation/test-support/segmentation-screen';
import { item, segmentationServer } from '@/features/segmentation/test-support/segmentation-server';
import { resetApp } from '@/test/render-app';

setUpSegmentationTests();

const starting = () => [item('A-1'), item('A-2'), item('B-1', ['athletic']), item('B-2', ['athletic', 'crocs'])];

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
const button = (name: string) => screen.getByRole('button', { name });

async function moveFirstAthleticItemTo(target: string) {
  fireEvent.mouseDown(tab(/Athletic Catalog/));
  await waitFor(() => expect(options().map((o) => o.dataset.modelCode)).toEqual(['B-1', 'B-2']));
  fireEvent.click(options()[0]!);
  fireEvent.click(screen.getByRole('radio', { name: target }));
  fireEvent.click(button(segmentationTexts.move));
}

/** The toast holding `text`, and its Undo. */
async function undoIn(text: string) {
  const message = await screen.findByText(text);
  const toast = message.closest('[data-sonner-toast]') as HTMLElement;
  return within(toast).getByRole('button', { name: segmentationTexts.undo });
}

describe('Undo on the segmentation screen', () => {
  it('offers Undo in the toast of a move; Undo restores exactly the memberships of before', async () => {
    const { calls } = segmentationServer(starting());
    await openSegmentation();
    await moveFirstAthleticItemTo('Boutique');
    const undo = await undoIn(successToasts.itemsMoved(1, 'Boutique'));
    await waitFor(() => expect(tab(/Boutique Catalog/).textContent).toBe('Boutique Catalog1'));
    fireEvent.click(undo);
    expect(await screen.findByText(segmentationTexts.undone)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/crocs/catalogs/restore-items')?.body).toEqual({
      lineListId: 7,
      memberships: [{ modelCode: 'B-1', types: ['athletic'] }],
      expected: [{ modelCode: 'B-1', types: ['boutique'] }],
    });
    await waitFor(() => expect(tab(/Boutique Catalog/).textContent).toBe('Boutique Catalog0'));
    expect(tab(/Athletic Catalog/).textContent).toBe('Athletic Catalog2');
  });

  it('offers Undo after a copy, a remove and an add from unsorted', async () => {
    segmentationServer(starting());
    await openSegmentation();
    fireEvent.click(options()[0]!);
    fireEvent.click(screen.getByRole('radio', { name: 'Crocs' }));
    fireEvent.click(button(segmentationTexts.move));
    expect(await undoIn(successToasts.itemsAddedFromUnsorted('Crocs'))).toBeTruthy();

    fireEvent.mouseDown(tab(/Athletic Catalog/));
    await waitFor(() => expect(options()).toHaveLength(2));
    fireEvent.click(options()[1]!);
    fireEvent.click(screen.getByRole('radio', { name: 'Boutique' }));
    fireEvent.click(button(segmentationTexts.copy));
    expect(await undoIn(successToasts.itemsCopied(1, 'Boutique'))).toBeTruthy();

    fireEvent.click(options()[0]!);
    fireEvent.click(button(segmentationTexts.remove));
    const undo = await undoIn(successToasts.itemsRemoved);
    fireEvent.click(undo);
    expect(await screen.findByText(segmentationTexts.undone)).toBeTruthy();
    await waitFor(() => expect(tab(/Athletic Catalog/).textContent).toBe('Athletic Catalog2'));
  });

  it('says nothing was undone when the items changed since, and shows the lists as they are', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = segmentationServer(starting());
    await openSegmentation();
    await moveFirstAthleticItemTo('Boutique');
    const firstUndo = await undoIn(successToasts.itemsMoved(1, 'Boutique'));
    // A second change moves the same item on before the first one's Undo is pressed.
    fireEvent.mouseDown(tab(/Boutique Catalog/));
    await waitFor(() => expect(options().map((o) => o.dataset.modelCode)).toEqual(['B-1']));
    fireEvent.click(options()[0]!);
    fireEvent.click(screen.getByRole('radio', { name: 'Crocs' }));
    fireEvent.click(button(segmentationTexts.move));
    await screen.findByText(successToasts.itemsMoved(1, 'Crocs'));
    fireEvent.click(firstUndo);
    expect(await screen.findByText(catalogRestoreMessages.changedSince)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/crocs/catalogs/restore-items')).toHaveLength(1);
    await waitFor(() => expect(tab(/Crocs Catalog/).textContent).toBe('Crocs Catalog2'));
    expect(tab(/Boutique Catalog/).textContent).toBe('Boutique Catalog0');
  });

  it('shows that a published line list is live; an unpublished one is not', async () => {
    segmentationServer(starting(), { lineList: { published: 1, sortingCompleted: 1 } });
    await openSegmentation();
    const banner = screen.getByRole('note', { name: segmentationTexts.liveTitle });
    expect(within(banner).getByText(segmentationTexts.liveBadge)).toBeTruthy();
    expect(within(banner).getByText(segmentationTexts.liveDescription)).toBeTruthy();
    resetApp();
    document.body.innerHTML = '';
    segmentationServer(starting());
    await openSegmentation();
    expect(screen.queryByTestId('segmentation-live-banner')).toBeNull();
  });

  it('points out a missing sent-on date before publishing from the saved dialog', async () => {
    segmentationServer(starting());
    await openSegmentation();
    fireEvent.click(button(segmentationTexts.saveCatalogs));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('saved-warnings').textContent).toBe(
      catalogTexts.publishWarnings['sent-on-missing'](2),
    );
  });
});
