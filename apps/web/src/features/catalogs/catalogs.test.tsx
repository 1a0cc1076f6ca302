import type { CatalogPublishSummary } from '@lineup/contracts/catalogs-publish';
import { errorMessages } from '@lineup/contracts/error-messages';
import { successToasts } from '@lineup/contracts/messages';
import type { CatalogOverview } from '@lineup/contracts/pim';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/lib/query-client';
import { failure, ok, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

const counts = (unsorted: number, athletic: number, boutique: number, crocs: number) => [
  { type: 'unsorted' as const, itemsCount: unsorted },
  { type: 'athletic' as const, itemsCount: athletic },
  { type: 'boutique' as const, itemsCount: boutique },
  { type: 'crocs' as const, itemsCount: crocs },
];

const published: CatalogOverview = {
  id: 11,
  name: 'Spring 2026',
  brandId: 1,
  brandName: 'Crocs',
  type: 'pre-book',
  published: 1,
  sortingCompleted: 1,
  itemsCount: 40,
  sentOn: '2026-01-31',
  deadline: '2099-12-31',
  catalogs: counts(5, 20, 10, 5),
};
const unpublished: CatalogOverview = {
  id: 12,
  name: 'ATS June',
  brandId: 1,
  brandName: 'Crocs',
  type: 'brand-ats',
  published: 0,
  sortingCompleted: 1,
  itemsCount: 8,
  sentOn: '2026-05-01',
  deadline: null,
  catalogs: counts(0, 4, 4, 0),
};
const pending: CatalogOverview = {
  ...unpublished,
  id: 13,
  name: 'Future July',
  brandName: 'Hoka',
  type: 'future-stock',
  sortingCompleted: 0,
  catalogs: counts(8, 0, 0, 0),
};

/** What the server says publishing ATS June shows: fresher than its card (2 items unsorted since). */
const summary: CatalogPublishSummary = {
  lineListId: 12,
  name: 'ATS June',
  brandName: 'Crocs',
  type: 'brand-ats',
  published: 0,
  itemsCount: 8,
  catalogs: counts(2, 3, 4, 1),
  unsortedCount: 2,
  sentOn: '2026-05-01',
  deadline: null,
  warnings: ['unsorted-items', 'deadline-missing'],
};

function catalogsServer(publish: () => Response = () => ok({ ...unpublished, published: 1 })) {
  let catalogs = [published, unpublished, pending];
  return stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/crocs/catalogs/latest') return ok(catalogs);
    if (method === 'GET' && path === '/api/crocs/catalogs/publish-summary/12') return ok(summary);
    if (method === 'POST' && path === '/api/crocs/catalogs/publish') {
      const answer = publish();
      if (answer.ok) catalogs = catalogs.map((c) => (c.id === unpublished.id ? { ...c, published: 1 } : c));
      return answer;
    }
    return undefined;
  });
}

