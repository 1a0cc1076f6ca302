import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@lineup/contracts/messages';
import type { CurrentUser } from '@lineup/contracts/users';
import { silentLogger } from '@lineup/server-kit/logger';
import { routesAnsweringWithoutValidToken } from '@lineup/server-kit/route-table';
import { createTestTokens } from '@lineup/server-kit/test-tokens';
import { openTestConnection } from '@lineup/server-kit/testing';
import { createUsersApp } from './app';
import { openUsersDatabase } from './db/database';
import { seedUsers } from './domain/seed';

let connection: Awaited<ReturnType<typeof openTestConnection>>;
let app: ReturnType<typeof createUsersApp>;
let tokens: Awaited<ReturnType<typeof createTestTokens>>;
let adminId: string;

beforeAll(async () => {
  connection = await openTestConnection();
  const db = await openUsersDatabase(connection);
  tokens = await createTestTokens();
  app = createUsersApp({ db, verifyToken: tokens.verifyToken, log: silentLogger() });
  adminId = (await seedUsers(db, { email: 'Admin@Example.com' })).adminUserId;
});
afterAll(() => connection.dispose());

const get = async (path: string, token?: string) => {
  const response = await app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as any };
};

describe('users service', () => {
  it('requires a valid access token on every API route of its route table', async () => {
    const { routes, failures } = await routesAnsweringWithoutValidToken(app, tokens);
    expect(routes.length).toBeGreaterThanOrEqual(9);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/users/1/reactivate' });
    expect(failures).toEqual([]);
  });

  it('answers /healthz without a token once the database is ready', async () => {
    expect((await get('/healthz')).status).toBe(200);
  });

  it('tells the signed-in person who they are', async () => {
    const { status, body } = await get('/api/users/me', await tokens.tokenFor(adminId));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data satisfies CurrentUser).toEqual({
      id: adminId,
      email: 'admin@example.com',
      firstName: 'Admin',
      lastName: 'User',
      internal: true,
      active: true,
    });
  });

  it('answers 404 with the spec message for an unknown or malformed user id', async () => {
    const token = await tokens.tokenFor(adminId);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const { status, body } = await get(`/api/users/${id}`, token);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: errorMessages.users[404] });
    }
  });

  it('lists users, organizations with derived counts, roles and stores', async () => {
    const token = await tokens.tokenFor(adminId);
    const users = await get('/api/users?limit=5', token);
    expect(users.body.data).toHaveLength(1);
    const organizations = await get('/api/organizations', token);
    expect(organizations.body.data[0]).toMatchObject({ type: 'internal', usersCount: 1, storesCount: 0 });
    const roles = await get('/api/roles', token);
    expect(roles.body.data.map((role: { name: string }) => role.name)).toEqual(['Admin']);
    expect((await get('/api/stores', token)).body.data).toEqual([]);
    const memberships = await get('/api/users/with-memberships', token);
    expect(memberships.body.data[0].organizationMemberships[0].organization.type).toBe('internal');
  });

  it('refuses a malformed limit with 400 and a clear message', async () => {
    const { status, body } = await get('/api/users?limit=-3', await tokens.tokenFor(adminId));
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBeTruthy();
  });

  it('sends the security headers on every response', async () => {
    const response = await app.request('/healthz');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
