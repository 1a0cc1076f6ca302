import { seedUsers } from '@lineup/users/domain/seed';
import {
  insertCustomerAccount,
  insertCustomerOrganization,
  insertStore,
} from '@lineup/users/test-support/customer-fixtures';
import { eq } from 'drizzle-orm';
import type { PimDb } from '../db/database';
import { brands, lineListItems, lineLists } from '../db/schema';
import { type CatalogItemFixture, insertCatalogLineList, manyItems } from './catalog-fixtures';
import { openPimTestApp, type PimTestAppOptions } from './pim-test-app';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape.
export type PortalAnswer = { status: number; body: any };

async function insertBrand(db: PimDb, name: string) {
  const [row] = await db.insert(brands).values({ name }).returning({ id: brands.id });
  return row!.id;
}

/** A published line list whose publication time is `publishedAt` (they order the portal's lists). */
async function published(db: PimDb, brandId: number, name: string, items: CatalogItemFixture[], publishedAt: string) {
  const id = await insertCatalogLineList(db, { brandId, name, items, published: true, sortingCompleted: true });
  await db
    .update(lineLists)
    .set({ publishedAt: new Date(publishedAt) })
    .where(eq(lineLists.id, id));
  return id;
}

/**
 * A PIM with the users' data of two customer organizations (and a deactivated one), their stores
 * and segments, and catalogs that each store must see or must not:
 * - Alpha's "Downtown" (buyer's, city Austin) sees Crocs as athletic and Beta Boots as boutique,
 *   and has Gamma in its focus without a segment; "Empty" (buyer's) has no segment; "Mall" is
 *   another Alpha account's; "Closed" (buyer's) is inactive.
 * - Bravo's store sees Crocs as athletic.
 * - Line lists: Crocs spring (published, 3 athletic of 6 items), Crocs draft (unpublished),
 *   Beta fall (published, 2 boutique of 3), Gamma and Delta (published, outside the segments),
 *   Crocs boutique-only (published, nothing athletic).
 * `options` are the PIM app's (the principals are always the users schema's).
 */
export async function openPortalWorld(options: Omit<PimTestAppOptions, 'realPrincipals'> = {}) {
  const t = await openPimTestApp({ ...options, realPrincipals: true });
  const { usersDb: users, db } = t;
  const staff = await seedUsers(users, { email: 'staff@lineup.test' });
  const [crocs] = await db.select({ id: brands.id }).from(brands).where(eq(brands.name, 'Crocs'));
  const brand = { crocs: crocs!.id, beta: 0, gamma: 0, delta: 0 };
  brand.beta = await insertBrand(db, 'Beta Boots');
  brand.gamma = await insertBrand(db, 'Gamma Gear');
  brand.delta = await insertBrand(db, 'Delta Dance');

  const alpha = await insertCustomerOrganization(users, 'Alpha Shoes');
  const bravo = await insertCustomerOrganization(users, 'Bravo Feet');
  const gone = await insertCustomerOrganization(users, 'Gone Shoes', 'inactive');
  const buyer = await insertCustomerAccount(users, alpha);
  const colleague = await insertCustomerAccount(users, alpha);
  const bravoBuyer = await insertCustomerAccount(users, bravo);
  const goneBuyer = await insertCustomerAccount(users, gone);
  const shipping = {
    type: 'shipping' as const,
    line1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    country: 'US' as const,
  };
  const store = {
    downtown: await insertStore(users, {
      organizationId: alpha,
      name: 'Alpha Downtown',
      segments: [
        { brandId: brand.crocs, catalogSegment: 'athletic' },
        { brandId: brand.beta, catalogSegment: 'boutique' },
        { brandId: brand.gamma, catalogSegment: null },
      ],
      accountIds: [buyer],
      addresses: [{ ...shipping, type: 'billing', city: 'Dallas' }, shipping],
    }),
    empty: await insertStore(users, { organizationId: alpha, name: 'Alpha Empty', accountIds: [buyer] }),
    mall: await insertStore(users, {
      organizationId: alpha,
      name: 'Alpha Mall',
      segments: [{ brandId: brand.crocs, catalogSegment: 'crocs' }],
      accountIds: [colleague],
    }),
    closed: await insertStore(users, {
      organizationId: alpha,
      name: 'Alpha Closed',
      segments: [{ brandId: brand.crocs, catalogSegment: 'athletic' }],
      accountIds: [buyer],
      status: 'inactive',
    }),
    bravo: await insertStore(users, {
      organizationId: bravo,
      name: 'Bravo Main',
      segments: [{ brandId: brand.crocs, catalogSegment: 'athletic' }],
      accountIds: [bravoBuyer],
    }),
    gone: await insertStore(users, { organizationId: gone, name: 'Gone Store', accountIds: [goneBuyer] }),
  };

  const spring = [
    ...manyItems(3, 'ATH', { catalogTypes: ['athletic'], image: 'https://img.test/ath.png' }),
    ...manyItems(2, 'BTQ', { catalogTypes: ['boutique'] }),
    ...manyItems(1, 'UNS'),
  ];
  spring[1]!.image = 'No Image';
  const lineList = {
    spring: await published(db, brand.crocs, 'Crocs Spring', spring, '2026-01-10T10:00:00Z'),
    draft: await insertCatalogLineList(db, {
      brandId: brand.crocs,
      items: manyItems(2, 'DRF', { catalogTypes: ['athletic'] }),
    }),
    fall: await published(
      db,
      brand.beta,
      'Beta Fall',
      [...manyItems(2, 'BF', { catalogTypes: ['boutique'] }), ...manyItems(1, 'BA', { catalogTypes: ['athletic'] })],
      '2026-02-10T10:00:00Z',
    ),
    gamma: await published(
      db,
      brand.gamma,
      'Gamma',
      manyItems(2, 'GA', { catalogTypes: ['athletic'] }),
      '2026-03-01T10:00:00Z',
    ),
    delta: await published(
      db,
      brand.delta,
      'Delta',
      manyItems(2, 'DA', { catalogTypes: ['athletic'] }),
      '2026-03-02T10:00:00Z',
    ),
    boutiqueOnly: await published(
      db,
      brand.crocs,
      'Crocs Boutique',
      manyItems(2, 'CB', { catalogTypes: ['boutique'] }),
      '2026-03-03T10:00:00Z',
    ),
  };
  await db
    .update(lineListItems)
    .set({ msrp: '59.9', franchise: 'Classic', gender: 'Unisex' })
    .where(eq(lineListItems.modelCode, 'ATH-00001'));

  const tokens = {
    buyer: await t.tokens.portalTokenFor(buyer, alpha),
    colleague: await t.tokens.portalTokenFor(colleague, alpha),
    bravo: await t.tokens.portalTokenFor(bravoBuyer, bravo),
    gone: await t.tokens.portalTokenFor(goneBuyer, gone),
    staff: await t.tokens.tokenFor(staff.adminUserId),
  };
  const get = (path: string, token: string, method = 'GET'): Promise<PortalAnswer> => t.callAs(token, method, path);
  return {
    t,
    get,
    tokens,
    brand,
    store,
    lineList,
    ids: { alpha, bravo, gone, buyer, colleague, bravoBuyer, goneBuyer, staff: staff.adminUserId },
    internal: { organizationId: staff.organizationId, roleId: staff.adminRoleId },
  };
}
