import { failureToasts, successToasts } from '@lineup/contracts/messages';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSegmentation, setUpSegmentationTests } from '@/features/segmentation/test-support/segmentation-screen';
import { item, segmentationServer } from '@/features/segmentation/test-support/segmentation-server';
import { type ApiCall, failure } from '@/test/render-app';

setUpSegmentationTests();

const starting = () => [item('A-1'), item('A-2'), item('A-3'), item('B-1', ['athletic']), item('C-1', ['boutique'])];

const savedDialog = () => screen.findByRole('dialog', { name: segmentationTexts.savedTitle });
const confirmation = () => screen.findByRole('dialog', { name: catalogTexts.publishQuestion });

/** Opens the screen, saves, and presses Publish Catalogs in the saved dialog. */
async function saveThenPublishCatalogs() {
  await openSegmentation();
  fireEvent.click(screen.getByRole('button', { name: segmentationTexts.saveCatalogs }));
  const saved = await savedDialog();
  expect(within(saved).getByTestId('saved-counts').textContent).toBe(
    'Athletic Catalog1Boutique Catalog1Crocs Catalog0',
  );
  expect(within(saved).getByText('3 items unsorted or removed')).toBeTruthy();
  fireEvent.click(within(saved).getByRole('button', { name: segmentationTexts.publishCatalogs }));
  return confirmation();
}

/** The confirmation's Publish, once the facts it waits for are in. */
async function publishIn(dialog: HTMLElement) {
  const button = within(dialog).getByRole('button', { name: catalogTexts.publish }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

const publishCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/crocs/catalogs/publish');

describe('Publish Catalogs after Save Catalogs', () => {
  it('asks the catalog publish confirmation, with what it publishes; Cancel sends nothing and goes back', async () => {
    const { calls } = segmentationServer(starting());
    const dialog = await saveThenPublishCatalogs();
    expect(within(dialog).getByText(catalogTexts.publishIrreversible)).toBeTruthy();
    const facts = await within(dialog).findByTestId('publish-facts');
    expect(within(facts).getByText(catalogTexts.publishCatalogCount('Athletic', 1))).toBeTruthy();
    expect(within(facts).getByText(catalogTexts.publishWarnings['unsorted-items'](3))).toBeTruthy();
    expect(within(facts).getByText(catalogTexts.publishWarnings['sent-on-missing'](3))).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: catalogTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: catalogTexts.publishQuestion })).toBeNull());
    expect(publishCalls(calls)).toHaveLength(0);
    // Back in the saved dialog, which can still publish.
    expect(within(await savedDialog()).getByRole('button', { name: segmentationTexts.publishCatalogs })).toBeTruthy();
  });

  it('publishes on Publish and returns to /home/catalogs', async () => {
    const { calls } = segmentationServer(starting());
    const dialog = await saveThenPublishCatalogs();
    expect(publishCalls(calls)).toHaveLength(0);
    fireEvent.click(await publishIn(dialog));
    expect(await screen.findByText(successToasts.catalogsPublished)).toBeTruthy();
    await screen.findByRole('heading', { name: 'Catalogs', level: 1 });
    expect(publishCalls(calls).map((c) => c.body)).toEqual([{ lineListId: 7 }]);
  });

  it("says 'Failed to publish catalogs' when publishing fails, and keeps the saved dialog", async () => {
    segmentationServer(starting(), { fail: { publish: failure(500, 'x') } });
    fireEvent.click(await publishIn(await saveThenPublishCatalogs()));
    expect(await screen.findByText(failureToasts.publishCatalogs)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: catalogTexts.publishQuestion })).toBeNull());
    expect(await savedDialog()).toBeTruthy();
  });
});
