import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@lineup/server-kit/logger';
import { routesAnsweringWithoutValidToken } from '@lineup/server-kit/test-support/route-table';
import { createTestTokens } from '@lineup/server-kit/test-support/test-tokens';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { recordingInvitationMailer } from '@lineup/users/test-support/invitations';
import { createUsersApp } from './app';
import { openUsersDatabase } from './db/database';
import { seedUsers } from './domain/seed';

let connection: Awaited<ReturnType<typeof openTestConnection>>;
let app: ReturnType<typeof createUsersApp>;
let tokens: Awaited<ReturnType<typeof createTestTokens>>;
let seeded: Awaited<ReturnType<typeof seedUsers>>;

beforeAll(async () => {
  connection = await openTestConnection();
  const db = await openUsersDatabase(connection);
  tokens = await createTestTokens();
  app = createUsersApp({
    db,
    verifyToken: tokens.verifyToken,
    log: silentLogger(),
    invitationMailer: recordingInvitationMailer(),
  });
  seeded = await seedUsers(db, { email: 'admin@example.com' });
});
afterAll(() => connection.dispose());

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
