import { portalMessages } from '@lineup/contracts/portal-messages';
import { shellTexts } from '@lineup/contracts/shell-texts';
import { portalOrderTexts, portalTexts } from '@lineup/contracts/texts/portal';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  aCatalog,
  airport,
  aSession,
  aStore,
  downtown,
  portalServer,
  renderPortal,
  STORE_AIRPORT,
  STORE_DOWNTOWN,
  setUpCustomerPortalTests,
} from '@/features/portal/test-support/portal-server';
import { failure } from '@/test/render-app';

setUpCustomerPortalTests();

const cards = () => screen.getAllByTestId('portal-catalog-card');

describe('/portal/catalogs', () => {
  it("lists the first store's catalogs, newest first, each with its brand, type, season, deadline and items", async () => {
    portalServer({
      catalogs: {
        [STORE_DOWNTOWN]: [
          aCatalog({ lineListId: 9, brandName: 'Hoka', lineListType: 'brand-ats', itemsCount: 1250 }),
          aCatalog({ lineListId: 7, season: null, year: null, deadline: null }),
        ],
      },
    });
    renderPortal('/portal/catalogs');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByTestId('portal-organization').textContent).toBe('Acme Shoes');
    expect(screen.getByRole('heading', { name: portalTexts.catalogsTitle })).toBeTruthy();
    const [hoka, crocs] = cards();
    expect(within(hoka!).getByRole('heading', { name: 'Hoka' })).toBeTruthy();
    expect(within(hoka!).getByText('Brand ATS')).toBeTruthy();
    expect(within(hoka!).getByText('Spring 2027')).toBeTruthy();
    expect(within(hoka!).getByText('12/15/2099')).toBeTruthy();
    expect(within(hoka!).getByText('1,250')).toBeTruthy();
    expect(hoka!.getAttribute('href')).toBe('/portal/catalogs/9');
    expect(within(crocs!).getByText('Pre-Book')).toBeTruthy();
    expect(within(hoka!).queryByText(portalOrderTexts.orderingClosedBadge)).toBeNull();
    expect(within(crocs!).getAllByText(portalTexts.notSet)).toHaveLength(2);
  });

  it('marks a catalog past its deadline for orders', async () => {
    portalServer({ catalogs: { [STORE_DOWNTOWN]: [aCatalog({ deadline: '2020-02-27' })] } });
    renderPortal('/portal/catalogs');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText(portalOrderTexts.orderingClosedBadge)).toBeTruthy();
    expect(within(cards()[0]!).getByText('02/27/2020')).toBeTruthy();
  });

  it('says so when the store has no catalogs yet', async () => {
    portalServer({ catalogs: { [STORE_DOWNTOWN]: [] } });
    renderPortal('/portal/catalogs');
    expect(await screen.findByText(portalTexts.noCatalogsTitle)).toBeTruthy();
    expect(screen.getByText(portalTexts.noCatalogsDescription)).toBeTruthy();
  });

  it("shows the server's reason when the store cannot list catalogs (no catalog segments yet)", async () => {
    portalServer({ catalogs: { [STORE_DOWNTOWN]: failure(409, portalMessages.storeWithoutSegments) } });
    renderPortal('/portal/catalogs');
    expect(await screen.findByText(portalMessages.storeWithoutSegments)).toBeTruthy();
    expect(screen.getByText(portalTexts.catalogsUnavailableTitle)).toBeTruthy();
    expect(screen.queryByTestId('portal-catalog-card')).toBeNull();
  });

  it('says why when the list cannot be loaded, and loads it again on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    portalServer({
      catalogs: { [STORE_DOWNTOWN]: [aCatalog()] },
      ordering: (call) =>
        fail && call.path === `/api/portal/stores/${STORE_DOWNTOWN}/catalogs` ? failure(503, 'Resting') : undefined,
    });
    renderPortal('/portal/catalogs');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Resting')).toBeTruthy();
    // The portal's frame stays.
    expect(screen.getByTestId('portal-organization').textContent).toBe('Acme Shoes');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: portalTexts.retry }));
    expect(await screen.findByTestId('portal-catalog-card')).toBeTruthy();
  });

  it('switches store from the header, keeping the choice in the address', async () => {
    const { calls } = portalServer({
      catalogs: {
        [STORE_DOWNTOWN]: [aCatalog({ brandName: 'Crocs' })],
        [STORE_AIRPORT]: [aCatalog({ lineListId: 8, brandName: 'Hoka' })],
      },
    });
    const router = renderPortal('/portal/catalogs');
    await screen.findByRole('heading', { name: 'Crocs' });
    const switcher = screen.getByRole('combobox', { name: portalTexts.storeLabel }) as HTMLSelectElement;
    expect([...switcher.options].map((option) => option.textContent)).toEqual([
      'Downtown — Portland',
      'Airport — Seattle',
    ]);
    fireEvent.change(switcher, { target: { value: STORE_AIRPORT } });
    expect(await screen.findByRole('heading', { name: 'Hoka' })).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ store: STORE_AIRPORT });
    expect(calls.map((call) => call.path)).toContain(`/api/portal/stores/${STORE_AIRPORT}/catalogs`);
    // The catalog links keep the store.
    expect(cards()[0]!.getAttribute('href')).toBe(`/portal/catalogs/8?store=${STORE_AIRPORT}`);
  });

  it("names the chosen store's organization: an account may buy for stores of several", async () => {
    const harbor = aStore({ id: STORE_AIRPORT, name: 'Harbor Main', organizationName: 'Harbor Feet' });
    portalServer({
      session: aSession({ stores: [downtown, harbor] }),
      catalogs: {
        [STORE_DOWNTOWN]: [aCatalog({ brandName: 'Crocs' })],
        [STORE_AIRPORT]: [aCatalog({ brandName: 'Hoka' })],
      },
    });
    renderPortal('/portal/catalogs');
    await screen.findByRole('heading', { name: 'Crocs' });
    expect(screen.getByTestId('portal-organization').textContent).toBe('Acme Shoes');
    fireEvent.change(screen.getByRole('combobox', { name: portalTexts.storeLabel }), {
      target: { value: STORE_AIRPORT },
    });
    expect(await screen.findByRole('heading', { name: 'Hoka' })).toBeTruthy();
    expect(screen.getByTestId('portal-organization').textContent).toBe('Harbor Feet');
  });

  it("opens on the address's store", async () => {
    portalServer({ catalogs: { [STORE_AIRPORT]: [aCatalog({ brandName: 'Hoka' })] } });
    renderPortal(`/portal/catalogs?store=${STORE_AIRPORT}`);
    expect(await screen.findByRole('heading', { name: 'Hoka' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: portalTexts.storeLabel }) as HTMLSelectElement).value).toBe(
      STORE_AIRPORT,
    );
  });

  it.each(['not-a-store', '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f'])(
    'opens on the first store when the address names one the account cannot see (%s)',
    async (store) => {
      portalServer({ catalogs: { [STORE_DOWNTOWN]: [aCatalog({ brandName: 'Crocs' })] } });
      renderPortal(`/portal/catalogs?store=${store}`);
      expect(await screen.findByRole('heading', { name: 'Crocs' })).toBeTruthy();
    },
  );

  it('shows the one store as text instead of a switcher', async () => {
    portalServer({ session: aSession({ stores: [airport] }) });
    renderPortal('/portal/catalogs');
    expect((await screen.findByTestId('portal-store')).textContent).toBe('Airport — Seattle');
    expect(screen.queryByRole('combobox', { name: portalTexts.storeLabel })).toBeNull();
  });

  it('says so when the account buys for no store', async () => {
    const { calls } = portalServer({ session: aSession({ stores: [] }) });
    renderPortal('/portal/catalogs');
    expect(await screen.findByText(portalTexts.noStoresTitle)).toBeTruthy();
    expect(calls.some((call) => call.path.includes('/stores/'))).toBe(false);
  });

  it('says why when the account cannot be loaded, offering to try again or to log out', async () => {
    portalServer();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let refuse = true;
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      refuse && new URL(String(input)).pathname === '/api/portal/me'
        ? failure(403, 'This account has been deactivated.')
        : answer(input, init),
    );
    renderPortal('/portal/catalogs');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This account has been deactivated.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: shellTexts.logout })).toBeTruthy();
    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: portalTexts.retry }));
    expect(await screen.findByTestId('portal-organization')).toBeTruthy();
  });
});
