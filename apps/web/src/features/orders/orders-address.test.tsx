import { orderTexts } from '@lineup/contracts/texts/orders';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lastListQuery, pagedOrdersServer } from '@/features/orders/test-support/orders-test-utils';
import { renderApp, resetApp } from '@/test/render-app';

afterEach(resetApp);

describe('an order list in the address', () => {
  it('keeps the search, the status filter and the page in the address; Back and a shared link find them', async () => {
    const calls = pagedOrdersServer();
    const router = renderApp('/home/orders/all?page=2');
    // A shared link opens on its page.
    expect(await screen.findByRole('link', { name: '#113' })).toBeTruthy();
    expect(lastListQuery(calls)).toEqual({ page: '2', pageSize: '10' });
    fireEvent.click(screen.getByRole('button', { name: orderTexts.next }));
    await screen.findByRole('link', { name: '#103' });
    expect(router.state.location.search).toEqual({ page: 3 });
    act(() => router.history.back());
    expect(await screen.findByRole('link', { name: '#113' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: orderTexts.searchLabel }), { target: { value: 'acme' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'acme' }));
    fireEvent.click(screen.getByRole('button', { name: orderTexts.filters }));
    fireEvent.change(screen.getByRole('combobox', { name: orderTexts.filterStatus }), { target: { value: 'shipped' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'acme', status: 'shipped' }));
    expect(await screen.findByRole('link', { name: '#50' })).toBeTruthy();

    // Away to an order and Back: the same search and filter, the filter panel open.
    fireEvent.click(screen.getByRole('link', { name: '#50' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/orders/50'));
    act(() => router.history.back());
    expect(await screen.findByRole('link', { name: '#50' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: orderTexts.searchLabel }) as HTMLInputElement).value).toBe('acme');
    expect((screen.getByRole('combobox', { name: orderTexts.filterStatus }) as HTMLSelectElement).value).toBe(
      'shipped',
    );
    expect(lastListQuery(calls)).toMatchObject({ page: '1', search: 'acme', status: 'shipped' });
  });

  it('ignores a malformed address: an unknown status or a bad page leaves the defaults', async () => {
    const calls = pagedOrdersServer();
    renderApp('/home/orders/all?status=draft&page=-3&q=');
    expect(await screen.findByRole('link', { name: '#123' })).toBeTruthy();
    expect(lastListQuery(calls)).toEqual({ page: '1', pageSize: '10' });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });
});
