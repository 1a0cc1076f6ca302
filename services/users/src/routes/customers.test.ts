import { addressMessages } from '@lineup/contracts/address-messages';
import { errorMessages, failureToasts, successToasts, validationMessages } from '@lineup/contracts/messages';
import { STORE_LOGO_PLACEHOLDER_URL } from '@lineup/contracts/stores';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { openUsersApi, type UsersApi } from '@lineup/users/test-support/users-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsersDb } from '../db/database';
import { businessStores, organizations, users } from '../db/schema';

let api: UsersApi;
let db: UsersDb;
let seed: UsersApi['seed'];

beforeAll(async () => {
  api = await openUsersApi();
  ({ db, seed } = api);
});
afterAll(() => api.dispose());

const call = (method: string, path: string, body?: unknown) => api.call(method, path, body);

const address = (type: string) => ({
  type,
  line1: '1 Main St',
  city: 'Miami',
  state: 'FL',
  postalCode: '33101',
  country: 'US',
});

function newCustomer(name: string, email: string) {
  return {
    organization: { name, type: 'external', address: address('physical') },
    organizationMainContact: {
      email,
      firstName: 'Mia',
      lastName: 'Contact',
      roleId: seed.customerRoleId,
      prefilled: false,
    },
    stores: [
      {
        name: 'Main Store',
        addresses: [address('billing'), address('shipping')],
        mainContactUserEmail: email,
        brandFocusType: { storeType: 'monobrand', brandSegmentation: [{ brandId: 1, segmentation: 'good' }] },
      },
      {
        name: 'New Store',
        brandFocusType: {
          storeType: 'monobrand',
          brandSegmentation: [
            { brandId: 1, segmentation: 'better' },
            { brandId: 2, segmentation: 'best' },
          ],
        },
      },
    ],
    users: [{ email: `buyer.${email}`, firstName: 'Bob', lastName: 'Buyer', roleId: seed.customerRoleId }],
  };
}

const counts = async () => ({
  organizations: (await db.select().from(organizations)).length,
  users: (await db.select().from(users)).length,
  stores: (await db.select().from(businessStores)).length,
});

describe('new customer', () => {
  it('creates the organization, main contact, stores and accounts together', async () => {
    const { status, body } = await call(
      'POST',
      '/api/register-new-customer/register-new-customer',
      newCustomer('Shoe Palace', 'mia@palace.com'),
    );
    expect(status).toBe(201);
    expect(body.message).toBe(successToasts.customerCreated);
    expect(body.data).toMatchObject({ name: 'Shoe Palace', type: 'external', storesCount: 2, usersCount: 2 });
    const stores = (await call('GET', '/api/stores')).body.data.filter((s: any) => s.organizationId === body.data.id);
    const byName = Object.fromEntries(stores.map((s: any) => [s.name, s]));
    expect(byName['Main Store'].brandFocusType.storeType).toBe('monobrand');
    // The focus type follows the number of brands, whatever was sent.
    expect(byName['New Store'].brandFocusType.storeType).toBe('multi-brand');
    expect(byName['Main Store'].logoUrl).toBe(STORE_LOGO_PLACEHOLDER_URL);
    // Every account of the flow, the main contact first, buys for every store.
    const buyer = (await db.select().from(users)).find((user) => user.email === 'buyer.mia@palace.com')!;
    for (const store of stores) expect(store.userIds.sort()).toEqual([body.data.mainContactUserId, buyer.id].sort());
  });

  it('creates nothing when any part fails (an e-mail already taken by the last account)', async () => {
    const before = await counts();
    const payload = newCustomer('Half Written', 'half@written.com');
    payload.users = [{ email: 'ADMIN@example.com', firstName: 'Dup', lastName: 'Licate', roleId: seed.customerRoleId }];
    const { status, body } = await call('POST', '/api/organizations', payload);
    expect(status).toBe(409);
    expect(body.message).toBe(userServiceMessages.emailTaken);
    expect(await counts()).toEqual(before);
  });

  it.each([
    [
      'organization name',
      (p: any): void => {
        p.organization.name = ' ';
      },
      validationMessages.organizationNameRequired,
    ],
    [
      'store name',
      (p: any): void => {
        p.stores[1].name = '';
      },
      validationMessages.storeNameRequired,
    ],
    [
      'organization name of 101 characters',
      (p: any): void => {
        p.organization.name = 'x'.repeat(101);
      },
      validationMessages.nameTooLong,
    ],
    [
      'store name of 101 characters',
      (p: any): void => {
        p.stores[0].name = 'x'.repeat(101);
      },
      validationMessages.nameTooLong,
    ],
    [
      'user first name',
      (p: any): void => {
        p.users[0].firstName = '';
      },
      validationMessages.userFirstNameRequired,
    ],
    [
      'user last name',
      (p: any): void => {
        p.users[0].lastName = '';
      },
      validationMessages.userLastNameRequired,
    ],
    [
      'user e-mail',
      (p: any): void => {
        p.users[0].email = '';
      },
      validationMessages.userEmailRequired,
    ],
    [
      'country outside the list',
      (p: any): void => {
        p.organization.address.country = 'ZZ';
      },
      errorMessages.businessStores[400],
    ],
    [
      'United States postal code of 6 digits',
      (p: any): void => {
        p.organization.address.postalCode = '123456';
      },
      addressMessages.usPostalCode,
    ],
  ])("refuses a missing or bad %s with that field's message and creates nothing", async (_label, spoil, message) => {
    const before = await counts();
    const payload = newCustomer('Invalid Co', 'someone@invalid.com');
    spoil(payload);
    const { status, body } = await call('POST', '/api/organizations', payload);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
    expect(await counts()).toEqual(before);
  });

  it('lets a saved customer account be the main contact of the new organization; it buys for its stores', async () => {
    const first = await call('POST', '/api/organizations', newCustomer('First Home Co', 'saved@first.com'));
    const savedId = first.body.data.mainContactUserId;
    const payload = newCustomer('Saved Contact Co', 'saved@first.com');
    payload.organizationMainContact = { ...payload.organizationMainContact, prefilled: true, id: savedId } as any;
    payload.users = [];
    const { status, body } = await call('POST', '/api/organizations', payload);
    expect(status).toBe(201);
    expect(body.data.mainContactUserId).toBe(savedId);
    const stores = (await call('GET', '/api/stores')).body.data.filter((s: any) => s.organizationId === body.data.id);
    expect(stores.map((store: any) => store.userIds)).toEqual([[savedId], [savedId]]);
  });

  it('refuses a saved team member joining with a customer role, and creates nothing', async () => {
    const before = await counts();
    const payload = newCustomer('Team Contact Co', 'admin@example.com');
    payload.organizationMainContact = {
      ...payload.organizationMainContact,
      prefilled: true,
      id: seed.adminUserId,
    } as any;
    payload.users = [];
    const { status, body } = await call('POST', '/api/organizations', payload);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: userServiceMessages.internalUserNeedsInternalRole });
    expect(await counts()).toEqual(before);
  });

  it('refuses customer accounts given a team role, and creates nothing', async () => {
    const before = await counts();
    const contactWithTeamRole = newCustomer('Wrong Role Co', 'wrong@role.com');
    contactWithTeamRole.organizationMainContact.roleId = seed.adminRoleId;
    const accountWithTeamRole = newCustomer('Wrong Role Co', 'wrong@role.com');
    accountWithTeamRole.users[0]!.roleId = seed.adminRoleId;
    for (const payload of [contactWithTeamRole, accountWithTeamRole]) {
      const { status, body } = await call('POST', '/api/organizations', payload);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, message: userServiceMessages.externalUserNeedsExternalRole });
    }
    expect(await counts()).toEqual(before);
  });
});

