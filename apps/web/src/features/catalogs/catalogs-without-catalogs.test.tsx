import type { CatalogOverview, LineList } from '@lineup/contracts/pim';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { published } from '@/features/catalogs/test-support/catalogs-server';
import { formatShortDate } from '@/lib/dates';
import { aLineList } from '@/test/fakes/line-lists';
import { ok, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

const savedLineList = (id: number, changes: Partial<LineList> = {}) => aLineList(id, { itemsCount: 2000, ...changes });

/** The overview's published catalog, without its per-catalog counts. */
const activeCatalog: CatalogOverview = { ...published, catalogs: [] };

function server({ catalogs, saved }: { catalogs: CatalogOverview[]; saved: LineList[] }) {
  return stubApi(({ method, path, search }) => {
    if (method === 'GET' && path === '/api/crocs/catalogs/latest') return ok(catalogs);
    if (method === 'GET' && path === '/api/line-lists/with-catalogs-info' && search.get('status') === 'saved')
      return ok(saved.map((lineList) => ({ ...lineList, catalogs: [] })));
    if (method === 'POST' && path === '/api/crocs/catalogs/create') return ok({ id: 21 }, 'Catalogs created');
    return undefined;
  });
}

const section = () => screen.findByRole('region', { name: catalogTexts.awaitingTitle });

describe('/home/catalogs: saved line lists without catalogs', () => {
  it('lists them under their own section, each with Create Catalogs, which creates them and opens the segmentation', async () => {
    const calls = server({
      catalogs: [activeCatalog],
      saved: [savedLineList(21, { name: 'Summer 2026' }), savedLineList(22, { brandName: 'Hoka', type: 'brand-ats' })],
    });
    const router = renderApp('/home/catalogs');
    // The segmentation screen (another area) may move on by itself: record where the app went.
    const visited: string[] = [];
    router.subscribe('onBeforeNavigate', (event) => visited.push(event.toLocation.pathname));

    const awaiting = await section();
    expect(screen.getByRole('region', { name: catalogTexts.activeTitle })).toBeTruthy();
    expect(within(awaiting).getByText(catalogTexts.awaitingSubtitle)).toBeTruthy();
    const cards = within(awaiting).getAllByTestId('line-list-without-catalogs');
    expect(cards).toHaveLength(2);
    const summer = cards[0]!;
    expect(within(summer).getByText('Crocs Summer 2026')).toBeTruthy();
    expect(within(summer).getByText('Pre-Book')).toBeTruthy();
    expect(within(summer).getByText(catalogTexts.awaitingBadge)).toBeTruthy();
    expect(within(summer).getByText(formatShortDate('2026-03-05T12:00:00.000Z')!)).toBeTruthy();
    expect(within(summer).getByText('2000')).toBeTruthy();
    expect(within(cards[1]!).getByText(`Hoka Line list 22`)).toBeTruthy();
    expect(within(cards[1]!).getByText(`ATS`)).toBeTruthy();

    fireEvent.click(within(summer).getByRole('button', { name: catalogTexts.createCatalogs }));
    await waitFor(() => expect(visited).toContain('/home/catalog-segmentation/21'));
    const creates = calls.filter((call) => call.path === '/api/crocs/catalogs/create');
    expect(creates.map((call) => [call.method, call.body])).toEqual([['POST', { lineListId: 21 }]]);
  });

  it('shows them when no catalog exists yet, instead of the empty state', async () => {
    server({ catalogs: [], saved: [savedLineList(21)] });
    renderApp('/home/catalogs');
    expect(await section()).toBeTruthy();
    expect(screen.queryByText(catalogTexts.emptyTitle)).toBeNull();
  });

  it('hides the section when every saved line list has catalogs; the empty state when there is nothing', async () => {
    server({ catalogs: [], saved: [] });
    renderApp('/home/catalogs');
    expect(await screen.findByText(catalogTexts.emptyTitle)).toBeTruthy();
    expect(screen.queryByRole('region', { name: catalogTexts.awaitingTitle })).toBeNull();
  });
});
