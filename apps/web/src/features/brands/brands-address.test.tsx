import type { Brand } from '@lineup/contracts/pim';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aBrand, brandsList } from '@/test/fakes/brands';
import { renderApp, resetApp, stubApi } from '@/test/render-app';
import { firstCellTexts as rowNames } from '@/test/table-rows';

afterEach(resetApp);

function brandsServer(brands: Brand[]) {
  stubApi(brandsList(brands));
}

describe('/home/brands in the address', () => {
  it('keeps the search and the page in the address: Back from a brand and a reload find them again', async () => {
    const many = Array.from({ length: 25 }, (_, i) => aBrand(i + 1, `Brand ${String(i + 1).padStart(2, '0')}`));
    brandsServer([...many, aBrand(40, 'Hoka')]);
    const router = renderApp('/home/brands');
    await screen.findByRole('cell', { name: 'Brand 01' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'brand' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'brand' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'brand', page: 2 }));
    expect(rowNames()[0]).toBe('Brand 11');

    // Each page is a step of history; the search itself replaced its entry.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowNames()).toEqual(['Brand 21', 'Brand 22', 'Brand 23', 'Brand 24', 'Brand 25']));
    fireEvent.click(screen.getByRole('link', { name: 'Edit Brand 22' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/brands/edit/22'));
    act(() => router.history.back());
    await waitFor(() => expect(rowNames()[0]).toBe('Brand 21'));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('brand');
    act(() => router.history.back());
    await waitFor(() => expect(rowNames()[0]).toBe('Brand 11'));
    expect(router.state.location.search).toEqual({ q: 'brand', page: 2 });
  });

  it('opens a shared link with its search and page; malformed or unknown values fall back to the defaults', async () => {
    brandsServer(Array.from({ length: 15 }, (_, i) => aBrand(i + 1, `Brand ${String(i + 1).padStart(2, '0')}`)));
    const router = renderApp('/home/brands?q=Brand%20&page=2');
    await waitFor(() => expect(rowNames()).toEqual(['Brand 11', 'Brand 12', 'Brand 13', 'Brand 14', 'Brand 15']));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Brand ');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();

    act(() => void router.navigate({ to: '/home/brands', search: { page: 'x', q: ['a'], sort: 'up' } as never }));
    await waitFor(() => expect(rowNames()[0]).toBe('Brand 01'));
    expect(rowNames()).toHaveLength(10);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    // A page past the end shows the last page, and the address says so.
    act(() => void router.navigate({ to: '/home/brands', search: { page: 9 } }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    expect(rowNames()[0]).toBe('Brand 11');
  });
});
