import { addressMessages } from '@lineup/contracts/address-messages';
import { errorMessages, failureToasts, successToasts } from '@lineup/contracts/messages';
import { addCustomer, openUsersApi, storeIdNamed, type UsersApi } from '@lineup/users/test-support/users-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessStores, organizations } from '../db/schema';

let api: UsersApi;
let organizationId: string;
let storeId: string;

beforeAll(async () => {
  api = await openUsersApi();
  await addCustomer(api, {
    name: 'Maple Trail',
    mainContact: { email: 'ana@maple.test', firstName: 'Ana' },
    stores: [{ name: 'Maple Downtown', segmentation: 'good' }],
  });
  const customers = (await api.call('GET', '/api/organizations')).body.data as { id: string; name: string }[];
  organizationId = customers.find((organization) => organization.name === 'Maple Trail')!.id;
  storeId = await storeIdNamed(api, 'Maple Downtown');
});
afterAll(() => api.dispose());

const physical = (country: string, postalCode: string, state = 'ST') => ({
  address: { type: 'physical', line1: '100 King St W', city: 'Toronto', state, country, postalCode },
});
const savedOrganizationAddress = async () =>
  (await api.db.select().from(organizations).where(eq(organizations.id, organizationId)))[0]!.address;
const savedStoreAddresses = async () =>
  (await api.db.select().from(businessStores).where(eq(businessStores.id, storeId)))[0]!.addresses;

describe('addresses outside the United States', () => {
  it("saves an organization's Canadian, British, German and Mexican postal codes as typed", async () => {
    for (const [country, postalCode] of [
      ['CA', 'M5H 1K4'],
      ['GB', 'SW1A 1AA'],
      ['DE', '10115'],
      ['MX', '06600'],
      ['US', '33101'],
    ] as const) {
      const saved = await api.call(
        'PUT',
        `/api/organizations/${organizationId}/address`,
        physical(country, postalCode),
      );
      expect(saved, country).toMatchObject({ status: 200, body: { message: successToasts.addressSaved } });
      expect(await savedOrganizationAddress()).toMatchObject({ country, postalCode });
    }
  });

  it('saves an address without a postal code in a country that has none', async () => {
    const { address } = physical('AW', '');
    const { postalCode: _none, ...withoutPostalCode } = address;
    const saved = await api.call('PUT', `/api/organizations/${organizationId}/address`, { address: withoutPostalCode });
    expect(saved.status).toBe(200);
    expect(await savedOrganizationAddress()).toEqual(withoutPostalCode);
  });

  it("answers a postal code of the wrong format 400, naming the country's format, and saves nothing", async () => {
    const before = await savedOrganizationAddress();
    for (const [country, postalCode, message] of [
      ['CA', '514', 'Enter a postal code in the format A1A 1A1 for Canada'],
      ['GB', '12345', 'Enter a postal code in the format SW1A 1AA for United Kingdom'],
      ['US', '123456', addressMessages.usPostalCode],
    ] as const) {
      const refused = await api.call(
        'PUT',
        `/api/organizations/${organizationId}/address`,
        physical(country, postalCode),
      );
      expect(refused, country).toEqual({ status: 400, body: { success: false, message } });
    }
    expect(await savedOrganizationAddress()).toEqual(before);
    // Any other problem keeps the address's own message.
    const noLine1 = physical('CA', 'M5H 1K4');
    noLine1.address.line1 = '';
    const refused = await api.call('PUT', `/api/organizations/${organizationId}/address`, noLine1);
    expect(refused.body.message).toBe(failureToasts.saveAddressFallback);
  });

  it("refuses a store's address in the wrong format the same way, and keeps its addresses", async () => {
    const store = (await api.call('GET', `/api/stores/${storeId}`)).body.data;
    const before = await savedStoreAddresses();
    const refused = await api.call('PUT', `/api/stores/${storeId}/addresses`, {
      addresses: [{ ...physical('DE', '1011').address, type: 'billing' }],
      _revision: store._revision,
    });
    expect(refused).toEqual({
      status: 400,
      body: { success: false, message: addressMessages.postalCodeFormat('12345', 'Germany') },
    });
    expect(await savedStoreAddresses()).toEqual(before);
    const unknownCountry = await api.call('PUT', `/api/stores/${storeId}/addresses`, {
      addresses: [{ ...physical('ZZ', '1011').address, type: 'billing' }],
      _revision: store._revision,
    });
    expect(unknownCountry.body.message).toBe(errorMessages.businessStores[400]);
  });
});
