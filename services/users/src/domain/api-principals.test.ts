import { accessMessages } from '@lineup/contracts/portal-messages';
import { answersOf, apiRoutesOf, routesAnsweringWithoutValidToken } from '@lineup/server-kit/test-support/route-table';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsersDb } from '../db/database';
import { insertCustomerAccount, insertCustomerOrganization, insertTeamMember } from '../test-support/customer-fixtures';
import { openUsersTestWorld, type UsersTestWorld } from '../test-support/users-test-world';
import { lookupApiPrincipal } from './api-principals';

/** The seeded database, and the app over it that the last test asks whom it lets in. */
let world: UsersTestWorld;
let db: UsersDb;
let seeded: UsersTestWorld['seed'];
beforeAll(async () => {
  world = await openUsersTestWorld();
  ({ db, seed: seeded } = world);
});
afterAll(() => world.dispose());

const internal = () => ({ organizationId: seeded.organizationId, roleId: seeded.adminRoleId });

describe('lookupApiPrincipal', () => {
  it('knows active team members as staff and active accounts of active organizations as their customers', async () => {
    const lookup = lookupApiPrincipal(db);
    const organizationId = await insertCustomerOrganization(db, 'Active Shoes');
    const customer = await insertCustomerAccount(db, organizationId);
    expect(await lookup(seeded.adminUserId)).toEqual({ kind: 'staff', userId: seeded.adminUserId });
    expect(await lookup(customer)).toEqual({ kind: 'customer', userId: customer, organizationId });
  });

  it('knows nobody else: deactivated people, accounts of a deactivated organization, unknown ids', async () => {
    const lookup = lookupApiPrincipal(db);
    const closed = await insertCustomerOrganization(db, 'Closed Shoes', 'inactive');
    const open = await insertCustomerOrganization(db, 'Open Shoes');
    const refused = [
      await insertTeamMember(db, internal(), 'inactive'),
      await insertCustomerAccount(db, closed),
      await insertCustomerAccount(db, open, 'inactive'),
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ];
    for (const userId of refused) expect(await lookup(userId), userId).toBeNull();
  });
});

describe('the users service', () => {
  it("refuses a customer's token on every route before its handler, and the tokens of those who may not use it", async () => {
    const { tokens, app } = world;
    const organizationId = await insertCustomerOrganization(db, 'Portal Shoes');
    const customer = await insertCustomerAccount(db, organizationId);
    const closed = await insertCustomerOrganization(db, 'Shut Shoes', 'inactive');
    const routes = apiRoutesOf(app);
    expect(routes.length).toBeGreaterThanOrEqual(9);

    const countRows = await rowCounter(db, 'users');
    const before = await countRows();
    // Its portal token, and a back-office token should one ever be issued to a customer.
    for (const token of [await tokens.portalTokenFor(customer, organizationId), await tokens.tokenFor(customer)]) {
      const reached = (await answersOf(app, routes, token)).filter(
        (answer) => answer.status !== 403 || answer.message !== accessMessages.staffOnly,
      );
      expect(reached).toEqual([]);
    }
    expect(await countRows()).toEqual(before);

    const { failures } = await routesAnsweringWithoutValidToken(app, tokens, [
      [
        "a customer of a deactivated organization's token",
        await tokens.portalTokenFor(await insertCustomerAccount(db, closed), closed),
      ],
      ["a deactivated team member's token", await tokens.tokenFor(await insertTeamMember(db, internal(), 'inactive'))],
    ]);
    expect(failures).toEqual([]);
  });
});
