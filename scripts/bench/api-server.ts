/**
 * The server side of `npm run bench:api`: the PIM app on a fresh PostgreSQL database holding
 * 50 brands and 1,000 saved line lists, a customer store whose Crocs catalog segment shows a
 * published catalog of 5,000 items; the users app on the same database with 40 team members and
 * 60 customer organizations of 2 accounts and 2 stores each; and a bare Hono route answering a
 * static list of 10 brands, each on its own port. Tokens are checked as in production (the users'
 * principal lookup and customer directory on the same database). Prints one JSON line with the
 * ports, a staff token, a customer's portal token, a brand id and the portal catalog's path.
 */
import { serve } from '@hono/node-server';
import { createPimApp } from '@lineup/pim/app';
import { openPimDatabase } from '@lineup/pim/db/database';
import { createBrand } from '@lineup/pim/modules/brands/domain/brands';
import { createPictureServices } from '@lineup/pim/modules/images/domain/picture-services';
import { insertCatalogLineList, manyItems } from '@lineup/pim/test-support/catalog-fixtures';
import { insertLineList } from '@lineup/pim/test-support/fixtures';
import { openTestUsers } from '@lineup/pim/test-support/test-users';
import { createChangeNotifier } from '@lineup/server-kit/change-notifier';
import { silentLogger } from '@lineup/server-kit/logger';
import { createTestTokens } from '@lineup/server-kit/test-support/test-tokens';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { createUsersApp } from '@lineup/users/app';
import { seedUsers } from '@lineup/users/domain/seed';
import {
  insertCustomerAccount,
  insertCustomerOrganization,
  insertStore,
  insertTeamMember,
} from '@lineup/users/test-support/customer-fixtures';
import { recordingInvitationMailer } from '@lineup/users/test-support/invitations';
import { Hono } from 'hono';

const BRANDS = 50;
const LINE_LISTS = 1_000;
const ITEMS_PER_LINE_LIST = 20;
const PORTAL_CATALOG_ITEMS = 5_000;
const TEAM_MEMBERS = 40;
const CUSTOMER_ORGANIZATIONS = 60;

const connection = await openTestConnection();
const db = await openPimDatabase(connection);
const brandIds: number[] = [];
for (let i = 1; i <= BRANDS; i++) {
  brandIds.push((await createBrand(db, { name: `Brand ${String(i).padStart(2, '0')}`, categoryId: 1 })).id);
}
for (let i = 0; i < LINE_LISTS; i++) {
  await insertLineList(db, {
    brandId: brandIds[i % BRANDS]!,
    name: `Line list ${i}`,
    type: (['pre-book', 'brand-ats', 'future-stock', 'own-stock'] as const)[i % 4],
    catalogsCreated: i % 2 === 0,
    published: i % 4 === 0,
    sentOn: '2026-01-15',
    deadline: '2026-02-15',
    items: Array.from({ length: ITEMS_PER_LINE_LIST }, (_, n) => ({
      modelCode: `M${i}-${n}`,
      catalogTypes: n % 3 === 0 ? ['athletic'] : [],
    })),
  });
}

// The portal: one store sees the Crocs line list's athletic catalog (5,000 items of 10 sizes).
const users = await openTestUsers(connection, { realPrincipals: true });
const staff = await seedUsers(users.usersDb, { email: 'bench@lineup.test' });
const organizationId = await insertCustomerOrganization(users.usersDb, 'Bench Shoes');
const buyer = await insertCustomerAccount(users.usersDb, organizationId);
const storeId = await insertStore(users.usersDb, {
  organizationId,
  name: 'Bench Store',
  segments: [{ brandId: brandIds[0]!, catalogSegment: 'athletic' }],
  accountIds: [buyer],
});
// The users service's lists: team members, and customers with accounts and stores.
for (let i = 0; i < TEAM_MEMBERS; i++) {
  await insertTeamMember(users.usersDb, { organizationId: staff.organizationId, roleId: staff.adminRoleId });
}
for (let i = 1; i <= CUSTOMER_ORGANIZATIONS; i++) {
  const customerId = await insertCustomerOrganization(users.usersDb, `Customer ${String(i).padStart(2, '0')}`);
  const accountIds = [
    await insertCustomerAccount(users.usersDb, customerId),
    await insertCustomerAccount(users.usersDb, customerId),
  ];
  for (const name of ['North', 'South']) {
    await insertStore(users.usersDb, {
      organizationId: customerId,
      name: `${name} ${i}`,
      segments: [{ brandId: brandIds[i % BRANDS]!, catalogSegment: 'athletic' }],
      accountIds,
    });
  }
}

const catalogId = await insertCatalogLineList(db, {
  brandId: brandIds[0]!,
  name: 'Portal bench',
  published: true,
  sortingCompleted: true,
  items: manyItems(PORTAL_CATALOG_ITEMS, 'PB', {
    catalogTypes: ['athletic'],
    sizes: ['4', '5', '6', '7', '8', '9', '10', '11', '12', '13'],
    image: 'https://images.example/item.png',
  }),
});

const tokens = await createTestTokens();
const token = await tokens.tokenFor(staff.adminUserId);
const portalToken = await tokens.portalTokenFor(buyer, organizationId);
// As the server runs on PostgreSQL: the caches hear of writes through the database.
const changes = await createChangeNotifier(connection, { log: silentLogger() });
const pim = createPimApp({
  pictures: createPictureServices({ connection, log: silentLogger() }),
  db,
  verifyToken: tokens.verifyToken,
  principals: users.principals,
  customers: users.customers,
  log: silentLogger(),
  changes,
});
const usersApp = createUsersApp({
  db: users.usersDb,
  verifyToken: tokens.verifyToken,
  log: silentLogger(),
  invitationMailer: recordingInvitationMailer(),
  changes,
});
const staticBrands = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  name: `Brand ${i + 1}`,
  description: null,
  categoryId: 1,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}));
const bare = new Hono().get('/bare', (c) => c.json({ success: true, message: 'OK', data: staticBrands }));
// GET /api/users's answer as a browser receives it (brotli), served again by a bare route: what
// those bytes alone cost the socket and the client, with nothing of the product on the way.
const usersAnswer = await usersApp.request('/api/users', {
  headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
});
const usersBytes = new Uint8Array(await usersAnswer.arrayBuffer());
const usersHeaders = new Headers({ 'content-type': 'application/json' });
const usersEncoding = usersAnswer.headers.get('content-encoding');
if (usersEncoding) usersHeaders.set('content-encoding', usersEncoding);
bare.get('/bare-users-bytes', () => new Response(usersBytes, { headers: usersHeaders }));

const listen = (fetch: (request: Request) => Response | Promise<Response>) =>
  new Promise<number>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
    process.on('SIGTERM', () => server.close());
  });
const pimPort = await listen(pim.fetch);
const usersPort = await listen(usersApp.fetch);
const barePort = await listen(bare.fetch);
console.log(
  JSON.stringify({
    pimPort,
    usersPort,
    barePort,
    token,
    portalToken,
    portalCatalogPath: `/api/portal/stores/${storeId}/catalogs/${catalogId}`,
    portalCatalogItems: PORTAL_CATALOG_ITEMS,
    brandId: brandIds[0],
    lineLists: LINE_LISTS,
    brands: BRANDS,
  }),
);

process.on('SIGTERM', async () => {
  await changes.close();
  await connection.dispose();
  process.exit(0);
});
