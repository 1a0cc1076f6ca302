import type { LineList } from '@lineup/contracts/pim';
import { navigationTexts } from '@lineup/contracts/texts/navigation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isPaletteShortcut } from '@/app/command-palette/command-palette-launcher';
import { matchPalette, PALETTE_GROUP_LIMIT, paletteEntries } from '@/app/command-palette/palette-entries';
import { aBrand, brandsList } from '@/test/fakes/brands';
import { serveFirst } from '@/test/fakes/fake-api';
import { lineListsList } from '@/test/fakes/line-lists';
import { organizationsList } from '@/test/fakes/organizations';
import { usersList } from '@/test/fakes/people';
import { aStore, storesList } from '@/test/fakes/stores';
import { renderApp, resetApp, stubApi } from '@/test/render-app';
import { anOrganization, aUser } from '@/test/users-fixtures';

afterEach(resetApp);

const lineList = { id: 7, name: 'Spring 2026', brandName: 'Crocs' } as LineList;
const sources = {
  brands: [aBrand(1, 'Crocs'), aBrand(2, 'Hoka')],
  organizations: [anOrganization({ id: 'org-acme', name: 'Acme Shoes' })],
  stores: [aStore('s-main', 'Acme Main'), aStore('s-beach', 'Sunset Beach')],
  users: [aUser({ id: 'u-grace', firstName: 'Grace', lastName: 'Hopper', email: 'grace@acme.test' })],
  lineLists: [lineList],
};

function paletteServer() {
  return stubApi(
    serveFirst(
      brandsList(sources.brands),
      organizationsList(sources.organizations),
      storesList(sources.stores),
      usersList(sources.users),
      lineListsList([]),
    ),
  );
}

describe('the command palette', () => {
  it('opens with Ctrl+K, finds a store by name and goes to its page with Enter', async () => {
    paletteServer();
    const router = renderApp('/home/brands');
    await screen.findByRole('heading', { name: 'Brands' });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: navigationTexts.paletteTitle });
    // Nothing typed: the screens.
    expect(within(dialog).getByRole('option', { name: 'Organizations' })).toBeTruthy();
    const input = within(dialog).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'sunset' } });
    const option = await within(dialog).findByRole('option', { name: /Sunset Beach/ });
    expect(option.textContent).toContain('Acme Shoes');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/stores/s-beach'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: navigationTexts.paletteTitle })).toBeNull());
  });

  it("opens from the header's button and goes to a person, a brand's line lists or a screen with a click", async () => {
    paletteServer();
    const router = renderApp('/home/brands');
    await screen.findByRole('heading', { name: 'Brands' });
    fireEvent.click(screen.getByRole('button', { name: navigationTexts.openPaletteLabel }));
    const dialog = await screen.findByRole('dialog', { name: navigationTexts.paletteTitle });
    const input = within(dialog).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'grace' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Grace Hopper/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/people/edit/u-grace'));

    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    const again = await screen.findByRole('dialog', { name: navigationTexts.paletteTitle });
    fireEvent.change(within(again).getByRole('combobox'), { target: { value: 'hoka' } });
    fireEvent.click(await within(again).findByRole('option', { name: /^Hoka/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/brand/2/line-lists'));
  });
});

describe('palette entries', () => {
  it('names every screen, brand, line list, organization, store and person with where it leads', () => {
    const entries = paletteEntries(sources);
    const to = (label: string) => entries.find((entry) => entry.label === label)?.to;
    expect(to('Stores')).toBe('/home/stores');
    expect(to('By Catalog Type › Pre-Book')).toBe('/home/orders/catalog-type/pre-book');
    expect(to('Line Lists › Hoka')).toBe('/home/brand/2/line-lists');
    expect(to('Spring 2026')).toBe('/home/line-list/preview/7');
    expect(to('Acme Shoes')).toBe('/home/organizations/edit/org-acme');
    expect(to('Grace Hopper')).toBe('/home/people/edit/u-grace');
  });

  it('matches every word in the name or its detail, names starting with the text first, a few a group', () => {
    const many = Array.from({ length: 20 }, (_, i) => aStore(`s${i}`, `Outlet ${i}`));
    const entries = paletteEntries({ ...sources, stores: [...many, aStore('x', 'Main Outlet')] });
    const found = matchPalette(entries, 'outlet');
    expect(found.filter((entry) => entry.group === 'stores')).toHaveLength(PALETTE_GROUP_LIMIT);
    expect(matchPalette(entries, 'main outlet').map((entry) => entry.label)).toEqual(['Main Outlet']);
    expect(matchPalette(entries, 'acme.test').map((entry) => entry.label)).toEqual(['Grace Hopper']);
    expect(matchPalette(entries, 'CROCS').map((entry) => `${entry.group}:${entry.label}`)).toEqual([
      'screens:Line Lists › Crocs',
      'screens:By Brand › Crocs',
      'brands:Crocs',
      'lineLists:Spring 2026',
    ]);
    expect(matchPalette(entries, '   ').every((entry) => entry.group === 'screens')).toBe(true);
  });

  it('answers Ctrl+K and Cmd+K, not K alone or with Alt', () => {
    const key = (init: Partial<KeyboardEvent>) => ({
      key: 'k',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      ...init,
    });
    expect(isPaletteShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key({ metaKey: true, key: 'K' }))).toBe(true);
    expect(isPaletteShortcut(key({}))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
  });
});
