/**
 * The writes a test kills an instance under (a new customer with several stores and accounts, a
 * move of a line list's items), and what of them the database holds. Imported only by tests.
 */
import type { DatabaseProbe } from './database-probe';

const address = (type: string) => ({
  type,
  line1: '1 Killed Road',
  city: 'Miami',
  state: 'FL',
  postalCode: '33101',
  country: 'US',
});

/** The new-customer request: its main contact, four more accounts and four stores. */
export function newCustomerWithStores(customerRoleId: string, brandId: number) {
  const contact = 'killed.contact@lineup.test';
  return {
    organization: { name: 'Killed Midway Shoes', type: 'external', address: address('physical') },
    organizationMainContact: {
      email: contact,
      firstName: 'Mia',
      lastName: 'Contact',
      roleId: customerRoleId,
      prefilled: false,
    },
    users: [1, 2, 3, 4].map((n) => ({
      email: `killed.buyer${n}@lineup.test`,
      firstName: `Buyer${n}`,
      lastName: 'Killed',
      roleId: customerRoleId,
    })),
    stores: [1, 2, 3, 4].map((n) => ({
      name: `Killed Midway Store ${n}`,
      addresses: [address('billing'), address('shipping')],
      mainContactUserEmail: contact,
      brandFocusType: { storeType: 'monobrand', brandSegmentation: [{ brandId, segmentation: 'good' }] },
    })),
  };
}

type NewCustomer = ReturnType<typeof newCustomerWithStores>;

/** How many of the customer's organization, accounts and stores are saved. */
export async function newCustomerRows(probe: DatabaseProbe, customer: NewCustomer) {
  const count = async (text: string, values: unknown[]) =>
    Number((await probe.query<{ n: string }>(text, values))[0]!.n);
  const emails = [customer.organizationMainContact.email, ...customer.users.map((user) => user.email)];
  const stores = customer.stores.map((store) => store.name);
  return {
    organizations: await count('SELECT count(*) AS n FROM users.organizations WHERE name = $1', [
      customer.organization.name,
    ]),
    users: await count('SELECT count(*) AS n FROM users.users WHERE email = any($1)', [emails]),
    memberships: await count(
      `SELECT count(*) AS n FROM users.organization_memberships m
         JOIN users.users u ON u.id = m.user_id WHERE u.email = any($1)`,
      [emails],
    ),
    stores: await count('SELECT count(*) AS n FROM users.business_stores WHERE name = any($1)', [stores]),
    storeBuyers: await count(
      `SELECT count(*) AS n FROM users.store_users su
         JOIN users.business_stores s ON s.id = su.store_id WHERE s.name = any($1)`,
      [stores],
    ),
  };
}

/** A line list's items counted by their set of catalogs, e.g. { '{athletic,crocs}': 1500 }. */
export async function catalogsOfLineListItems(probe: DatabaseProbe, lineListId: number) {
  const rows = await probe.query<{ types: string; count: string }>(
    `SELECT catalog_types::text AS types, count(*) AS count FROM pim.line_list_items
      WHERE line_list_id = $1 GROUP BY 1`,
    [lineListId],
  );
  return Object.fromEntries(rows.map((row) => [row.types, Number(row.count)]));
}
