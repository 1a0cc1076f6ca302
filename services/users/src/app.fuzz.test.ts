import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@lineup/server-kit/logger';
import { createTestTokens } from '@lineup/server-kit/test-support/test-tokens';
import { routeDocsOf } from '@lineup/server-kit/openapi-routes';
import { fuzzApi, fuzzSettings } from '@lineup/server-kit/test-support/fuzz-api';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { demoBrands } from '@lineup/users/test-support/demo-brands';
import { recordingInvitationMailer } from '@lineup/users/test-support/invitations';
import { createUsersApp } from './app';
import { openUsersDatabase, type UsersDb } from './db/database';
import { seedDemoCustomers } from './domain/demo-seed';
import { seedUsers } from './domain/seed';

let connection: Awaited<ReturnType<typeof openTestConnection>>;
let db: UsersDb;
let app: ReturnType<typeof createUsersApp>;
let token: string;
const knownIds: string[] = [];

beforeAll(async () => {
  connection = await openTestConnection();
  db = await openUsersDatabase(connection);
  const tokens = await createTestTokens();
  app = createUsersApp({
    db,
    verifyToken: tokens.verifyToken,
    log: silentLogger(),
    invitationMailer: recordingInvitationMailer(),
  });
  const seeded = await seedUsers(db, { email: 'admin@example.com' });
  await seedDemoCustomers(db, { roleId: seeded.customerRoleId, brands: demoBrands });
  token = await tokens.tokenFor(seeded.adminUserId);
  // The ids the database holds, for paths and bodies to reach real rows now and then.
  const headers = { authorization: `Bearer ${token}` };
  for (const list of ['/api/users', '/api/organizations', '/api/stores', '/api/roles']) {
    const { data } = (await (await app.request(list, { headers })).json()) as { data: { id: string }[] };
    knownIds.push(...data.map((row) => row.id));
  }
});
afterAll(() => connection.dispose());

describe('users API under random and hostile requests', () => {
  it('answers every route without a 500, in the envelope, and a refusal changes no row', async () => {
    const started = performance.now();
    const report = await fuzzApi({
      app,
      token,
      // Each route's params, query and body schemas, from the entries its chain carries (what the
      // OpenAPI document is built from): a route without one is reported unmapped, and fails the test.
      inputs: routeDocsOf(app),
      countRows: await rowCounter(db, 'users'),
      knownIds,
      ...fuzzSettings(100),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`Users fuzz: ${report.requests} requests in ${seconds} s`, JSON.stringify(report.statuses));
    expect(report.unmapped).toEqual([]);
    expect(report.unknown).toEqual([]);
    expect(report.failures).toEqual([]);
    // Not only refusals: the valid-shaped requests reach the domain and some succeed.
    expect(Object.keys(report.statuses).some((status) => Number(status) < 300)).toBe(true);
  }, 150_000);
});
