import { errorMessages } from '@lineup/contracts/error-messages';
import { emptyStates, failureToasts, successToasts } from '@lineup/contracts/messages';
import type { Organization } from '@lineup/contracts/organizations';
import type { BusinessStore } from '@lineup/contracts/stores';
import { addressTexts, brandFocusTexts, storeTexts } from '@lineup/contracts/texts/customers';
import type { Address, UserWithMemberships } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAddressesText, storeTypeText } from '@/features/stores/components/stores-labels';
import { chooseCountry } from '@/test/choose-country';
import { aBrand, brandsList } from '@/test/fakes/brands';
import { answersByRoute, bodiesSent, type Served, serveFirst } from '@/test/fakes/fake-api';
import { organizationsList } from '@/test/fakes/organizations';
import { membersList } from '@/test/fakes/people';
import { aStore, storesList } from '@/test/fakes/stores';
import { type ApiCall, failure, ok, renderApp, resetApp, stubApi } from '@/test/render-app';
import { aUser } from '@/test/users-fixtures';

afterEach(resetApp);
beforeEach(() => {
  // Failed loads and refused updates are logged by the query cache.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const billing: Address = { type: 'billing', line1: '1 Main St', city: 'Miami', state: 'FL', country: 'US' };
const shipping: Address = { ...billing, type: 'shipping', line1: '2 Dock Rd' };

const organizationAddress: Address = {
  type: 'physical',
  line1: '9 Ocean Dr',
  city: 'Miami',
  state: 'FL',
  country: 'US',
};
const organizations: Organization[] = [
  {
    id: 'org-acme',
    name: 'Acme Shoes',
    type: 'external',
    status: 'active',
    address: organizationAddress,
    discounts: {},
    mainContactUserId: 'u-grace',
    storesCount: 1,
    usersCount: 1,
    createdAt: '',
    updatedAt: '',
  },
  {
    id: 'org-lineup',
    name: 'Lineup',
    type: 'internal',
    status: 'active',
    address: null,
    discounts: {},
    mainContactUserId: null,
    storesCount: 0,
    usersCount: 1,
    createdAt: '',
    updatedAt: '',
  },
];

const grace: UserWithMemberships = {
  ...aUser({
    id: 'u-grace',
    email: 'grace@acme.test',
    firstName: 'Grace',
    lastName: 'Hopper',
    createdAt: '',
    updatedAt: '',
  }),
  role: { id: 'role-buyer', name: 'Buyer' },
  managedStores: [],
  organizationMemberships: [
    {
      organizationId: 'org-acme',
      roleId: 'role-buyer',
      organization: { id: 'org-acme', name: 'Acme', type: 'external' },
    },
  ],
};
const ada: UserWithMemberships = {
  ...grace,
  id: 'u-ada',
  email: 'ada@lineup.local',
  firstName: 'Ada',
  lastName: 'Admin',
  organizationMemberships: [
    {
      organizationId: 'org-lineup',
      roleId: 'role-admin',
      organization: { id: 'org-lineup', name: 'Lineup', type: 'internal' },
    },
  ],
};

const brands = [aBrand(1, 'Crocs'), aBrand(2, 'Hoka'), aBrand(3, 'On')];

/** The stores, with their organizations, people and brands; `answers` replaces any call by "METHOD /path". */
function storesServer(stores: Served<BusinessStore[]>, answers: Record<string, (call: ApiCall) => Response> = {}) {
  return stubApi(
    serveFirst(
      answersByRoute(answers),
      storesList(stores),
      organizationsList(organizations),
      membersList([grace, ada]),
      brandsList(brands),
    ),
  );
}

async function clickWhenEnabled(name: string) {
  const button = screen.getByRole('button', { name }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** New Store once its organizations have loaded, with Acme chosen and the store named 'Acme Beach'. */
async function startAcmeBeachStore() {
  const router = renderApp('/home/stores/add');
  await screen.findByRole('heading', { name: storeTexts.newStore });
  const organization = screen.getByLabelText(storeTexts.organization) as HTMLSelectElement;
  await waitFor(() => expect(organization.options).toHaveLength(2));
  fireEvent.change(organization, { target: { value: 'org-acme' } });
  type(screen.getByLabelText(storeTexts.name), 'Acme Beach');
  return router;
}

describe('store labels', () => {
  it('Type: Monobrand with 0 or 1 brands, Multi-Brand with more', () => {
    const focus = (n: number) => ({
      brandFocusType: {
        storeType: n > 1 ? ('multi-brand' as const) : ('monobrand' as const),
        brandSegmentation: Array.from({ length: n }, (_, i) => ({ brandId: i + 1, segmentation: 'good' as const })),
      },
    });
    expect(storeTypeText(focus(0))).toBe('Monobrand');
    expect(storeTypeText(focus(1))).toBe('Monobrand');
    expect(storeTypeText(focus(2))).toBe('Multi-Brand');
  });

  it('Addresses: Both, Billing Only, Shipping Only, Not set', () => {
    expect(storeAddressesText({ addresses: [billing, shipping] })).toBe('Both');
    expect(storeAddressesText({ addresses: [billing] })).toBe('Billing Only');
    expect(storeAddressesText({ addresses: [shipping] })).toBe('Shipping Only');
    expect(storeAddressesText({ addresses: [] })).toBe('Not set');
  });
});

describe('/home/stores', () => {
  it('lists the real stores with their type, counts and addresses, and links to each', async () => {
    storesServer([
      aStore('s-main', 'Acme Main', {
        addresses: [billing, shipping],
        userIds: ['u-grace', 'u-tom'],
        brandFocusType: {
          storeType: 'multi-brand',
          brandSegmentation: [
            { brandId: 1, segmentation: 'good' },
            { brandId: 2, segmentation: 'best' },
          ],
        },
      }),
      aStore('s-outlet', 'Acme Outlet', { status: 'inactive', addresses: [shipping] }),
    ]);
    renderApp('/home/stores');
    expect(await screen.findByRole('cell', { name: 'Acme MainAcme Shoes' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Status',
      'Type',
      'Brands count',
      'Users count',
      'Addresses',
      'Actions',
    ]);
    const cellsOf = (name: string) =>
      within(screen.getByRole('cell', { name: `${name}Acme Shoes` }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 6);
    // The name cell also names the store's organization.
    expect(cellsOf('Acme Main')).toEqual(['Acme MainAcme Shoes', 'Active', 'Multi-Brand', '2', '2', 'Both']);
    expect(cellsOf('Acme Outlet')).toEqual([
      'Acme OutletAcme Shoes',
      'Inactive',
      'Monobrand',
      '1',
      '0',
      'Shipping Only',
    ]);
    expect(screen.getByRole('link', { name: storeTexts.editStore('Acme Outlet') }).getAttribute('href')).toBe(
      '/home/stores/s-outlet',
    );
    expect(screen.getByRole('link', { name: /Add Store/ }).getAttribute('href')).toBe('/home/stores/add');
    // The name opens the store's page too.
    expect(screen.getByRole('link', { name: 'Acme Main' }).getAttribute('href')).toBe('/home/stores/s-main');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'OUTLET' } });
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Acme MainAcme Shoes' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Acme OutletAcme Shoes' })).toBeTruthy();
  });

  it("says 'You don't have any stores yet' when there are none", async () => {
    storesServer([]);
    renderApp('/home/stores');
    expect(await screen.findByText(emptyStates.stores)).toBeTruthy();
  });
});

