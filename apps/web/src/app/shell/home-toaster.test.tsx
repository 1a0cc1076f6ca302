import { shellTexts } from '@lineup/contracts/shell-texts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

/** Shows a toast on the signed-in screen and returns sonner's list of toasts. */
async function toastList() {
  renderApp('/home/catalogs');
  await screen.findByRole('heading', { name: 'Catalogs', level: 1 });
  act(() => {
    toast.success('Saved for the test');
  });
  await screen.findByText('Saved for the test');
  return document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
}

describe('the back office toasts', () => {
  it('open at the bottom, centred over the page beside the sidebar: clear of its title, actions and tabs', async () => {
    stubApi(({ path }) => (path === '/api/crocs/catalogs/latest' ? ok([]) : undefined));
    const list = await toastList();
    expect(list.dataset.yPosition).toBe('bottom');
    expect(list.dataset.xPosition).toBe('center');
    expect(list.style.left).toBe('calc(50% + var(--sidebar-width) / 2)');

    // The sidebar folded to its icons: the page is wider, its middle moves left.
    fireEvent.click(screen.getByRole('button', { name: shellTexts.toggleSidebar }));
    await waitFor(() => expect(list.style.left).toBe('calc(50% + var(--sidebar-width-icon) / 2)'));
  });

  it('are centred over the window where the sidebar is a sheet (a narrow screen)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    stubApi(({ path }) => (path === '/api/crocs/catalogs/latest' ? ok([]) : undefined));
    const list = await toastList();
    expect(list.dataset.yPosition).toBe('bottom');
    expect(list.style.left).toBe('');
  });
});
