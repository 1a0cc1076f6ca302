import { emptyStates, failureToasts, internalErrors, successToasts } from '@lineup/contracts/messages';
import type { Organization } from '@lineup/contracts/organizations';
import { addressTexts, brandFocusTexts, organizationTexts, storeTexts } from '@lineup/contracts/texts/customers';
import type { User } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseCountry } from '@/test/choose-country';
import { aBrand, brandsList } from '@/test/fakes/brands';
import { answersByRoute, bodiesSent, serveFirst } from '@/test/fakes/fake-api';
import { organizationsList } from '@/test/fakes/organizations';
import { usersList } from '@/test/fakes/people';
import { rolesList } from '@/test/fakes/roles';
import { type ApiCall, failure, ok, renderApp, resetApp, stubApi } from '@/test/render-app';
import { firstCellTexts as rowNames } from '@/test/table-rows';
import { anOrganization, aRole, aUser } from '@/test/users-fixtures';

afterEach(resetApp);

const roles = [
  aRole({ id: 'role-admin', name: 'Admin' }),
  aRole({ id: 'role-buyer', name: 'Buyer', type: 'external' }),
  aRole({ id: 'role-customer-admin', name: 'Admin', type: 'external' }),
];

/** A saved customer account of Acme, a buyer, with an e-mail made of the first name. */
const aCustomer = (id: string, firstName: string, lastName: string, changes: Partial<User> = {}) =>
  aUser({ id, firstName, lastName, email: `${firstName.toLowerCase()}@acme.test`, ...changes });

const grace = aCustomer('u-grace', 'Grace', 'Hopper');
const alan = aCustomer('u-alan', 'Alan', 'Turing', { status: 'inactive' });
/** A team member: never offered as a customer's main contact. */
const tina = aCustomer('u-tina', 'Tina', 'Hopps', {
  type: 'internal',
  organizationId: 'org-lineup',
  roleId: 'role-admin',
});

const anOrganizationNamed = (id: string, name: string, changes: Partial<Organization> = {}) =>
  anOrganization({ id, name, ...changes });

const usAddress = { type: 'physical' as const, line1: '1 Main St', city: 'Miami', state: 'FL', country: 'US' as const };
const acme = anOrganizationNamed('org-acme', 'Acme Shoes', {
  address: usAddress,
  mainContactUserId: 'u-grace',
  storesCount: 2,
  usersCount: 3,
});
const nordic = anOrganizationNamed('org-nordic', 'Nordic Feet', {
  address: { ...usAddress, city: 'Toronto', state: 'ON', country: 'CA' },
});
const lineup = anOrganizationNamed('org-lineup', 'Lineup', { type: 'internal' });

/** The users and PIM APIs as these screens call them; `answers` replaces any call by "METHOD /path". */
function customersServer(answers: Record<string, (call: ApiCall) => Response> = {}) {
  return stubApi(
    serveFirst(
      answersByRoute(answers),
      organizationsList([acme, lineup, nordic]),
      usersList([grace, alan, tina]),
      rolesList(roles),
      brandsList([aBrand(1, 'Crocs'), aBrand(2, 'Hoka')]),
    ),
  );
}

