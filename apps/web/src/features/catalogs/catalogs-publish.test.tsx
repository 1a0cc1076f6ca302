import { errorMessages } from '@lineup/contracts/error-messages';
import { successToasts } from '@lineup/contracts/messages';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogsServer } from '@/features/catalogs/test-support/catalogs-server';
import { getQueryClient } from '@/lib/query-client';
import { failure, renderApp, resetApp } from '@/test/render-app';

afterEach(resetApp);

const card = (name: string) => screen.getByRole('generic', { name });
const section = (name: string) => screen.getByRole('region', { name });
/** The dialog's Publish, once the facts it waits for are in. */
async function publishButton(dialog: HTMLElement) {
  const button = within(dialog).getByRole('button', { name: 'Publish' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

/** /home/catalogs once loaded, with Publish pressed on the unpublished 'Crocs ATS June'. */
async function askToPublishCrocsAtsJune() {
  renderApp('/home/catalogs');
  await screen.findByRole('heading', { name: 'Active Catalogs' });
  fireEvent.click(within(card('Crocs ATS June')).getByRole('button', { name: 'Publish' }));
}

describe('/home/catalogs publishing', () => {
  it('publishes after confirmation, shows the toast and refreshes the list', async () => {
    const calls = catalogsServer();
    await askToPublishCrocsAtsJune();
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to publish this catalog?')).toBeTruthy();
    expect(within(dialog).getByText('This action is irreversible.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(card('Crocs ATS June')).getByRole('button', { name: 'Publish' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(await publishButton(dialog));
    expect(await screen.findByText(successToasts.catalogPublished)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ lineListId: 12 });
    await waitFor(() => expect(within(section('Active Catalogs')).getAllByTestId('catalog-card')).toHaveLength(2));
    expect(calls.filter((call) => call.path === '/api/crocs/catalogs/latest').length).toBeGreaterThanOrEqual(2);
  });

  it('lists what it publishes, read from the server: items per catalog, unsorted, missing dates', async () => {
    const calls = catalogsServer();
    await askToPublishCrocsAtsJune();
    const dialog = await screen.findByRole('dialog');
    // Publish waits for the facts.
    expect((within(dialog).getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true);
    const facts = await within(dialog).findByTestId('publish-facts');
    expect(within(dialog).getByText(catalogTexts.publishQuestion)).toBeTruthy();
    expect(within(dialog).getByText(catalogTexts.publishIrreversible)).toBeTruthy();
    expect([...facts.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Athletic: 3 items',
      'Boutique: 4 items',
      'Crocs: 1 item',
      'Still unsorted: 2 items',
      '2 items are still unsorted; customers will not see them.',
      'The deadline is not set.',
    ]);
    expect(within(facts).getByRole('note', { name: catalogTexts.publishWarningsLabel })).toBeTruthy();
    expect(within(facts).queryByText(catalogTexts.publishWarnings['sent-on-missing'](0))).toBeNull();
    expect(calls.some((call) => call.path === '/api/crocs/catalogs/publish-summary/12')).toBe(true);
    // The segmentation screen read before publishing is stale now: Manage must show it live.
    const segmentationKey = ['segmentation', 'detail', '12'];
    getQueryClient().setQueryData(segmentationKey, { lineList: { published: 0 }, catalogs: [] });
    fireEvent.click(await publishButton(dialog));
    expect(await screen.findByText(successToasts.catalogPublished)).toBeTruthy();
    await waitFor(() => expect(getQueryClient().getQueryState(segmentationKey)?.isInvalidated).toBe(true));
  });

  it('shows "Failed to publish catalog" when publishing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    catalogsServer(() => failure(500, 'Something went wrong in the server.'));
    await askToPublishCrocsAtsJune();
    fireEvent.click(await publishButton(await screen.findByRole('dialog')));
    expect(await screen.findByText(errorMessages.failedToPublishCatalog)).toBeTruthy();
    expect(within(section('Unpublished Catalogs')).getAllByTestId('catalog-card')).toHaveLength(2);
  });

  it("asks the same confirmation from the table view's Publish; Cancel sends nothing, Publish publishes", async () => {
    const calls = catalogsServer();
    renderApp('/home/catalogs?view=table');
    const table = await screen.findByRole('table', { name: catalogTexts.unpublishedTitle });
    fireEvent.click(within(table).getByRole('button', { name: catalogTexts.publish }));
    let dialog = await screen.findByRole('dialog', { name: catalogTexts.publishQuestion });
    expect(within(dialog).getByText(catalogTexts.publishIrreversible)).toBeTruthy();
    expect(await within(dialog).findByTestId('publish-facts')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: catalogTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(table).getByRole('button', { name: catalogTexts.publish }));
    dialog = await screen.findByRole('dialog', { name: catalogTexts.publishQuestion });
    fireEvent.click(await publishButton(dialog));
    expect(await screen.findByText(successToasts.catalogPublished)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ lineListId: 12 }]);
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: catalogTexts.activeTitle })).getAllByRole('row')).toHaveLength(3),
    );
  });
});
