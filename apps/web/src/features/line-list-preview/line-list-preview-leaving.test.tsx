import type { LineList } from '@lineup/contracts/pim';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lineList, parent, previewOf } from '@/features/line-list-preview/test-support/preview-fixtures';
import { ok, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

/** A Brand ATS line list (no dates asked) of one item. */
const preview = (status: LineList['status']) => previewOf([parent(1)], lineList({ status, type: 'brand-ats' }));

const title = () => screen.findByRole('heading', { name: previewTexts.title('Crocs', 'Brand ATS') });

describe('leaving an unsaved preview another way than Back', () => {
  it('asks as Back does: Keep the upload stays; Discard upload discards it and goes where the user went', async () => {
    const calls = stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/crocs/preview/7') return ok(preview('staged'));
      if (method === 'DELETE' && path === '/api/crocs/discard-uploaded-data/7') return ok({ lineListId: 7 });
      return undefined;
    });
    const router = renderApp('/home/line-list/preview/7');
    await title();

    act(() => void router.navigate({ to: '/home/brands' }));
    const ask = await screen.findByRole('dialog', { name: previewTexts.discardTitle });
    fireEvent.click(within(ask).getByRole('button', { name: previewTexts.keepUpload }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/home/line-list/preview/7');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    act(() => void router.navigate({ to: '/home/brands' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: previewTexts.discardTitle })).getByRole('button', {
        name: previewTexts.discardUpload,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/brands'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/crocs/discard-uploaded-data/7',
    ]);
  });

  it('lets a saved line list go without asking', async () => {
    stubApi(({ method, path }) =>
      method === 'GET' && path === '/api/crocs/preview/7' ? ok(preview('sorting-pending')) : undefined,
    );
    const router = renderApp('/home/line-list/preview/7');
    await title();
    act(() => void router.navigate({ to: '/home/brands' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/brands'));
    expect(screen.queryByRole('dialog', { name: previewTexts.discardTitle })).toBeNull();
  });
});