describe('/home/organizations', () => {
  it('shows the columns, the main contact with the name in a tooltip, and Add New Customer', async () => {
    customersServer();
    renderApp('/home/organizations');
    expect(await screen.findByRole('cell', { name: 'Acme Shoes' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Name',
      'Main Contact',
      'Type',
      'Status',
      'Country',
      'Stores count',
      'Users count',
      'Actions',
    ]);
    const acmeRow = screen.getByRole('cell', { name: 'Acme Shoes' }).closest('tr')!;
    const cells = within(acmeRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'Acme Shoes',
      'grace@acme.test',
      'Customer',
      'Active',
      'United States (US)',
      '2',
      '3',
    ]);
    // The name opens the edit screen.
    expect(within(acmeRow).getByRole('link', { name: 'Acme Shoes' }).getAttribute('href')).toBe(
      '/home/organizations/edit/org-acme',
    );
    fireEvent.focus(within(acmeRow).getByRole('button', { name: 'grace@acme.test' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Grace Hopper');
    expect(screen.getByRole('link', { name: /Add New Customer/ }).getAttribute('href')).toBe(
      '/home/organizations/create-customer',
    );
  });

  it('searches by name or country after 500 ms, with its empty state', async () => {
    customersServer();
    renderApp('/home/organizations');
    await screen.findByRole('cell', { name: 'Acme Shoes' });
    const search = screen.getByRole('searchbox', { name: organizationTexts.searchLabel });
    fireEvent.change(search, { target: { value: 'ca' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(rowNames()).toHaveLength(3);
    await waitFor(() => expect(rowNames()).toEqual(['Nordic Feet']));
    fireEvent.change(search, { target: { value: 'acme' } });
    await waitFor(() => expect(rowNames()).toEqual(['Acme Shoes']));
    fireEvent.change(search, { target: { value: 'Zanzibar' } });
    expect(await screen.findByText(emptyStates.organizations)).toBeTruthy();
  });

  it('row menu: Edit opens the edit screen, Delete is shown but disabled', async () => {
    customersServer({ 'GET /api/organizations/org-acme': () => ok(acme) });
    const router = renderApp('/home/organizations');
    await screen.findByRole('cell', { name: 'Acme Shoes' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: organizationTexts.openMenu('Acme Shoes') }));
    const menu = await screen.findByRole('menu');
    // Disabled, saying why in the item itself (a disabled item shows no tooltip).
    const deleteItem = within(menu).getByRole('menuitem', { name: new RegExp(`^${organizationTexts.delete}`) });
    expect(deleteItem.getAttribute('aria-disabled')).toBe('true');
    expect(deleteItem.textContent).toBe(`${organizationTexts.delete}${organizationTexts.deleteUnavailable}`);
    await user.click(within(menu).getByRole('menuitem', { name: organizationTexts.edit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/organizations/edit/org-acme'));
    expect(await screen.findByRole('heading', { name: organizationTexts.editCustomer })).toBeTruthy();
  });

  it('pages by 10 with Previous and Next', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      anOrganizationNamed(`o${i}`, `Org ${String(i).padStart(2, '0')}`),
    );
    customersServer({ 'GET /api/organizations': () => ok(many) });
    renderApp('/home/organizations');
    await screen.findByRole('cell', { name: 'Org 00' });
    expect(rowNames()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowNames()).toEqual(['Org 10', 'Org 11']));
  });
});

const label = (text: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(text) as HTMLInputElement & HTMLSelectElement;
/** Buttons that wait for the form's state (dirty, valid) are enabled a tick after the change. */
async function clickWhenEnabled(name: string) {
  const button = screen.getByRole('button', { name }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

function fillOrganization() {
  type(label(organizationTexts.organizationName), 'Sunrise Sneakers');
  const card = screen
    .getByRole('heading', { name: organizationTexts.organizationSection })
    .closest('[data-slot=card]')!;
  type(label(addressTexts.line1, card as HTMLElement), '5 Ocean Dr');
  type(label(addressTexts.city, card as HTMLElement), 'Miami');
  type(label(addressTexts.state, card as HTMLElement), 'FL');
  chooseCountry(card as HTMLElement, 'US');
}

function chooseBrand(store: HTMLElement, row: number, brandId: string) {
  const selects = within(store).getAllByLabelText(brandFocusTexts.brand);
  fireEvent.change(selects[row]!, { target: { value: brandId } });
}

describe('/home/organizations/create-customer', () => {
  it("names stores 'Main Store' then 'New Store', and the first one cannot be removed", async () => {
    customersServer();
    renderApp('/home/organizations/create-customer');
    expect(await screen.findByRole('heading', { name: organizationTexts.newCustomer })).toBeTruthy();
    let stores = screen.getAllByTestId('customer-store');
    expect(stores).toHaveLength(1);
    expect(label(organizationTexts.storeName, stores[0]).value).toBe('Main Store');
    expect(within(stores[0]!).queryByRole('button', { name: /Remove store/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: organizationTexts.addStore }));
    fireEvent.click(screen.getByRole('button', { name: organizationTexts.addStore }));
    fireEvent.click(screen.getByRole('button', { name: organizationTexts.addUser }));
    stores = screen.getAllByTestId('customer-store');
    // Nothing is flagged before Create is pressed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(stores.map((store) => label(organizationTexts.storeName, store).value)).toEqual([
      'Main Store',
      'New Store',
      'New Store',
    ]);
    expect(within(stores[0]!).queryByRole('button', { name: /Remove store/ })).toBeNull();
    fireEvent.click(within(stores[2]!).getByRole('button', { name: /Remove store/ }));
    expect(screen.getAllByTestId('customer-store')).toHaveLength(2);
    expect(screen.getByRole('link', { name: organizationTexts.back }).getAttribute('href')).toBe('/home/organizations');
  });

  it('keeps Create disabled while the organization name, a store name or a user first name is empty', async () => {
    customersServer();
    renderApp('/home/organizations/create-customer');
    await screen.findByRole('heading', { name: organizationTexts.newCustomer });
    const create = screen.getByRole('button', { name: organizationTexts.create }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    // The disabled Create says what is missing.
    const missing = () => document.getElementById(create.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(missing()).toBe(
      organizationTexts.createNeeds([
        organizationTexts.missingOrganizationName,
        organizationTexts.missingContactFirstName,
      ]),
    );
    type(label(organizationTexts.organizationName), 'Sunrise Sneakers');
    expect(create.disabled).toBe(true); // the main contact's first name is still empty
    type(label(organizationTexts.firstName), 'Rosa');
    await waitFor(() => expect(create.disabled).toBe(false));

    const store = screen.getAllByTestId('customer-store')[0]!;
    type(label(organizationTexts.storeName, store), ' ');
    await waitFor(() => expect(create.disabled).toBe(true));
    type(label(organizationTexts.storeName, store), 'Main Store');
    await waitFor(() => expect(create.disabled).toBe(false));

    expect(create.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: organizationTexts.addUser }));
    await waitFor(() => expect(create.disabled).toBe(true));
    // An empty account row says so.
    expect(missing()).toBe(organizationTexts.createNeeds([organizationTexts.missingUserFirstName(1)]));
    const account = screen.getByTestId('customer-user');
    type(label(organizationTexts.firstName, account), 'Tom');
    await waitFor(() => expect(create.disabled).toBe(false));
    type(label(organizationTexts.organizationName), '');
    await waitFor(() => expect(create.disabled).toBe(true));
  });

  it('shows the create-customer messages and sends nothing while the form is wrong', async () => {
    const calls = customersServer();
    renderApp('/home/organizations/create-customer');
    await screen.findByRole('heading', { name: organizationTexts.newCustomer });
    type(label(organizationTexts.organizationName), 'Sunrise Sneakers');
    type(label(organizationTexts.firstName), 'Rosa');
    fireEvent.click(screen.getByRole('button', { name: organizationTexts.addUser }));
    const account = screen.getByTestId('customer-user');
    type(label(organizationTexts.firstName, account), 'Tom');
    type(label(organizationTexts.email, account), 'grace@acme.test');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: organizationTexts.create }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: organizationTexts.create }));

    await waitFor(() => expect(screen.getAllByText(validationMessages.userLastNameRequired)).toHaveLength(2));
    expect(screen.getByText(validationMessages.userEmailRequired)).toBeTruthy();
    // An e-mail a saved user already has would be refused by the server.
    expect(screen.getByText(userServiceMessages.emailTaken)).toBeTruthy();
    expect(screen.getByText(addressTexts.line1Required)).toBeTruthy();
    expect(screen.getByText(addressTexts.countryRequired)).toBeTruthy();
    expect(screen.getByText(brandFocusTexts.chooseBrand)).toBeTruthy();

    const storeName = label(organizationTexts.storeName, screen.getAllByTestId('customer-store')[0]!);
    type(storeName, '');
    fireEvent.blur(storeName);
    expect(await screen.findByText(validationMessages.storeNameRequired)).toBeTruthy();
    type(label(organizationTexts.organizationName), '');
    fireEvent.blur(label(organizationTexts.organizationName));
    expect(await screen.findByText(validationMessages.organizationNameRequired)).toBeTruthy();
    expect(bodiesSent(calls, 'POST /api/organizations')).toHaveLength(0);
  });

  it("says a saved organization's name and a store name given twice before sending, keeping what was typed", async () => {
    const calls = customersServer();
    renderApp('/home/organizations/create-customer');
    await screen.findByRole('heading', { name: organizationTexts.newCustomer });
    fillOrganization();
    type(label(organizationTexts.organizationName), ` ${acme.name.toUpperCase()} `);
    type(label(organizationTexts.firstName), 'Rosa');
    fireEvent.click(screen.getByRole('button', { name: organizationTexts.addStore }));
    const stores = screen.getAllByTestId('customer-store');
    type(label(organizationTexts.storeName, stores[1]!), ' main store');
    await clickWhenEnabled(organizationTexts.create);

    expect(await screen.findByText(userServiceMessages.organizationNameTaken)).toBeTruthy();
    expect(within(stores[1]!).getByText(userServiceMessages.storeNameTaken)).toBeTruthy();
    expect(within(stores[0]!).queryByText(userServiceMessages.storeNameTaken)).toBeNull();
    expect(bodiesSent(calls, 'POST /api/organizations')).toHaveLength(0);
    expect((label(organizationTexts.organizationName) as HTMLInputElement).value).toBe(` ${acme.name.toUpperCase()} `);
  });

  it('creates a customer: a new contact with the customers Admin role, two stores, an account; then back to the list', async () => {
    const calls = customersServer({
      'POST /api/organizations': () =>
        ok(anOrganizationNamed('org-new', 'Sunrise Sneakers'), successToasts.customerCreated),
    });
    const router = renderApp('/home/organizations/create-customer');
    await screen.findByRole('heading', { name: organizationTexts.newCustomer });
    fillOrganization();

    type(label(organizationTexts.firstName), 'Rosa');
    await screen.findByRole('option', { name: organizationTexts.createNewUser });
    fireEvent.click(screen.getByRole('option', { name: organizationTexts.createNewUser }));
    type(label(organizationTexts.lastName), 'Parks');
    type(label(organizationTexts.email), 'Rosa@Sunrise.test');
    await waitFor(() => expect(label(organizationTexts.role).value).toBe('role-customer-admin'));
    // Only customer roles: a customer account holding a team role would be refused.
    expect([...label(organizationTexts.role).options].map((option) => option.value)).toEqual([
      '',
      'role-buyer',
      'role-customer-admin',
    ]);
    const contactCard = screen
      .getByRole('heading', { name: organizationTexts.mainContactSection })
      .closest('[data-slot=card]') as HTMLElement;
    fireEvent.click(within(contactCard).getByRole('checkbox', { name: organizationTexts.sendInvitation }));
    expect(screen.getByText(organizationTexts.usersBuyForEveryStore)).toBeTruthy();

    let [main] = screen.getAllByTestId('customer-store');
    chooseBrand(main!, 0, '1');
    fireEvent.click(within(main!).getByRole('button', { name: addressTexts.addBilling }));
    fireEvent.click(within(main!).getByLabelText(addressTexts.sameAsOrganization));
    fireEvent.click(within(main!).getByRole('button', { name: brandFocusTexts.addBrand }));
    expect(within(main!).getByTestId('store-0-brand-focus-store-type').textContent).toBe('Monobrand');
    chooseBrand(main!, 1, '2');
    expect(within(main!).getByTestId('store-0-brand-focus-store-type').textContent).toBe('Multi-Brand');
    fireEvent.click(within(main!).getAllByLabelText(brandFocusTexts.segmentations.best)[1]!);
    fireEvent.change(within(main!).getAllByLabelText(brandFocusTexts.catalogSegment)[0]!, {
      target: { value: 'crocs' },
    });
    fireEvent.change(label(storeTexts.ownership, main!), { target: { value: 'owned' } });

    fireEvent.click(screen.getByRole('button', { name: organizationTexts.addStore }));
    const second = screen.getAllByTestId('customer-store')[1]!;
    type(label(organizationTexts.storeName, second), 'Outlet');
    chooseBrand(second, 0, '2');
    fireEvent.click(within(second).getByRole('button', { name: addressTexts.addShipping }));
    type(label(addressTexts.line1, second), '9 Dock Rd');
    type(label(new RegExp(addressTexts.line2), second), 'Unit 2');
    type(label(addressTexts.city, second), 'Tampa');
    type(label(new RegExp(addressTexts.postalCode), second), '33601');
    type(label(addressTexts.state, second), 'FL');
    chooseCountry(second, 'US');

    fireEvent.click(screen.getByRole('button', { name: organizationTexts.addUser }));
    const account = screen.getByTestId('customer-user');
    type(label(organizationTexts.email, account), 'tom@sunrise.test');
    type(label(organizationTexts.firstName, account), 'Tom');
    type(label(organizationTexts.lastName, account), 'Lee');
    fireEvent.change(label(organizationTexts.role, account), { target: { value: 'role-buyer' } });
    fireEvent.click(within(account).getByRole('checkbox', { name: organizationTexts.sendInvitation }));

    [main] = screen.getAllByTestId('customer-store');
    fireEvent.click(screen.getByRole('button', { name: organizationTexts.create }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/organizations'));
    expect(await screen.findByText(successToasts.customerCreated)).toBeTruthy();
    const organizationAddress = { type: 'physical', line1: '5 Ocean Dr', city: 'Miami', state: 'FL', country: 'US' };
    expect(bodiesSent(calls, 'POST /api/organizations')).toEqual([
      {
        organization: { name: 'Sunrise Sneakers', type: 'external', address: organizationAddress },
        organizationMainContact: {
          email: 'rosa@sunrise.test',
          firstName: 'Rosa',
          lastName: 'Parks',
          roleId: 'role-customer-admin',
          prefilled: false,
          sendInvitation: true,
        },
        stores: [
          {
            name: 'Main Store',
            addresses: [{ ...organizationAddress, type: 'billing' }],
            brandFocusType: {
              storeType: 'multi-brand',
              brandSegmentation: [
                { brandId: 1, segmentation: 'good', catalogSegment: 'crocs' },
                { brandId: 2, segmentation: 'best' },
              ],
            },
            logoUrl: '/images/store-logo-placeholder.svg',
            ownership: 'owned',
          },
          {
            name: 'Outlet',
            addresses: [
              {
                type: 'shipping',
                line1: '9 Dock Rd',
                line2: 'Unit 2',
                city: 'Tampa',
                state: 'FL',
                postalCode: '33601',
                country: 'US',
              },
            ],
            brandFocusType: { storeType: 'monobrand', brandSegmentation: [{ brandId: 2, segmentation: 'good' }] },
            logoUrl: '/images/store-logo-placeholder.svg',
          },
        ],
        users: [
          { email: 'tom@sunrise.test', firstName: 'Tom', lastName: 'Lee', roleId: 'role-buyer', sendInvitation: true },
        ],
      },
    ]);
  });

  it('picking a saved user prefills and locks name, e-mail and role, and sends prefilled with the id', async () => {
    const calls = customersServer({
      'POST /api/organizations': () => ok(anOrganizationNamed('org-new', 'Sunrise Sneakers')),
    });
    renderApp('/home/organizations/create-customer');
    await screen.findByRole('heading', { name: organizationTexts.newCustomer });
    fillOrganization();
    const firstName = label(organizationTexts.firstName);
    fireEvent.focus(firstName);
    type(firstName, 'hop');
    const listbox = await screen.findByRole('listbox');
    // Only active saved customer accounts are offered (not Tina Hopps of the team), then 'Create new user ...'.
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Grace Hoppergrace@acme.test', organizationTexts.createNewUser]);
    fireEvent.keyDown(firstName, { key: 'Enter' });

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(firstName.value).toBe('Grace');
    expect(firstName.readOnly).toBe(true);
    expect(label(organizationTexts.lastName).value).toBe('Hopper');
    expect(label(organizationTexts.lastName).readOnly).toBe(true);
    expect(label(organizationTexts.email).value).toBe('grace@acme.test');
    expect(label(organizationTexts.email).readOnly).toBe(true);
    expect(label(organizationTexts.role).value).toBe('role-buyer');
    expect(label(organizationTexts.role).disabled).toBe(true);
    expect(screen.getByText(organizationTexts.savedUser)).toBeTruthy();

    chooseBrand(screen.getAllByTestId('customer-store')[0]!, 0, '1');
    fireEvent.click(screen.getByRole('button', { name: organizationTexts.create }));
    await waitFor(() => expect(bodiesSent(calls, 'POST /api/organizations')).toHaveLength(1));
    expect(
      (bodiesSent(calls, 'POST /api/organizations')[0] as { organizationMainContact: unknown }).organizationMainContact,
    ).toEqual({
      id: 'u-grace',
      email: 'grace@acme.test',
      firstName: 'Grace',
      lastName: 'Hopper',
      roleId: 'role-buyer',
      prefilled: true,
    });
  });

  it("a saved user can be let go: the fields unlock and empty, the role back to the customers' Admin", async () => {
    customersServer();
    renderApp('/home/organizations/create-customer');
    await screen.findByRole('heading', { name: organizationTexts.newCustomer });
    const firstName = label(organizationTexts.firstName);
    fireEvent.focus(firstName);
    type(firstName, 'grace');
    fireEvent.click(await screen.findByRole('option', { name: /Grace Hopper/ }));
    expect(firstName.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: organizationTexts.clearSavedUser }));
    expect(firstName.readOnly).toBe(false);
    expect(firstName.value).toBe('');
    expect(label(organizationTexts.role).value).toBe('role-customer-admin');
    expect(label(organizationTexts.role).disabled).toBe(false);
  });

  it("a refusal shows the server's message (or 'Failed to create customer') and still returns to the list", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    customersServer({ 'POST /api/organizations': () => failure(409, userServiceMessages.emailTaken) });
    const router = renderApp('/home/organizations/create-customer');
    await screen.findByRole('heading', { name: organizationTexts.newCustomer });
    fillOrganization();
    type(label(organizationTexts.firstName), 'Rosa');
    type(label(organizationTexts.lastName), 'Parks');
    type(label(organizationTexts.email), 'rosa@sunrise.test');
    chooseBrand(screen.getAllByTestId('customer-store')[0]!, 0, '1');
    await waitFor(() => expect(label(organizationTexts.role).value).toBe('role-customer-admin'));
    fireEvent.click(screen.getByRole('button', { name: organizationTexts.create }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/organizations'));
    expect(await screen.findByText(userServiceMessages.emailTaken)).toBeTruthy();
  });
});

describe('/home/organizations/edit/{organizationId}', () => {
  it("offers no discounts on the wholesaler's own organization (a customer's page has them)", async () => {
    customersServer({ 'GET /api/organizations/org-lineup': () => ok(lineup) });
    renderApp('/home/organizations/edit/org-lineup');
    expect(await screen.findByRole('heading', { name: organizationTexts.organizationAddress })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: organizationTexts.discountsSection })).toBeNull();
  });

  it("an unknown id says 'Organization not found' and returns to the list", async () => {
    customersServer({ 'GET /api/organizations/nope': () => failure(404, internalErrors.organizationNotFound) });
    const router = renderApp('/home/organizations/edit/nope');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/organizations'));
    expect(await screen.findByText(internalErrors.organizationNotFound)).toBeTruthy();
    expect(screen.getAllByText(internalErrors.organizationNotFound)).toHaveLength(1);
  });

  it('saves the name and the address separately', async () => {
    const calls = customersServer({
      'GET /api/organizations/org-acme': () => ok(acme),
      'PUT /api/organizations/name': (call) =>
        ok({ ...acme, name: (call.body as { name: string }).name }, successToasts.nameSaved),
      'PUT /api/organizations/org-acme/address': (call) =>
        ok({ ...acme, address: (call.body as { address: Organization['address'] }).address }),
    });
    renderApp('/home/organizations/edit/org-acme');
    expect(await screen.findByRole('heading', { name: organizationTexts.editCustomer })).toBeTruthy();
    const name = await screen.findByLabelText(organizationTexts.organizationName);
    expect((name as HTMLInputElement).value).toBe('Acme Shoes');
    // A refused name says why under the field, and Save name waits for a good one.
    const saveName = () => screen.getByRole('button', { name: organizationTexts.saveName }) as HTMLButtonElement;
    type(name, 'x'.repeat(101));
    expect(await screen.findByText(validationMessages.nameTooLong)).toBeTruthy();
    expect(saveName().disabled).toBe(true);
    type(name, ' ');
    expect(await screen.findByText(validationMessages.organizationNameRequired)).toBeTruthy();
    expect(saveName().disabled).toBe(true);
    type(name, 'Acme Shoes & Boots');
    await clickWhenEnabled(organizationTexts.saveName);
    expect(await screen.findByText(successToasts.nameSaved)).toBeTruthy();
    expect(bodiesSent(calls, 'PUT /api/organizations/name')).toEqual([
      { organizationId: 'org-acme', name: 'Acme Shoes & Boots' },
    ]);
    expect(bodiesSent(calls, 'PUT /api/organizations/org-acme/address')).toHaveLength(0);

    type(label(new RegExp(addressTexts.line2)), 'Floor 3');
    type(label(new RegExp(addressTexts.postalCode)), '33101');
    await clickWhenEnabled(organizationTexts.saveAddress);
    expect(await screen.findByText(successToasts.addressSaved)).toBeTruthy();
    expect(bodiesSent(calls, 'PUT /api/organizations/org-acme/address')).toEqual([
      { address: { ...usAddress, line2: 'Floor 3', postalCode: '33101' } },
    ]);
  });

  it('saves a discount per brand; an empty field is none and a percent over 100 blocks Save', async () => {
    const calls = customersServer({
      'GET /api/organizations/org-acme': () => ok({ ...acme, discounts: { '2': 5 } }),
      'PUT /api/organizations/update-discounts': (call) =>
        ok({ ...acme, discounts: (call.body as { discounts: Record<string, number> }).discounts }),
    });
    renderApp('/home/organizations/edit/org-acme');
    const crocs = await screen.findByLabelText(organizationTexts.discountLabel('Crocs'));
    const hoka = screen.getByLabelText(organizationTexts.discountLabel('Hoka'));
    expect((hoka as HTMLInputElement).value).toBe('5');
    type(crocs, '120');
    expect(await screen.findByText(organizationTexts.discountInvalid)).toBeTruthy();
    expect((screen.getByRole('button', { name: organizationTexts.saveDiscounts }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    type(crocs, '12.5');
    type(hoka, '');
    await clickWhenEnabled(organizationTexts.saveDiscounts);
    expect(await screen.findByText(organizationTexts.discountsSaved)).toBeTruthy();
    expect(bodiesSent(calls, 'PUT /api/organizations/update-discounts')).toEqual([
      { organizationId: 'org-acme', discounts: { '1': 12.5 } },
    ]);
  });

  it("falls back to 'Failed to save name' and 'Failed to save address' when the server gives no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    customersServer({
      'GET /api/organizations/org-acme': () => ok(acme),
      'PUT /api/organizations/name': () => new Response('oops', { status: 500 }),
      'PUT /api/organizations/org-acme/address': () => new Response('oops', { status: 500 }),
    });
    renderApp('/home/organizations/edit/org-acme');
    type(await screen.findByLabelText(organizationTexts.organizationName), 'Acme 2');
    await clickWhenEnabled(organizationTexts.saveName);
    expect(await screen.findByText(failureToasts.saveNameFallback)).toBeTruthy();
    type(label(addressTexts.city), 'Orlando');
    await clickWhenEnabled(organizationTexts.saveAddress);
    expect(await screen.findByText(failureToasts.saveAddressFallback)).toBeTruthy();
  });
});