const card = (name: string) => screen.getByRole('generic', { name });
/** The dialog's Publish, once the facts it waits for are in. */
async function publishButton(dialog: HTMLElement) {
  const button = within(dialog).getByRole('button', { name: 'Publish' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}
const section = (name: string) => screen.getByRole('region', { name });

describe('/home/catalogs', () => {
  it('shows Active and Unpublished sections with every card field, badge and button', async () => {
    catalogsServer();
    renderApp('/home/catalogs');
    expect(await screen.findByRole('heading', { name: 'Active Catalogs' })).toBeTruthy();
    expect(screen.getByText('Catalogs shown to customers via the customer portal')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unpublished Catalogs' })).toBeTruthy();
    expect(screen.getByText('saved progress but not published')).toBeTruthy();

    expect(within(section('Active Catalogs')).getAllByTestId('catalog-card')).toHaveLength(1);
    expect(within(section('Unpublished Catalogs')).getAllByTestId('catalog-card')).toHaveLength(2);

    const active = card('Crocs Spring 2026');
    expect(within(active).getByText('Crocs Spring 2026')).toBeTruthy();
    expect(within(active).getByText('Pre-Book')).toBeTruthy();
    // Calendar dates as the API gives them (2026-01-31, 2099-12-31), MM/DD/YYYY, never shifted.
    expect(within(active).getByText('01/31/2026')).toBeTruthy();
    expect(within(active).getByText('12/31/2099')).toBeTruthy();
    expect(within(active).getByText('40')).toBeTruthy();
    expect(within(active).queryByText('Unpublished')).toBeNull();
    expect(within(active).queryByText('Sorting Pending')).toBeNull();
    expect(within(active).queryByText(catalogTexts.orderingClosedBadge)).toBeNull();
    expect(within(active).getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe(
      '/home/catalog-segmentation/11',
    );
    expect(within(active).queryByRole('button', { name: 'Publish' })).toBeNull();

    const ats = card('Crocs ATS June');
    expect(within(ats).getByText('Crocs ATS June')).toBeTruthy();
    expect(within(ats).getByText('ATS')).toBeTruthy();
    expect(within(ats).getByText('Unpublished')).toBeTruthy();
    expect(within(ats).queryByText('Sorting Pending')).toBeNull();
    expect(within(ats).getByText('05/01/2026')).toBeTruthy();
    expect(within(ats).getByText('Not set')).toBeTruthy();
    expect(within(ats).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/home/catalog-segmentation/12');
    expect(within(ats).getByRole('button', { name: 'Publish' })).toBeTruthy();

    const sorting = card('Hoka Future July');
    expect(within(sorting).getByText('Sorting Pending')).toBeTruthy();
    expect(within(sorting).getByText('Unpublished')).toBeTruthy();
    expect(within(sorting).getByRole('link', { name: 'Complete' }).getAttribute('href')).toBe(
      '/home/catalog-segmentation/13',
    );
    expect(within(sorting).queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('shows the per-type counts at once, and collapses them on request', async () => {
    catalogsServer();
    renderApp('/home/catalogs');
    await screen.findByRole('heading', { name: 'Active Catalogs' });
    const active = card('Crocs Spring 2026');
    const items = within(active)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Unsorted5', 'Athletic20', 'Boutique10', 'Crocs5']);
    fireEvent.click(within(active).getByRole('button', { name: 'Items per catalog' }));
    expect(within(active).queryByText('Athletic')).toBeNull();
  });

  it('shows each section as a table in the table view, kept in the address', async () => {
    catalogsServer();
    const router = renderApp('/home/catalogs');
    await screen.findByRole('heading', { name: 'Active Catalogs' });
    fireEvent.click(screen.getByRole('button', { name: catalogTexts.viewTable }));
    const activeTable = await screen.findByRole('table', { name: catalogTexts.activeTitle });
    expect(router.state.location.search).toEqual({ view: 'table' });
    expect(screen.queryAllByTestId('catalog-card')).toHaveLength(0);
    const row = within(activeTable).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Crocs Spring 2026' }).getAttribute('href')).toBe(
      '/home/catalog-segmentation/11',
    );
    expect(row.textContent).toContain('Pre-Book');
    expect(row.textContent).toContain('Athletic 20 · Boutique 10 · Crocs 5');
    expect(within(row).getByRole('link', { name: catalogTexts.manage })).toBeTruthy();
    const unpublishedTable = screen.getByRole('table', { name: catalogTexts.unpublishedTitle });
    expect(within(unpublishedTable).getAllByRole('row')).toHaveLength(3);
    expect(within(unpublishedTable).getByRole('button', { name: catalogTexts.publish })).toBeTruthy();
    expect(within(unpublishedTable).getByRole('link', { name: catalogTexts.complete })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: catalogTexts.viewCards }));
    await waitFor(() => expect(screen.getAllByTestId('catalog-card')).toHaveLength(3));
    expect(router.state.location.search).toEqual({});
  });

  it('offers View Orders and Manage as links, and Archive, in the card menu', async () => {
    catalogsServer();
    renderApp('/home/catalogs');
    await screen.findByRole('heading', { name: 'Active Catalogs' });
    fireEvent.pointerDown(within(card('Crocs ATS June')).getByRole('button', { name: 'Catalog actions' }), {
      button: 0,
      ctrlKey: false,
    });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'View Orders' }).getAttribute('href')).toBe(
      '/home/orders/all?lineListId=12',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Archive' }).getAttribute('aria-disabled')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Manage' }).getAttribute('href')).toBe(
      '/home/catalog-segmentation/12',
    );
  });

  it('publishes after confirmation, shows the toast and refreshes the list', async () => {
    const calls = catalogsServer();
    renderApp('/home/catalogs');
    await screen.findByRole('heading', { name: 'Active Catalogs' });
    fireEvent.click(within(card('Crocs ATS June')).getByRole('button', { name: 'Publish' }));
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
    renderApp('/home/catalogs');
    await screen.findByRole('heading', { name: 'Active Catalogs' });
    fireEvent.click(within(card('Crocs ATS June')).getByRole('button', { name: 'Publish' }));
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
    renderApp('/home/catalogs');
    await screen.findByRole('heading', { name: 'Active Catalogs' });
    fireEvent.click(within(card('Crocs ATS June')).getByRole('button', { name: 'Publish' }));
    fireEvent.click(await publishButton(await screen.findByRole('dialog')));
    expect(await screen.findByText(errorMessages.failedToPublishCatalog)).toBeTruthy();
    expect(within(section('Unpublished Catalogs')).getAllByTestId('catalog-card')).toHaveLength(2);
  });

  it('marks a published catalog past its deadline for orders, not an unpublished one', async () => {
    const closed = { ...published, deadline: '2020-12-31' };
    stubApi(({ path }) =>
      path === '/api/crocs/catalogs/latest' ? ok([closed, { ...unpublished, deadline: '2020-12-31' }]) : undefined,
    );
    renderApp('/home/catalogs');
    await screen.findByRole('heading', { name: 'Active Catalogs' });
    const badge = within(card('Crocs Spring 2026')).getByText(catalogTexts.orderingClosedBadge);
    expect(badge.getAttribute('title')).toBe(catalogTexts.orderingClosedTitle);
    expect(within(card('Crocs ATS June')).queryByText(catalogTexts.orderingClosedBadge)).toBeNull();
  });

  it('hides empty sections, and is the /home index too', async () => {
    stubApi(({ path }) => (path === '/api/crocs/catalogs/latest' ? ok([unpublished]) : undefined));
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Unpublished Catalogs' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Active Catalogs' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Catalogs', level: 1 })).toBeTruthy();
  });
});
