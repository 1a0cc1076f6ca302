import { portalMessages } from '@lineup/contracts/portal-messages';
import { organizationMemberships, roles, storeUsers } from '@lineup/users/db/schema';
import { insertCustomerAccount, insertStore } from '@lineup/users/test-support/customer-fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/orders-schema';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';

// A customer account may belong to several organizations (a saved account made the main contact
// of a new customer joins it): it buys for its stores in each, and orders go to the store's
// organization, whatever organization its token names.

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
const store = { annex: '', stray: '' };
let strayBuyer = '';
beforeAll(async () => {
  w = await openPortalOrdersWorld();
  const { usersDb } = w.t;
  const [role] = await usersDb.select({ id: roles.id }).from(roles).where(eq(roles.type, 'external')).limit(1);
  // Bravo's buyer joins Alpha and buys for its Annex.
  await usersDb
    .insert(organizationMemberships)
    .values({ userId: w.ids.bravoBuyer, organizationId: w.ids.alpha, roleId: role!.id });
  store.annex = await insertStore(usersDb, {
    organizationId: w.ids.alpha,
    name: 'Alpha Annex',
    segments: [{ brandId: w.brand.crocs, catalogSegment: 'athletic' }],
    accountIds: [w.ids.bravoBuyer],
  });
  w.t.orderStores.addStore(w.ids.alpha, { storeId: store.annex, storeName: 'Alpha Annex' });
  // An assignment without a membership grants nothing: this Bravo account never joined Alpha.
  strayBuyer = await insertCustomerAccount(usersDb, w.ids.bravo);
  store.stray = await insertStore(usersDb, {
    organizationId: w.ids.alpha,
    name: 'Alpha Stray',
    segments: [{ brandId: w.brand.crocs, catalogSegment: 'athletic' }],
  });
  await usersDb.insert(storeUsers).values({ storeId: store.stray, userId: strayBuyer });
});
afterAll(() => w.t.dispose());

describe('an account of several organizations', () => {
  it("sees its stores of every organization it belongs to, and its own organization's name", async () => {
    const me = await w.get('/api/portal/me', w.tokens.bravo);
    expect(me.status).toBe(200);
    expect(
      me.body.data.stores.map((entry: { name: string; organizationName: string }) => [
        entry.name,
        entry.organizationName,
      ]),
    ).toEqual([
      ['Alpha Annex', 'Alpha Shoes'],
      ['Bravo Main', 'Bravo Feet'],
    ]);
    expect(me.body.data.organization.name).toBe('Bravo Feet');
    const catalogs = await w.get(`/api/portal/stores/${store.annex}/catalogs`, w.tokens.bravo);
    expect(catalogs.status).toBe(200);
  });

  it("orders for the other organization's store under that organization", async () => {
    const added = await w.add(w.tokens.bravo, store.annex, [{ sku: 'ATH-00001-8', quantity: 1 }]);
    expect(added.status).toBe(200);
    const [row] = await w.t.db
      .select({ organizationId: orders.organizationId, storeId: orders.storeId })
      .from(orders)
      .where(eq(orders.id, added.body.data.id));
    expect(row).toEqual({ organizationId: w.ids.alpha, storeId: store.annex });
    const cart = await w.call(w.tokens.bravo, 'GET', w.paths.cart(store.annex));
    expect(cart.body.data.map((draft: { id: number }) => draft.id)).toEqual([added.body.data.id]);
    // The store's colleagues of Alpha do not see it in their stores' carts.
    const downtown = await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown));
    expect(downtown.body.data.map((draft: { id: number }) => draft.id)).not.toContain(added.body.data.id);
  });

  it('gets nothing from a store it is assigned to without belonging to its organization', async () => {
    const stray = await w.t.tokens.portalTokenFor(strayBuyer, w.ids.bravo);
    for (const token of [stray, w.tokens.bravo]) {
      const answer = await w.get(`/api/portal/stores/${store.stray}/catalogs`, token);
      expect(answer).toEqual({ status: 404, body: { success: false, message: portalMessages.storeNotFound } });
    }
  });

  it('loses the stores of an organization it leaves', async () => {
    await w.t.usersDb.delete(organizationMemberships).where(eq(organizationMemberships.userId, w.ids.bravoBuyer));
    const me = await w.get('/api/portal/me', w.tokens.bravo);
    expect(me.body.data.stores.map((entry: { name: string }) => entry.name)).toEqual(['Bravo Main']);
    const answer = await w.get(`/api/portal/stores/${store.annex}/catalogs`, w.tokens.bravo);
    expect(answer.status).toBe(404);
  });
});
