import {
  ACCESS_TOKEN_STORAGE_KEY,
  PORTAL_ACCESS_TOKEN_STORAGE_KEY,
  PORTAL_REFRESH_TOKEN_STORAGE_KEY,
} from '@lineup/contracts/constants';
import { productTexts, shellTexts } from '@lineup/contracts/shell-texts';
import { portalTexts } from '@lineup/contracts/texts/portal';
import { portalSignInTexts } from '@lineup/contracts/texts/portal-sign-in';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CUSTOMER_TOKEN,
  portalServer,
  renderPortal,
  resetPortal,
  STAFF_TOKEN,
  signInAs,
  signInAsCustomer,
} from '@/features/portal/test-support/portal-server';
import { failure } from '@/test/render-app';

afterEach(resetPortal);

describe('signing in to the portal', () => {
  it('sends a portal page without a session to /portal, keeping the page to come back to', async () => {
    // Staff are signed in to the back office: that is not a customer's session.
    signInAs('back-office', STAFF_TOKEN);
    portalServer();
    // The landing then leaves for the issuer, which this test does not follow.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderPortal('/portal/catalogs?store=0b5a4a8e-6f1d-4c57-9a51-6f6f7d0c1a02');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal'));
    expect(router.state.location.search).toMatchObject({
      returnTo: '/portal/catalogs?store=0b5a4a8e-6f1d-4c57-9a51-6f6f7d0c1a02',
    });
  });

  it('shows the e-mail form of /portal/auth/start, posting to the auth service like the back office', async () => {
    renderPortal('/portal/auth/start?email=bea%40acme.test');
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('bea@acme.test');
    expect(screen.getByRole('heading', { name: productTexts.name })).toBeTruthy();
    // The portal's own words under the name, not the back office's description.
    expect(screen.getByText(portalSignInTexts.description)).toBeTruthy();
    expect(screen.queryByText(productTexts.signInDescription)).toBeNull();
    expect(email.form?.getAttribute('action')).toBe('http://localhost:3000/code/authorize');
    expect(email.form?.getAttribute('method')).toBe('post');
  });

  it('shows the code form of /portal/auth/code with the refusal, naming no one even when a link carries a name', async () => {
    renderPortal('/portal/auth/code?email=bea%40acme.test&name=Bea&error=invalid_code');
    expect(await screen.findByRole('heading', { name: productTexts.welcomeBack })).toBeTruthy();
    expect(screen.queryByText(/Bea\b/)).toBeNull();
    expect(screen.getByTestId('incorrect-code')).toBeTruthy();
  });

  it('sends a signed-in customer away from the sign-in pages to the catalogs, and from /portal too', async () => {
    signInAsCustomer();
    portalServer();
    const router = renderPortal('/portal/auth/start');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/catalogs'));
    await router.navigate({ to: '/portal', search: { returnTo: '/home/people' } });
    // A back-office page is no page to return to from the portal's sign-in.
    await waitFor(() => expect(router.state.location.href).toBe('/portal/catalogs'));
  });

  it('calls the portal API with the portal token only', async () => {
    signInAs('back-office', STAFF_TOKEN);
    signInAsCustomer();
    const { tokens } = portalServer();
    renderPortal('/portal/catalogs');
    expect(await screen.findByTestId('portal-organization')).toBeTruthy();
    expect(new Set(tokens())).toEqual(new Set([`Bearer ${CUSTOMER_TOKEN}`]));
  });

  it('Logout ends the portal session only and goes to /portal', async () => {
    signInAs('back-office', STAFF_TOKEN);
    signInAsCustomer();
    portalServer();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderPortal('/portal/catalogs');
    // The menu is the browser's popover, which jsdom keeps hidden: its trigger names it.
    const trigger = await screen.findByRole('button', { name: portalTexts.accountMenu });
    const menu = document.getElementById(trigger.getAttribute('popovertarget')!)!;
    expect(within(menu).getByText('bea@acme.test')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(menu).getByRole('button', { name: shellTexts.logout, hidden: true }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal'));
    expect(localStorage.getItem(PORTAL_ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(PORTAL_REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe(STAFF_TOKEN);
  });

  it('a session the API refuses ends there and comes back to the page after signing in again', async () => {
    signInAsCustomer();
    portalServer();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Every answer is 401 and the refresh is refused: the session is over.
    vi.mocked(fetch).mockImplementation(async () => failure(401, 'Expired'));
    // The sign-out reads the page from the browser's address, which the memory history leaves alone.
    window.history.replaceState(null, '', '/portal/catalogs');
    const router = renderPortal('/portal/catalogs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal'));
    expect(router.state.location.search).toMatchObject({ returnTo: '/portal/catalogs' });
    expect(localStorage.getItem(PORTAL_ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