describe('organizations', () => {
  it('refuses a second organization of a name already taken, whatever its case, on create and on rename', async () => {
    const first = await call('POST', '/api/organizations', newCustomer('Sole Street', 'a@sole-street.com'));
    expect(first.status).toBe(201);
    const before = await counts();
    const again = await call('POST', '/api/organizations', newCustomer('  SOLE street ', 'b@sole-street.com'));
    expect(again).toMatchObject({ status: 409, body: { message: userServiceMessages.organizationNameTaken } });
    expect(await counts()).toEqual(before);
    // The internal organization's name is taken too.
    const internal = await call('POST', '/api/organizations', newCustomer('lineup', 'c@sole-street.com'));
    expect(internal.status).toBe(409);

    const other = await call('POST', '/api/organizations', newCustomer('Maple Trail', 'd@maple.com'));
    const rename = (name: string) =>
      call('PUT', '/api/organizations/name', { organizationId: other.body.data.id, name });
    expect(await rename('Sole STREET')).toMatchObject({
      status: 409,
      body: { message: userServiceMessages.organizationNameTaken },
    });
    // Its own name in another case is still its own.
    expect(await rename('MAPLE TRAIL')).toMatchObject({ status: 200, body: { data: { name: 'MAPLE TRAIL' } } });
  });

  it('renames, moves and changes the status of an organization; unknown ids get 404', async () => {
    const { body: created } = await call('POST', '/api/organizations', newCustomer('Rename Me', 'r@rename.com'));
    const id = created.data.id;
    const renamed = await call('PUT', '/api/organizations/name', { organizationId: id, name: 'Renamed' });
    expect(renamed.body).toMatchObject({ message: successToasts.nameSaved, data: { name: 'Renamed' } });
    const empty = await call('PUT', '/api/organizations/name', { organizationId: id, name: '' });
    expect(empty).toMatchObject({ status: 400, body: { message: validationMessages.organizationNameRequired } });
    const moved = await call('PUT', `/api/organizations/${id}/address`, {
      address: { ...address('physical'), city: 'Tampa' },
    });
    expect(moved.body).toMatchObject({ message: successToasts.addressSaved, data: { address: { city: 'Tampa' } } });
    const badAddress = await call('PUT', `/api/organizations/${id}/address`, {
      address: { ...address('physical'), line1: '' },
    });
    expect(badAddress).toMatchObject({ status: 400, body: { message: failureToasts.saveAddressFallback } });
    const status = await call('PUT', `/api/organizations/${id}/status`, { status: 'inactive' });
    expect(status.body.data.status).toBe('inactive');
    const unknown = await call('PUT', '/api/organizations/name', { organizationId: 'nope', name: 'X' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Organization not found' } });
  });
});

describe('stores', () => {
  async function aStore() {
    const { body } = await call(
      'POST',
      '/api/organizations',
      newCustomer(`Org ${Math.random()}`, `c${Math.random()}@x.com`),
    );
    const created = await call('POST', '/api/stores', {
      organizationId: body.data.id,
      name: 'Outlet',
      status: 'active',
      addresses: [],
      brandFocusType: { storeType: 'monobrand', brandSegmentation: [{ brandId: 1, segmentation: 'good' }] },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(successToasts.storeCreated);
    return created.body.data;
  }

  it('refuses a store without a brand segmentation or name, and answers 404 for an unknown store', async () => {
    const { body } = await call('POST', '/api/organizations', newCustomer('Store Rules', 'rules@x.com'));
    const noBrand = await call('POST', '/api/stores', {
      organizationId: body.data.id,
      name: 'X',
      brandFocusType: { storeType: 'monobrand', brandSegmentation: [] },
    });
    expect(noBrand).toEqual({ status: 400, body: { success: false, message: errorMessages.businessStores[400] } });
    const unknown = await call('GET', '/api/stores/00000000-0000-4000-8000-000000000000');
    expect(unknown).toEqual({ status: 404, body: { success: false, message: errorMessages.businessStores[404] } });
  });

  it('updates basic info, addresses, status and brand focus, each naming the revision', async () => {
    const store = await aStore();
    const info = await call('PATCH', `/api/stores/${store.id}/basic-info`, { newName: 'Outlet 2', _revision: 1 });
    expect(info.body).toMatchObject({
      message: successToasts.storeBasicInfoUpdated,
      data: { name: 'Outlet 2', _revision: 2 },
    });
    const billing = await call('POST', `/api/stores/${store.id}/address`, {
      address: address('billing'),
      _revision: 2,
    });
    expect(billing.body.data.addresses).toHaveLength(1);
    const second = await call('POST', `/api/stores/${store.id}/address`, { address: address('billing'), _revision: 3 });
    expect(second.status).toBe(400);
    const replaced = await call('PUT', `/api/stores/${store.id}/addresses`, {
      addresses: [address('billing'), address('shipping')],
      _revision: 3,
    });
    expect(replaced.body).toMatchObject({ message: successToasts.storeAddressesUpdated });
    const status = await call('PUT', `/api/stores/${store.id}/status`, { newStatus: 'inactive', _revision: 4 });
    expect(status.body).toMatchObject({ message: successToasts.storeStatusUpdated, data: { status: 'inactive' } });
    const again = await call('PUT', `/api/stores/${store.id}/status`, { newStatus: 'inactive', _revision: 5 });
    expect(again).toMatchObject({ status: 409, body: { message: failureToasts.storeStatusAlreadySet } });
    const focus = await call('PUT', `/api/stores/${store.id}/brand-focus-type`, {
      newBrandFocusType: {
        storeType: 'monobrand',
        brandSegmentation: [
          { brandId: 1, segmentation: 'good' },
          { brandId: 3, segmentation: 'best' },
        ],
      },
      _revision: 5,
    });
    expect(focus.body.data.brandFocusType.storeType).toBe('multi-brand');
  });

  it('refuses an update naming an older revision and changes nothing', async () => {
    const store = await aStore();
    await call('PATCH', `/api/stores/${store.id}/basic-info`, { newName: 'First', _revision: 1 });
    const stale = await call('PATCH', `/api/stores/${store.id}/basic-info`, { newName: 'Lost', _revision: 1 });
    expect(stale).toMatchObject({ status: 409, body: { message: userServiceMessages.staleRevision } });
    expect((await call('GET', `/api/stores/${store.id}`)).body.data).toMatchObject({ name: 'First', _revision: 2 });
  });
});

describe('the internal organization', () => {
  it('keeps its name and status', async () => {
    const rename = await call('PUT', '/api/organizations/name', { organizationId: seed.organizationId, name: 'Other' });
    expect(rename).toEqual({
      status: 400,
      body: { success: false, message: userServiceMessages.internalOrganizationProtected },
    });
    const status = await call('PUT', `/api/organizations/${seed.organizationId}/status`, { status: 'inactive' });
    expect(status.status).toBe(400);
    expect((await call('GET', `/api/organizations/${seed.organizationId}`)).body.data).toMatchObject({
      name: 'Lineup',
      status: 'active',
    });
  });
});
