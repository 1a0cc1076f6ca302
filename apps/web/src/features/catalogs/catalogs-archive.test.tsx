import { catalogArchiveMessages } from '@lineup/contracts/catalogs-archive';
import type { CatalogOverview } from '@lineup/contracts/pim';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, failure, ok, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

const catalog = (id: number, name: string, published: 0 | 1): CatalogOverview => ({
  id,
  name,
  brandId: 1,
  brandName: 'Crocs',
  type: 'pre-book',
  published,
  sortingCompleted: 1,
  itemsCount: 4,
  sentOn: null,
  deadline: null,
  catalogs: [],
});

/** The PIM's archive: the overview lists the catalogs not archived, the archived list the others. */
function archiveServer(refuseRestore = false) {
  const all = [catalog(11, 'Spring 2026', 1), catalog(12, 'ATS June', 0)];
  const archived = new Set<number>();
  return stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/crocs/catalogs/latest') return ok(all.filter((c) => !archived.has(c.id)));
    if (method === 'GET' && path === '/api/crocs/catalogs/archived') return ok(all.filter((c) => archived.has(c.id)));
    const { lineListId } = (body ?? {}) as { lineListId: number };
    if (method === 'POST' && path === '/api/crocs/catalogs/archive') {
      archived.add(lineListId);
      return ok(
        all.find((c) => c.id === lineListId),
        catalogArchiveMessages.archived,
      );
    }
    if (method === 'POST' && path === '/api/crocs/catalogs/unarchive') {
      if (refuseRestore) return failure(409, 'Refused for the test.');
      archived.delete(lineListId);
      return ok(
        all.find((c) => c.id === lineListId),
        catalogArchiveMessages.restored,
      );
    }
    return undefined;
  });
}

const card = (name: string) => screen.getByRole('generic', { name });
const archiveCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/crocs/catalogs/archive');

/** Archive in the catalog's card menu: the confirmation it opens. */
async function chooseArchive(name: string) {
  fireEvent.pointerDown(within(card(name)).getByRole('button', { name: catalogTexts.openMenu }), { button: 0 });
  fireEvent.click(await screen.findByRole('menuitem', { name: catalogTexts.archive }));
  return screen.findByRole('dialog', { name: catalogTexts.archiveQuestion(name) });
}

/** Archive in the catalog's card menu, confirmed. */
async function archiveConfirmed(name: string) {
  const dialog = await chooseArchive(name);
  fireEvent.click(within(dialog).getByRole('button', { name: catalogTexts.archive }));
}

describe('/home/catalogs archive', () => {
  // First in this file: the toasts of the tests after it stay on screen.
  it('Undo in the archived toast restores the catalog at once', async () => {
    const calls = archiveServer();
    renderApp('/home/catalogs');
    await screen.findByRole('heading', { name: 'Active Catalogs' });
    await archiveConfirmed('Crocs ATS June');
    await screen.findByText(catalogTexts.archivedToast);
    await waitFor(() => expect(screen.getAllByTestId('catalog-card')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: catalogTexts.undoArchive }));
    expect(await screen.findByText(catalogTexts.restoredToast)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/crocs/catalogs/unarchive')?.body).toEqual({ lineListId: 12 });
    await waitFor(() => expect(screen.getAllByTestId('catalog-card')).toHaveLength(2));
  });

  it('asks first: a published catalog leaves the portal and can be restored; Cancel sends nothing', async () => {
    const calls = archiveServer();
    renderApp('/home/catalogs');
    await screen.findByRole('heading', { name: 'Active Catalogs' });
    let dialog = await chooseArchive('Crocs Spring 2026');
    expect(within(dialog).getByText(catalogTexts.archivePublishedDescription)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: catalogTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(archiveCalls(calls)).toEqual([]);
    expect(screen.getAllByTestId('catalog-card')).toHaveLength(2);

    // An unpublished catalog is in no portal: it leaves the overview, and can be restored too.
    dialog = await chooseArchive('Crocs ATS June');
    expect(within(dialog).getByText(catalogTexts.archiveUnpublishedDescription)).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(archiveCalls(calls)).toEqual([]);

    dialog = await chooseArchive('Crocs Spring 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: catalogTexts.archive }));
    expect(await screen.findByText(catalogTexts.archivedPublishedNote)).toBeTruthy();
    expect(archiveCalls(calls).map((call) => call.body)).toEqual([{ lineListId: 11 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('catalog-card')).toHaveLength(1));
  });

  it('Archive takes a catalog off the overview; the Archived toggle lists it with Restore, which brings it back', async () => {
    const calls = archiveServer();
    const router = renderApp('/home/catalogs');
    await screen.findByRole('heading', { name: 'Active Catalogs' });
    await archiveConfirmed('Crocs ATS June');
    expect(await screen.findByText(catalogTexts.archivedToast)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/crocs/catalogs/archive')?.body).toEqual({ lineListId: 12 });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Unpublished Catalogs' })).toBeNull());
    expect(screen.getAllByTestId('catalog-card')).toHaveLength(1);

    const toggle = screen.getByRole('button', { name: catalogTexts.showArchived });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(router.state.location.search).toEqual({ archived: true }));
    expect(await screen.findByRole('heading', { name: catalogTexts.archivedTitle })).toBeTruthy();
    const archivedCard = await screen.findByRole('generic', { name: 'Crocs ATS June' });
    expect(within(archivedCard).getByText(catalogTexts.archivedBadge)).toBeTruthy();
    // An archived catalog cannot be published or edited from its card.
    expect(within(archivedCard).queryByRole('button', { name: catalogTexts.publish })).toBeNull();
    expect(within(archivedCard).queryByRole('link', { name: catalogTexts.edit })).toBeNull();

    fireEvent.click(within(archivedCard).getByRole('button', { name: catalogTexts.restore }));
    expect(await screen.findByText(catalogTexts.restoredToast)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/crocs/catalogs/unarchive')?.body).toEqual({ lineListId: 12 });
    expect(await screen.findByText(catalogTexts.archivedEmpty)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: catalogTexts.showArchived }));
    expect(await screen.findByRole('generic', { name: 'Crocs ATS June' })).toBeTruthy();
    expect(screen.getAllByTestId('catalog-card')).toHaveLength(2);
  });

  it('a refused restore shows the failure with the server message and keeps the catalog archived', async () => {
    archiveServer(true);
    renderApp('/home/catalogs');
    await screen.findByRole('heading', { name: 'Active Catalogs' });
    await archiveConfirmed('Crocs Spring 2026');
    await screen.findByText(catalogTexts.archivedToast);
    fireEvent.click(screen.getByRole('button', { name: catalogTexts.showArchived }));
    const archivedCard = await screen.findByRole('generic', { name: 'Crocs Spring 2026' });
    fireEvent.click(within(archivedCard).getByRole('button', { name: catalogTexts.restore }));
    expect(await screen.findByText(catalogTexts.restoreFailed)).toBeTruthy();
    expect(screen.getByText('Refused for the test.')).toBeTruthy();
    expect(screen.getByRole('generic', { name: 'Crocs Spring 2026' })).toBeTruthy();
  });
});
