import { portalTexts } from '@lineup/contracts/texts/portal';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aCatalog,
  downtownPreview,
  portalServer,
  previewDowntownAsStaff,
  renderPortal,
  resetPortal,
  STAFF_TOKEN,
  STORE_DOWNTOWN,
  signInAsCustomer,
} from '@/features/portal/test-support/portal-server';

afterEach(resetPortal);

describe('staff previewing the portal as a store', () => {
  it("opens the store's catalogs on the staff session, read-only, saying so", async () => {
    const { calls, tokens } = previewDowntownAsStaff({ catalogs: { [STORE_DOWNTOWN]: [aCatalog()] } });
    const router = renderPortal(`/portal?previewStoreId=${STORE_DOWNTOWN}`);
    expect((await screen.findByTestId('preview-banner')).textContent).toContain(portalTexts.previewBanner('Downtown'));
    await screen.findByTestId('portal-catalog-card');
    expect(router.state.location.pathname).toBe('/portal/catalogs');
    // Every call names the previewed store and carries the staff token; no customer session is asked for.
    expect(calls.every((call) => call.search.get('previewStoreId') === STORE_DOWNTOWN)).toBe(true);
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/api/portal/me', `/api/portal/stores/${STORE_DOWNTOWN}/catalogs`]),
    );
    expect(new Set(tokens())).toEqual(new Set([`Bearer ${STAFF_TOKEN}`]));
    expect(screen.queryByRole('button', { name: portalTexts.accountMenu })).toBeNull();
    // Links inside the preview stay in it.
    expect(screen.getByTestId('portal-catalog-card').getAttribute('href')).toBe(
      `/portal/catalogs/7?previewStoreId=${STORE_DOWNTOWN}`,
    );
  });

  it('Close preview closes the tab, or goes to the store in the back office when the tab stays', async () => {
    previewDowntownAsStaff();
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const router = renderPortal(`/portal/catalogs?previewStoreId=${STORE_DOWNTOWN}`);
    fireEvent.click(await screen.findByRole('button', { name: portalTexts.closePreview }));
    expect(close).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/home/stores/${STORE_DOWNTOWN}`));
  });

  it('without a staff session goes to the back office sign-in, to come back to the preview', async () => {
    // A customer's session is no staff session.
    signInAsCustomer();
    portalServer({ session: downtownPreview });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderPortal(`/portal/catalogs?previewStoreId=${STORE_DOWNTOWN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toMatchObject({
      returnTo: `/portal/catalogs?previewStoreId=${STORE_DOWNTOWN}`,
    });
  });
});
