import { INTERNAL_ORGANIZATION_NAME } from '@lineup/contracts/constants';
import type { Address } from '@lineup/contracts/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsersDb } from '../db/database';
import { businessStores, organizations } from '../db/schema';
import { insertCustomerAccount, insertCustomerOrganization, insertStore } from '../test-support/customer-fixtures';
import { openSeededUsersDatabase, type SeededUsersDatabase } from '../test-support/users-test-world';
import { createOrderStoreDirectory, shippingAddressId } from './order-store-directory';

let database: SeededUsersDatabase;
let db: UsersDb;
let seeded: SeededUsersDatabase['seed'];
beforeAll(async () => {
  database = await openSeededUsersDatabase();
  ({ db, seed: seeded } = database);
});
afterAll(() => database.dispose());

describe('createOrderStoreDirectory', () => {
  it("answers a customer's store with its organization, type, addresses, main contact and discounts", async () => {
    const organizationId = await insertCustomerOrganization(db, 'Directory Shoes');
    const buyer = await insertCustomerAccount(db, organizationId);
    const address: Address = { type: 'shipping', line1: '1 Dock Rd', city: 'Reno', state: 'NV', country: 'US' };
    const storeId = await insertStore(db, {
      organizationId,
      name: 'Reno Store',
      segments: [{ brandId: 1 }, { brandId: 2 }],
      addresses: [address],
    });
    await db.update(businessStores).set({ mainContactUserId: buyer }).where(eq(businessStores.id, storeId));
    await db
      .update(organizations)
      .set({ discounts: { '1': 12.5 } })
      .where(eq(organizations.id, organizationId));

    const store = await createOrderStoreDirectory(db).findStore(storeId);
    expect(store).toMatchObject({
      storeId,
      storeName: 'Reno Store',
      storeType: 'multi-brand',
      storeStatus: 'active',
      organizationId,
      organizationName: 'Directory Shoes',
      organizationStatus: 'active',
      addresses: [address],
      shippingAddresses: [
        { id: shippingAddressId(address), line1: '1 Dock Rd', city: 'Reno', state: 'NV', country: 'US' },
      ],
      wholesalerName: INTERNAL_ORGANIZATION_NAME,
      mainContact: { firstName: 'Bea', lastName: expect.stringMatching(/^Buyer /) },
    });
    expect(store?.discountPercent(1)).toBe(12.5);
    expect(store?.discountPercent(2)).toBe(0);
  });

  it('names each shipping address by what it says: billing ones are no ship-to, an edited one is another', async () => {
    const organizationId = await insertCustomerOrganization(db, 'Ship To Shoes');
    const billing = { type: 'billing' as const, line1: '1 Bill St', city: 'Elko', state: 'NV', country: 'US' as const };
    const shipping = {
      type: 'shipping' as const,
      line1: '2 Ship Rd',
      line2: '',
      city: 'Elko',
      state: 'NV',
      postalCode: '89801',
      country: 'US' as const,
    };
    const storeId = await insertStore(db, { organizationId, name: 'Elko Store', addresses: [billing, shipping] });
    const directory = createOrderStoreDirectory(db);
    const [listed] = (await directory.findStore(storeId))!.shippingAddresses;
    expect((await directory.findStore(storeId))!.shippingAddresses).toEqual([
      { id: listed!.id, line1: '2 Ship Rd', city: 'Elko', state: 'NV', postalCode: '89801', country: 'US' },
    ]);
    expect(listed!.id).toMatch(/^[0-9a-f]{16}$/);
    // The same address of another store is named alike; a store with nothing to ship to has no ship-to.
    const twin = await insertStore(db, { organizationId, name: 'Elko Twin', addresses: [shipping] });
    expect((await directory.findStore(twin))!.shippingAddresses[0]!.id).toBe(listed!.id);
    const billingOnly = await insertStore(db, { organizationId, name: 'Elko Office', addresses: [billing] });
    expect((await directory.findStore(billingOnly))!.shippingAddresses).toEqual([]);

    await db
      .update(businessStores)
      .set({ addresses: [billing, { ...shipping, postalCode: '89803' }] })
      .where(eq(businessStores.id, storeId));
    const [edited] = (await directory.findStore(storeId))!.shippingAddresses;
    expect(edited).toMatchObject({ postalCode: '89803' });
    expect(edited!.id).not.toBe(listed!.id);
  });

  it('knows no store of the business itself, no unknown id and no malformed one', async () => {
    const directory = createOrderStoreDirectory(db);
    const own = await insertStore(db, { organizationId: seeded.organizationId, name: 'Showroom' });
    expect(await directory.findStore(own)).toBeNull();
    expect(await directory.findStore('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await directory.findStore('not-an-id')).toBeNull();
  });

  it('lists the active customer organizations only', async () => {
    const open = await insertCustomerOrganization(db, 'Listed Shoes');
    const closed = await insertCustomerOrganization(db, 'Closed Shoes', 'inactive');
    const listed = (await createOrderStoreDirectory(db).listActiveCustomerOrganizations()).map(
      (organization) => organization.organizationId,
    );
    expect(listed).toContain(open);
    expect(listed).not.toContain(closed);
    expect(listed).not.toContain(seeded.organizationId);
  });
});
