import { errorMessages, platformMessages } from '@lineup/contracts/messages';
import type { CurrentUser } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { API_BODY_MAX_BYTES } from '@lineup/server-kit/body-limit';
import { countedChunkedBody, streamedRequestInit } from '@lineup/server-kit/test-support/body-streams';
import { routesAnsweringWithoutValidToken } from '@lineup/server-kit/test-support/route-table';
import { openUsersTestWorld, type UsersTestWorld } from '@lineup/users/test-support/users-test-world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let world: UsersTestWorld;
let app: UsersTestWorld['app'];
let tokens: UsersTestWorld['tokens'];
let adminId: string;

beforeAll(async () => {
  // Signed up in mixed case: the admin's e-mail is kept in lower case.
  world = await openUsersTestWorld('Admin@Example.com');
  ({ app, tokens } = world);
  adminId = world.seed.adminUserId;
});
afterAll(() => world.dispose());

const get = async (path: string, token?: string) => {
  const response = await app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as any };
};

describe('users service', () => {
  it('requires a valid access token on every API route of its route table', async () => {
    const { routes, failures } = await routesAnsweringWithoutValidToken(app, tokens);
    expect(routes.length).toBeGreaterThanOrEqual(9);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/users/1/reactivate' });
    expect(routes).toContainEqual({ method: 'PUT', path: '/api/stores/1/account-managers' });
    expect(routes).toContainEqual({ method: 'PUT', path: '/api/users/1/managed-stores' });
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

  it("answers 404 with 'User not found' for an unknown or malformed user id", async () => {
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
    // Admin for team members and Admin for customer accounts.
    expect(roles.body.data.map((role: { name: string; type: string }) => [role.name, role.type]).sort()).toEqual([
      ['Admin', 'external'],
      ['Admin', 'internal'],
    ]);
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

  it('answers 413 to a body over 1 MB before reading it whole, and reads one under it', async () => {
    const headers = { authorization: `Bearer ${await tokens.tokenFor(adminId)}`, 'content-type': 'application/json' };
    const tooLarge = { success: false, message: platformMessages.requestBodyTooLarge(1) };
    const announced = countedChunkedBody(64 * 1024, 320);
    const announcedInit = streamedRequestInit('POST', announced.stream, {
      ...headers,
      'content-length': String(20 << 20),
    });
    const refusedAtOnce = await app.request('/api/roles', announcedInit);
    expect({ status: refusedAtOnce.status, body: await refusedAtOnce.json() }).toEqual({ status: 413, body: tooLarge });
    expect(announced.pulled()).toBe(0);
    const chunked = countedChunkedBody(64 * 1024, 320);
    const refused = await app.request('/api/roles', streamedRequestInit('POST', chunked.stream, headers));
    expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 413, body: tooLarge });
    expect(chunked.pulled()).toBe(API_BODY_MAX_BYTES / (64 * 1024) + 1);
    const body = JSON.stringify({ name: 'Body Limit Role', description: 'x'.repeat(API_BODY_MAX_BYTES - 100) });
    const created = await app.request('/api/roles', { method: 'POST', headers, body });
    expect(created.status).toBe(201);
  });

  it('answers a body that is not JSON, JSON null, an array or text with a NUL with the area 400', async () => {
    const headers = { authorization: `Bearer ${await tokens.tokenFor(adminId)}`, 'content-type': 'application/json' };
    const someId = '00000000-0000-4000-8000-000000000000';
    const calls = [
      ['POST', '/api/stores', errorMessages.businessStores[400]],
      ['PUT', `/api/stores/${someId}/status`, errorMessages.businessStores[400]],
      ['POST', '/api/roles', errorMessages.roles[400]],
      ['PUT', `/api/roles/${someId}`, userServiceMessages.invalidRoleUpdate],
      ['POST', '/api/users', userServiceMessages.invalidUserInput],
      ['POST', '/api/organizations', errorMessages.businessStores[400]],
    ] as const;
    for (const [method, path, message] of calls) {
      for (const body of ['{"name":', 'null', '[]', '[{"name":"x"}]', '{"name":"nul\\u0000byte"}']) {
        const answer = await app.request(path, { method, headers, body });
        expect({ call: `${method} ${path} ${body}`, status: answer.status, body: await answer.json() }).toEqual({
          call: `${method} ${path} ${body}`,
          status: 400,
          body: { success: false, message },
        });
      }
    }
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
