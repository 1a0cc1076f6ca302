import { routesAnsweringWithoutValidToken } from '@lineup/server-kit/test-support/route-table';
import { openUsersTestWorld, type UsersTestWorld } from '@lineup/users/test-support/users-test-world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let world: UsersTestWorld;
let app: UsersTestWorld['app'];
let tokens: UsersTestWorld['tokens'];
let seeded: UsersTestWorld['seed'];

beforeAll(async () => {
  world = await openUsersTestWorld();
  ({ app, tokens, seed: seeded } = world);
});
afterAll(() => world.dispose());

describe('a deactivated team member', () => {
  it('is refused on every API route while their token is still valid', async () => {
    const admin = {
      authorization: `Bearer ${await tokens.tokenFor(seeded.adminUserId)}`,
      'content-type': 'application/json',
    };
    const created = await app.request('/api/users', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        email: 'gone@lineup.test',
        firstName: 'Gon',
        lastName: 'Away',
        type: 'internal',
        organizationId: seeded.organizationId,
        roleId: seeded.adminRoleId,
      }),
    });
    const goneId = ((await created.json()) as { data: { id: string } }).data.id;
    const goneToken = await tokens.tokenFor(goneId);
    expect((await app.request(`/api/users/${goneId}`, { method: 'DELETE', headers: admin })).status).toBe(200);
    // Well signed and unexpired: only the deactivation makes it invalid.
    expect((await tokens.verifyToken(goneToken)).subject).toBe(goneId);

    const { routes, failures } = await routesAnsweringWithoutValidToken(app, tokens, [
      ['token of a deactivated user', goneToken],
    ]);
    expect(routes.length).toBeGreaterThanOrEqual(9);
    expect(failures).toEqual([]);
  });
});
