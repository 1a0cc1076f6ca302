import { errorMessages } from '@lineup/contracts/messages';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { openUsersApi, type UsersApi } from '@lineup/users/test-support/users-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsersDb } from '../db/database';
import { businessStores } from '../db/schema';

let api: UsersApi;
let db: UsersDb;
let seed: UsersApi['seed'];
let organizationId: string;
let contactId: string;

const call = (method: string, path: string, body?: unknown) => api.call(method, path, body);

/** A customer organization in Miami and its main contact, as the new-customer flow sends them. */
const customerIn = (
  name: string,
  line1: string,
  mainContact: { email: string; firstName: string; lastName: string },
) => ({
  organization: { name, address: { type: 'physical', line1, city: 'Miami', state: 'FL', country: 'US' } },
  organizationMainContact: { ...mainContact, roleId: seed.customerRoleId },
});
const storeCount = async () => (await db.select({ id: businessStores.id }).from(businessStores)).length;

beforeAll(async () => {
  api = await openUsersApi();
  ({ db, seed } = api);
  const created = await call('POST', '/api/organizations', {
    ...customerIn('Segment Shoes', '1 Main St', { email: 'sam@segment.test', firstName: 'Sam', lastName: 'Seg' }),
    stores: [
      {
        name: 'Flagship',
        ownership: 'wholesale_account',
        brandFocusType: {
          storeType: 'monobrand',
          brandSegmentation: [
            { brandId: 1, segmentation: 'good', catalogSegment: 'crocs' },
            { brandId: 2, segmentation: 'best' },
          ],
        },
      },
    ],
  });
  expect(created.status).toBe(201);
  organizationId = created.body.data.id;
  contactId = created.body.data.mainContactUserId;
});
afterAll(() => api.dispose());