describe('/home/stores/add', () => {
  it('offers customer organizations only, and shows brand errors under Brand Focus', async () => {
    const calls = storesServer([]);
    renderApp('/home/stores/add');
    expect(await screen.findByRole('heading', { name: storeTexts.newStore })).toBeTruthy();
    expect(screen.getByText(storeTexts.newStoreSubtitle)).toBeTruthy();
    const organization = screen.getByLabelText(storeTexts.organization) as HTMLSelectElement;
    await waitFor(() => expect(organization.options).toHaveLength(2));
    expect([...organization.options].map((option) => option.textContent)).toEqual([
      storeTexts.selectOrganization,
      'Acme Shoes',
    ]);

    fireEvent.click(screen.getByRole('button', { name: storeTexts.createStore }));
    expect(await screen.findByText(storeTexts.organizationRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.storeNameRequired)).toBeTruthy();
    const brandFocus = screen.getByRole('region', { name: brandFocusTexts.title });
    expect(within(brandFocus).getByText(brandFocusTexts.chooseBrand)).toBeTruthy();
    fireEvent.click(within(brandFocus).getByRole('button', { name: brandFocusTexts.remove(1) }));
    expect(await within(brandFocus).findByText(brandFocusTexts.brandRequired)).toBeTruthy();
    expect(bodiesSent(calls, 'POST /api/stores')).toHaveLength(0);
  });

  it('creates a store of an organization with a member as main contact, then returns to /home/stores', async () => {
    const calls = storesServer([], {
      'POST /api/stores': () => ok(aStore('s-new', 'Acme Beach'), successToasts.storeCreated),
    });
    const router = await startAcmeBeachStore();
    type(screen.getByLabelText(storeTexts.description), 'By the sea');
    const contact = screen.getByLabelText(storeTexts.mainContact) as HTMLSelectElement;
    // Only members of the chosen organization.
    expect([...contact.options].map((option) => option.value)).toEqual(['', 'u-grace']);
    fireEvent.change(contact, { target: { value: 'u-grace' } });
    fireEvent.click(screen.getByRole('button', { name: addressTexts.addShipping }));
    fireEvent.click(screen.getByLabelText(addressTexts.sameAsOrganization));
    const brandFocus = screen.getByRole('region', { name: brandFocusTexts.title });
    fireEvent.change(within(brandFocus).getByLabelText(brandFocusTexts.brand), { target: { value: '3' } });
    fireEvent.click(within(brandFocus).getByLabelText(brandFocusTexts.segmentations.better));
    fireEvent.change(within(brandFocus).getByLabelText(brandFocusTexts.catalogSegment), {
      target: { value: 'athletic' },
    });
    fireEvent.change(screen.getByLabelText(storeTexts.ownership), { target: { value: 'partner' } });

    fireEvent.click(screen.getByRole('button', { name: storeTexts.createStore }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/stores'));
    expect(await screen.findByText(successToasts.storeCreated)).toBeTruthy();
    expect(bodiesSent(calls, 'POST /api/stores')).toEqual([
      {
        organizationId: 'org-acme',
        name: 'Acme Beach',
        description: 'By the sea',
        addresses: [{ ...organizationAddress, type: 'shipping' }],
        mainContactUserId: 'u-grace',
        status: 'active',
        brandFocusType: {
          storeType: 'monobrand',
          brandSegmentation: [{ brandId: 3, segmentation: 'better', catalogSegment: 'athletic' }],
        },
        logoUrl: '/images/store-logo-placeholder.svg',
        ownership: 'partner',
      },
    ]);
  });

  it("shows the server's message when the store is refused", async () => {
    storesServer([], { 'POST /api/stores': () => failure(400, userServiceMessages.storeMainContactNotMember) });
    const router = await startAcmeBeachStore();
    fireEvent.change(screen.getByLabelText(brandFocusTexts.brand), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: storeTexts.createStore }));
    expect(await screen.findByText(userServiceMessages.storeMainContactNotMember)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home/stores/add');
  });
});

describe('/home/stores/{storeId}', () => {
  it('a failing load goes back to /home/stores with a toast', async () => {
    storesServer([]);
    const router = renderApp('/home/stores/unknown');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/stores'));
    expect(await screen.findByText(errorMessages.businessStores[404])).toBeTruthy();
  });

  it('saves basic info, addresses and brand focus with the current revision, each with its toast', async () => {
    let store = aStore('s-main', 'Acme Main', { addresses: [billing], _revision: 3 });
    const update = (changes: Partial<BusinessStore>) => {
      store = { ...store, ...changes, _revision: store._revision + 1 };
      return ok(store);
    };
    const calls = storesServer(() => [store], {
      'PATCH /api/stores/s-main/basic-info': (call) => {
        const body = call.body as { newName: string; newDescription: string; newOwnership: BusinessStore['ownership'] };
        return update({ name: body.newName, description: body.newDescription || null, ownership: body.newOwnership });
      },
      'PUT /api/stores/s-main/addresses': (call) =>
        update({ addresses: (call.body as { addresses: Address[] }).addresses }),
      'PUT /api/stores/s-main/brand-focus-type': (call) =>
        update({
          brandFocusType: (call.body as { newBrandFocusType: BusinessStore['brandFocusType'] }).newBrandFocusType,
        }),
    });
    renderApp('/home/stores/s-main');
    const name = (await screen.findByLabelText(storeTexts.name)) as HTMLInputElement;
    expect(name.value).toBe('Acme Main');
    expect(screen.getByText(storeTexts.storeOf('Acme Shoes'))).toBeTruthy();

    type(name, 'Acme Flagship');
    const ownership = screen.getByLabelText(storeTexts.ownership) as HTMLSelectElement;
    expect(ownership.value).toBe('');
    expect([...ownership.options].map((option) => option.textContent)).toEqual([
      storeTexts.ownershipNotSet,
      'Partner',
      'Owned',
      'Wholesale Account',
    ]);
    fireEvent.change(ownership, { target: { value: 'wholesale_account' } });
    await clickWhenEnabled(storeTexts.saveBasicInfo);
    expect(await screen.findByText(successToasts.storeBasicInfoUpdated)).toBeTruthy();
    expect(bodiesSent(calls, 'PATCH /api/stores/s-main/basic-info')).toEqual([
      {
        newName: 'Acme Flagship',
        newDescription: '',
        newMainContactUserId: null,
        newOwnership: 'wholesale_account',
        _revision: 3,
      },
    ]);

    // The billing address is there: only shipping can be added; the new list goes with revision 4.
    expect(screen.queryByRole('button', { name: addressTexts.addBilling })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: addressTexts.addShipping }));
    const shippingBox = screen.getByRole('region', { name: addressTexts.shipping });
    type(within(shippingBox).getByLabelText(addressTexts.line1), '2 Dock Rd');
    type(within(shippingBox).getByLabelText(addressTexts.city), 'Tampa');
    type(within(shippingBox).getByLabelText(addressTexts.state), 'FL');
    chooseCountry(shippingBox, 'US');
    await clickWhenEnabled(storeTexts.saveAddresses);
    expect(await screen.findByText(successToasts.storeAddressesUpdated)).toBeTruthy();
    expect(bodiesSent(calls, 'PUT /api/stores/s-main/addresses')).toEqual([
      {
        addresses: [billing, { type: 'shipping', line1: '2 Dock Rd', city: 'Tampa', state: 'FL', country: 'US' }],
        _revision: 4,
      },
    ]);

    const brandFocus = screen.getByRole('region', { name: brandFocusTexts.title });
    expect(within(brandFocus).getByTestId('store-brand-focus-store-type').textContent).toBe('Monobrand');
    fireEvent.click(within(brandFocus).getByRole('button', { name: brandFocusTexts.addBrand }));
    const selects = within(brandFocus).getAllByLabelText(brandFocusTexts.brand) as HTMLSelectElement[];
    // A brand already chosen is not offered again; a new row defaults to good.
    expect([...selects[1]!.options].map((option) => option.value)).toEqual(['', '2', '3']);
    fireEvent.change(selects[1]!, { target: { value: '2' } });
    expect(within(brandFocus).getByTestId('store-brand-focus-store-type').textContent).toBe('Multi-Brand');
    // Each brand has its catalog segment, 'Not set' until chosen.
    const segments = within(brandFocus).getAllByLabelText(brandFocusTexts.catalogSegment) as HTMLSelectElement[];
    expect(segments.map((select) => select.value)).toEqual(['', '']);
    expect([...segments[0]!.options].map((option) => option.textContent)).toEqual([
      brandFocusTexts.catalogSegmentNotSet,
      'Athletic / Sports',
      'Boutique / Style',
      'Crocs',
    ]);
    fireEvent.change(segments[1]!, { target: { value: 'boutique' } });
    await clickWhenEnabled(storeTexts.saveBrandFocus);
    expect(await screen.findByText(storeTexts.brandFocusUpdated)).toBeTruthy();
    expect(bodiesSent(calls, 'PUT /api/stores/s-main/brand-focus-type')).toEqual([
      {
        newBrandFocusType: {
          storeType: 'multi-brand',
          brandSegmentation: [
            { brandId: 1, segmentation: 'good' },
            { brandId: 2, segmentation: 'good', catalogSegment: 'boutique' },
          ],
        },
        _revision: 5,
      },
    ]);
  });

  it("deactivates (asking first) and activates; the status it already has gives 'Store status is already set to this status.'", async () => {
    let store = aStore('s-main', 'Acme Main', { _revision: 7 });
    let refuse = false;
    const calls = storesServer(() => [store], {
      'PUT /api/stores/s-main/status': (call) => {
        if (refuse) return failure(409, failureToasts.storeStatusAlreadySet);
        store = {
          ...store,
          status: (call.body as { newStatus: 'active' | 'inactive' }).newStatus,
          _revision: store._revision + 1,
        };
        return ok(store);
      },
    });
    renderApp('/home/stores/s-main');
    // Deactivating asks first; Keep active changes nothing.
    const deactivate = async () => {
      fireEvent.click(await screen.findByRole('button', { name: storeTexts.deactivateStore }));
      return screen.findByRole('dialog', { name: storeTexts.deactivateTitle('Acme Main') });
    };
    fireEvent.click(within(await deactivate()).getByRole('button', { name: storeTexts.keepActive }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSent(calls, 'PUT /api/stores/s-main/status')).toEqual([]);
    fireEvent.click(within(await deactivate()).getByRole('button', { name: storeTexts.deactivateStore }));
    expect(await screen.findByText(successToasts.storeStatusUpdated)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: storeTexts.activateStore }));
    await waitFor(() => expect(bodiesSent(calls, 'PUT /api/stores/s-main/status')).toHaveLength(2));
    expect(bodiesSent(calls, 'PUT /api/stores/s-main/status')).toEqual([
      { newStatus: 'inactive', _revision: 7 },
      { newStatus: 'active', _revision: 8 },
    ]);

    refuse = true;
    fireEvent.click(within(await deactivate()).getByRole('button', { name: storeTexts.deactivateStore }));
    expect(await screen.findByText(failureToasts.storeStatusAlreadySet)).toBeTruthy();
  });

  it("a stale revision or another failure shows the fixed 'Failed to update store addresses.'", async () => {
    const store = aStore('s-main', 'Acme Main', { addresses: [billing] });
    storesServer(() => [store], {
      'PUT /api/stores/s-main/addresses': () => failure(409, userServiceMessages.staleRevision),
    });
    renderApp('/home/stores/s-main');
    fireEvent.click(await screen.findByRole('button', { name: addressTexts.remove(addressTexts.billing) }));
    await clickWhenEnabled(storeTexts.saveAddresses);
    expect(await screen.findByText(failureToasts.storeAddresses)).toBeTruthy();
    expect(screen.getByText(userServiceMessages.staleRevision)).toBeTruthy();
  });
});
