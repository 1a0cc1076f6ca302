import { routeDocsOf } from '@lineup/server-kit/openapi-routes';
import { fuzzApi, fuzzSettings } from '@lineup/server-kit/test-support/fuzz-api';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import { demoBrands } from '@lineup/users/test-support/demo-brands';
import { openUsersTestWorld, type UsersTestWorld } from '@lineup/users/test-support/users-test-world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCustomers } from './domain/demo-seed';

let world: UsersTestWorld;
let db: UsersTestWorld['db'];
let app: UsersTestWorld['app'];
let token: string;
const knownIds: string[] = [];

beforeAll(async () => {
  world = await openUsersTestWorld();
  ({ db, app } = world);
  await seedDemoCustomers(db, { roleId: world.seed.customerRoleId, brands: demoBrands });
  token = await world.tokens.tokenFor(world.seed.adminUserId);
  // The ids the database holds, for paths and bodies to reach real rows now and then.
  const headers = { authorization: `Bearer ${token}` };
  for (const list of ['/api/users', '/api/organizations', '/api/stores', '/api/roles']) {
    const { data } = (await (await app.request(list, { headers })).json()) as { data: { id: string }[] };
    knownIds.push(...data.map((row) => row.id));
  }
});
afterAll(() => world.dispose());

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