describe('catalog segments and ownership of a store', () => {
  it('are kept from the new-customer flow; a brand without a segment answers null', async () => {
    const stores = (await call('GET', '/api/stores')).body.data;
    const flagship = stores.find((store: any) => store.name === 'Flagship');
    expect(flagship.ownership).toBe('wholesale_account');
    expect(flagship.brandFocusType).toEqual({
      storeType: 'multi-brand',
      brandSegmentation: [
        { brandId: 1, segmentation: 'good', catalogSegment: 'crocs' },
        { brandId: 2, segmentation: 'best', catalogSegment: null },
      ],
    });
  });

  it('are kept on store creation, and the main contact buys for the new store', async () => {
    const { status, body } = await call('POST', '/api/stores', {
      organizationId,
      name: 'Outlet',
      mainContactUserId: contactId,
      ownership: 'owned',
      brandFocusType: {
        storeType: 'monobrand',
        brandSegmentation: [{ brandId: 1, segmentation: 'better', catalogSegment: 'athletic' }],
      },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      ownership: 'owned',
      userIds: [contactId],
      brandFocusType: { brandSegmentation: [{ brandId: 1, segmentation: 'better', catalogSegment: 'athletic' }] },
    });
    const plain = await call('POST', '/api/stores', {
      organizationId,
      name: 'Kiosk',
      brandFocusType: { storeType: 'monobrand', brandSegmentation: [{ brandId: 1, segmentation: 'good' }] },
    });
    expect(plain.body.data).toMatchObject({ ownership: null, userIds: [] });
  });

  it('refuse an unknown ownership or catalog segment, and create nothing', async () => {
    const before = await storeCount();
    const focus = (catalogSegment: string) => ({
      storeType: 'monobrand',
      brandSegmentation: [{ brandId: 1, segmentation: 'good', catalogSegment }],
    });
    for (const change of [
      { ownership: 'franchise', brandFocusType: focus('athletic') },
      { ownership: 'owned', brandFocusType: focus('unsorted') },
    ]) {
      const answer = await call('POST', '/api/stores', { organizationId, name: 'Nope', ...change });
      expect(answer).toEqual({ status: 400, body: { success: false, message: errorMessages.businessStores[400] } });
    }
    expect(await storeCount()).toBe(before);
  });

  it('change with the basic info (left out, the ownership stays) and with the brand focus', async () => {
    const created = await call('POST', '/api/stores', {
      organizationId,
      name: 'Corner',
      brandFocusType: { storeType: 'monobrand', brandSegmentation: [{ brandId: 1, segmentation: 'good' }] },
    });
    const id = created.body.data.id;
    const basicInfo = (revision: number, extra: object) =>
      call('PATCH', `/api/stores/${id}/basic-info`, { newName: 'Corner', _revision: revision, ...extra });

    const partner = await basicInfo(created.body.data._revision, { newOwnership: 'partner' });
    expect(partner.body.data.ownership).toBe('partner');
    const untouched = await basicInfo(partner.body.data._revision, { newDescription: 'By the park' });
    expect(untouched.body.data).toMatchObject({ ownership: 'partner', description: 'By the park' });
    const cleared = await basicInfo(untouched.body.data._revision, { newOwnership: null });
    expect(cleared.body.data.ownership).toBeNull();
    const wrong = await basicInfo(cleared.body.data._revision, { newOwnership: 'franchise' });
    expect(wrong.status).toBe(400);

    const focus = await call('PUT', `/api/stores/${id}/brand-focus-type`, {
      newBrandFocusType: {
        storeType: 'monobrand',
        brandSegmentation: [
          { brandId: 1, segmentation: 'best', catalogSegment: 'boutique' },
          { brandId: 3, segmentation: 'good', catalogSegment: null },
        ],
      },
      _revision: cleared.body.data._revision,
    });
    expect(focus.status).toBe(200);
    expect(focus.body.data.brandFocusType).toEqual({
      storeType: 'multi-brand',
      brandSegmentation: [
        { brandId: 1, segmentation: 'best', catalogSegment: 'boutique' },
        { brandId: 3, segmentation: 'good', catalogSegment: null },
      ],
    });
  });

  it('holds only the known ownership values in the database itself', async () => {
    await expect(
      db.insert(businessStores).values({
        organizationId,
        name: 'Bypass',
        logoUrl: '/x.svg',
        ownership: 'franchise' as 'owned',
      }),
    ).rejects.toThrow();
  });
});

describe('store names', () => {
  const focus = { storeType: 'monobrand', brandSegmentation: [{ brandId: 1, segmentation: 'good' }] };

  it('are unique within an organization whatever their case, on create and on rename, and change nothing when taken', async () => {
    const first = await call('POST', '/api/stores', { organizationId, name: 'Harbor', brandFocusType: focus });
    expect(first.status).toBe(201);
    const before = await storeCount();
    const taken = { status: 409, body: { success: false, message: userServiceMessages.storeNameTaken } };
    expect(await call('POST', '/api/stores', { organizationId, name: ' harbor ', brandFocusType: focus })).toEqual(
      taken,
    );
    expect(await storeCount()).toBe(before);

    const other = await call('POST', '/api/stores', { organizationId, name: 'Pier', brandFocusType: focus });
    const rename = (newName: string) =>
      call('PATCH', `/api/stores/${other.body.data.id}/basic-info`, { newName, _revision: other.body.data._revision });
    expect(await rename('HARBOR')).toEqual(taken);
    expect((await rename('Pier')).status).toBe(200);
  });

  it("may repeat another organization's store name", async () => {
    const elsewhere = await call('POST', '/api/organizations', {
      ...customerIn('Elsewhere Shoes', '2 Main St', {
        email: 'eve@elsewhere.test',
        firstName: 'Eve',
        lastName: 'Else',
      }),
      stores: [{ name: 'Harbor', brandFocusType: focus }],
      users: [],
    });
    expect(elsewhere.status).toBe(201);
  });
});
