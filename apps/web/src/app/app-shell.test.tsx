import { platformMessages } from '@lineup/contracts/messages';
import { productTexts, shellTexts } from '@lineup/contracts/shell-texts';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '@/app/router';
import { setSignedOutHandler, setTokenStore } from '@/lib/auth/session';
import { getQueryClient } from '@/lib/query-client';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { jsonResponse, testUser as me, testConfig } from '@/test/fixtures';
import { resetApp, signIn } from '@/test/render-app';
import { trackRouter } from '@/test/router-settle';

const brands = [
  { id: 1, name: 'Crocs', description: null, categoryId: 1, status: 'active', createdAt: '', updatedAt: '' },
  { id: 2, name: 'Hoka', description: null, categoryId: 1, status: 'active', createdAt: '', updatedAt: '' },
];

function stubServer(overrides: Record<string, Response> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${url.pathname}${url.search}`;
    if (overrides[key]) return overrides[key]!.clone();
    if (key === '/api/users/me') return jsonResponse(200, { success: true, message: 'ok', data: me });
    if (key === '/api/brands?orderDir=asc') return jsonResponse(200, { success: true, message: 'ok', data: brands });
    if (url.pathname.startsWith('/api/')) return jsonResponse(200, { success: true, message: 'ok', data: [] });
    return jsonResponse(404, { success: false, message: 'not here' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  setSignedOutHandler(() => router.navigate({ to: '/' }));
  trackRouter(router);
  render(<RouterProvider router={router} />);
  return router;
}

describe('the /home shell', () => {
  beforeEach(() => {
    setRuntimeConfig(testConfig);
    signIn();
  });

  afterEach(resetApp);

  it('verifies the token, loads the /home lists and shows the shell', async () => {
    const fetchMock = stubServer();
    renderAt('/home/catalogs');

    expect(await screen.findByRole('heading', { name: 'Catalogs' })).toBeTruthy();
    const requested = () =>
      fetchMock.mock.calls.map(([input]) => {
        const url = new URL(String(input));
        return `${url.pathname}${url.search}`;
      });
    // The shared lists load in the background once the user is known (their code loads apart).
    await waitFor(() =>
      expect(requested()).toEqual(
        expect.arrayContaining([
          '/api/users/me',
          '/api/users',
          '/api/users/with-memberships',
          '/api/stores',
          '/api/roles',
          '/api/brands?orderDir=asc',
          '/api/organizations',
        ]),
      ),
    );
    const headers = (fetchMock.mock.calls[0]![1] as RequestInit).headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer at');

    const banner = screen.getByRole('banner');
    expect(within(banner).getByText(productTexts.name)).toBeTruthy();
    expect(within(banner).getByTestId('env-badge').textContent).toBe('Quality Assurance');
    for (const entry of [
      shellTexts.uploadInventory,
      shellTexts.brands,
      shellTexts.lineLists,
      shellTexts.dashboard,
      shellTexts.byCatalogType,
      shellTexts.byBrand,
      shellTexts.allOrders,
      shellTexts.organizations,
      shellTexts.stores,
      shellTexts.people,
      shellTexts.team,
      shellTexts.account,
      shellTexts.logout,
    ]) {
      expect(screen.getAllByText(entry).length).toBeGreaterThan(0);
    }
    const catalogs = screen
      .getAllByRole('link', { name: shellTexts.catalogs })
      .find((link) => link.closest('[data-sidebar="menu"]'));
    expect(catalogs?.getAttribute('href')).toBe('/home/catalogs');
    expect(catalogs?.getAttribute('data-active')).toBe('true');
  });

  it('lists one sub-entry per brand under Line Lists and By Brand, from the brands query', async () => {
    stubServer();
    renderAt('/home/brand/2/line-lists');
    expect(await screen.findByRole('heading', { name: 'Line List Table' })).toBeTruthy();
    // Line Lists is open (it holds the current page); By Brand opens on click.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Hoka' })).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: shellTexts.byBrand }));
    fireEvent.click(screen.getByRole('button', { name: shellTexts.byCatalogType }));
    expect(screen.getAllByRole('link', { name: 'Hoka' })).toHaveLength(2);
    const hrefs = screen.getAllByRole('link', { name: 'Hoka' }).map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/home/brand/2/line-lists', '/home/orders/brand/2']);
    expect(screen.getByRole('link', { name: 'Multibrand' }).getAttribute('href')).toBe('/home/orders/multibrand');
    expect(screen.getByRole('link', { name: 'Future Available Stock' }).getAttribute('href')).toBe(
      '/home/orders/catalog-type/future-stock',
    );
    // This route declares its crumbs instead of Home › Brand › 2 › Line lists.
    const crumbs = screen.getByRole('navigation', { name: shellTexts.breadcrumb });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Brands', 'Line Lists']);
  });

  it('shows crumbs from the path segments when a route declares none', async () => {
    stubServer();
    renderAt('/home/brands/create');
    expect(await screen.findByRole('heading', { name: 'Create Brand' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: shellTexts.breadcrumb });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Brands', 'Create']);
    expect(within(crumbs).getByRole('link', { name: 'Brands' }).getAttribute('href')).toBe('/home/brands');
    expect(within(crumbs).queryByRole('link', { name: 'Create' })).toBeNull();
  });

  it("names the brand in a brand edit page's crumbs, not its id", async () => {
    stubServer();
    const router = renderAt('/home/brands/edit/2');
    expect(await screen.findByRole('heading', { name: 'Create Brand' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: shellTexts.breadcrumb });
    const labels = () =>
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    // The page does not wait for the brands: the name joins the crumbs when they arrive.
    await waitFor(() => expect(labels()).toEqual([shellTexts.home, shellTexts.brands, 'Hoka', shellTexts.edit]));
    expect(within(crumbs).getByRole('link', { name: shellTexts.brands }).getAttribute('href')).toBe('/home/brands');
    expect(within(crumbs).queryByText('2')).toBeNull();
    // Another brand's page, with the brands at hand: named at once.
    await act(() => router.navigate({ to: '/home/brands/edit/$brandId', params: { brandId: '1' } }));
    expect(labels()).toEqual([shellTexts.home, shellTexts.brands, 'Crocs', shellTexts.edit]);
  });

  it('leaves the name out of those crumbs when the brands cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServer({ '/api/brands?orderDir=asc': jsonResponse(404, { success: false, message: 'not here' }) });
    renderAt('/home/brands/edit/2');
    expect(await screen.findByRole('heading', { name: 'Create Brand' })).toBeTruthy();
    expect(await screen.findByText('not here')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: shellTexts.breadcrumb });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([shellTexts.home, shellTexts.brands, shellTexts.edit]);
  });

  it('shows the 404 page inside the shell for an unknown /home route', async () => {
    stubServer();
    renderAt('/home/nowhere/at-all');
    expect(await screen.findByRole('heading', { name: productTexts.notFoundTitle })).toBeTruthy();
    expect(screen.getByText(productTexts.notFoundSubtitle)).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows the 404 page for an unknown catalog type', async () => {
    stubServer();
    renderAt('/home/orders/catalog-type/nope');
    expect(await screen.findByRole('heading', { name: productTexts.notFoundTitle })).toBeTruthy();
  });

  it('logs a failed list load and shows the server message as a toast', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServer({ '/api/roles': jsonResponse(500, { success: false, message: 'Roles are resting' }) });
    renderAt('/home/catalogs');
    expect(await screen.findByText('Roles are resting', {}, { timeout: 3000 })).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });

  it('shows the account page from the current user', async () => {
    stubServer();
    renderAt('/home/settings/account');
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Lovelace');
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole('checkbox').getAttribute('data-state')).toBe('checked');
    // Delete Account stays off and says why on hover and focus.
    const deleteAccount = screen.getByRole('button', { name: 'Delete Account' });
    expect(deleteAccount.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(deleteAccount.getAttribute('aria-describedby')!)?.textContent).toBeTruthy();
  });

  it('opens the Upload Inventory dialog', async () => {
    stubServer();
    renderAt('/home/catalogs');
    fireEvent.click(await screen.findByRole('button', { name: shellTexts.uploadInventory }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('Logout clears the tokens and goes to /', async () => {
    stubServer();
    const router = renderAt('/home/catalogs');
    await screen.findByRole('heading', { name: 'Catalogs' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: shellTexts.logout }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.length).toBe(0);
  });
});

describe('routes without a session', () => {
  beforeEach(() => setRuntimeConfig(testConfig));

  it('sends /home routes to /', async () => {
    stubServer();
    const router = renderAt('/home/brands');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('carries error parameters from / to /auth/start, which shows the description', async () => {
    stubServer();
    const router = renderAt(
      `/?error=code_expired&error_description=${encodeURIComponent(platformMessages.codeExpired)}`,
    );
    expect(await screen.findByText(platformMessages.codeExpired)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/start');
  });

  it("shows words of a link's own as a failed sign-in: nobody puts their text on the sign-in page", async () => {
    stubServer();
    renderAt('/auth/start?error=unknown_email&error_description=Your%20account%20is%20locked.%20Call%20us.');
    expect(await screen.findByText(platformMessages.signInFailed)).toBeTruthy();
    expect(screen.queryByText(/Call us/)).toBeNull();
  });

  it('sends a signed-in user away from the sign-in pages', async () => {
    signIn();
    stubServer();
    const router = renderAt('/auth/code?email=ada@x.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    setTokenStore(null);
    getQueryClient().clear();
  });

  it('sends a signed-in user on / to the /home page to return to, and an address elsewhere to /home', async () => {
    signIn();
    stubServer();
    const router = renderAt('/?returnTo=%2Fhome%2Fbrands%3Fq%3Dx');
    await waitFor(() => expect(router.state.location.href).toBe('/home/brands?q=x'));
    cleanup();
    const other = renderAt('/?returnTo=%2F%2Fevil.example%2Fhome');
    await waitFor(() => expect(other.state.location.href).toBe('/home'));
    setTokenStore(null);
    getQueryClient().clear();
  });

  it('shows the 404 page for unknown routes outside /home', async () => {
    stubServer();
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: productTexts.notFoundTitle })).toBeTruthy();
    expect(screen.getByText(productTexts.notFoundSubtitle)).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
