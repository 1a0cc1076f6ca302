import { silentLogger } from '@lineup/server-kit/logger';
import type { OpenApiDocument } from '@lineup/server-kit/openapi';
import { routeDocsOf } from '@lineup/server-kit/openapi-routes';
import {
  answersNotMatchingDocs,
  docsPageProblems,
  openApiShapeProblems,
  operationsAndRoutes,
  undocumentedRoutesOf,
} from '@lineup/server-kit/test-support/openapi-checks';
import { createTestTokens } from '@lineup/server-kit/test-support/test-tokens';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { demoBrands } from '@lineup/users/test-support/demo-brands';
import { recordingInvitationMailer } from '@lineup/users/test-support/invitations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersApp, usersApiPrefixes } from '../app';
import { openUsersDatabase } from '../db/database';
import { seedDemoCustomers } from '../domain/demo-seed';
import { seedUsers } from '../domain/seed';
import { USERS_DOCS_PATH, usersOpenApiDocument } from './docs-routes';

let connection: Awaited<ReturnType<typeof openTestConnection>>;
let app: ReturnType<typeof createUsersApp>;
let token: string;
let adminUserId: string;
beforeAll(async () => {
  connection = await openTestConnection();
  const db = await openUsersDatabase(connection);
  const tokens = await createTestTokens();
  app = createUsersApp({
    db,
    verifyToken: tokens.verifyToken,
    log: silentLogger(),
    invitationMailer: recordingInvitationMailer(),
  });
  const seeded = await seedUsers(db, { email: 'admin@example.com' });
  await seedDemoCustomers(db, { roleId: seeded.customerRoleId, brands: demoBrands });
  adminUserId = seeded.adminUserId;
  token = await tokens.tokenFor(adminUserId);
});
afterAll(() => connection.dispose());

const firstId = async (list: string) =>
  (
    (await (await app.request(list, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { id: string }[];
    }
  ).data[0]!.id;

describe('the users OpenAPI document', () => {
  it('has an entry for every API route of the app, declared in its handler chain', () => {
    const { routes, undocumented } = undocumentedRoutesOf(app);
    expect(routes.length).toBeGreaterThan(30);
    expect(undocumented).toEqual([]);
  });

  it('describes every route of the app, and only those', async () => {
    const document = (await (await app.request(`${USERS_DOCS_PATH}/openapi.json`)).json()) as OpenApiDocument;
    const { operations, routes } = operationsAndRoutes(app, document);
    expect(operations).toEqual(routes);
  });

  it('is an OpenAPI 3.1 document with the envelope, the failures and the bearer scheme', () => {
    const document = usersOpenApiDocument(app);
    expect(openApiShapeProblems(document)).toEqual([]);
    const storeStatus = document.paths['/api/stores/{id}/status']!.put as { responses: Record<string, unknown> };
    expect(Object.keys(storeStatus.responses)).toEqual(['200', '400', '401', '403', '404', '409', '413', '500']);
  });

  it('serves the reference page and the document without a token, under the CSP, from this service only', async () => {
    expect(await docsPageProblems(app, USERS_DOCS_PATH)).toEqual([]);
    // The one-process server sends this address to the users app.
    expect(usersApiPrefixes).toContain(USERS_DOCS_PATH);
  });

  it("names the schemas of the service's real answers", async () => {
    const [organization, store, user] = await Promise.all(
      ['/api/organizations', '/api/stores', '/api/users'].map(firstId),
    );
    const reads = [
      ['GET /api/users/me', '/api/users/me'],
      ['GET /api/users', '/api/users'],
      ['GET /api/users/:id', `/api/users/${user}`],
      ['GET /api/users/with-memberships', '/api/users/with-memberships'],
      ['GET /api/users/with-memberships/:id', `/api/users/with-memberships/${adminUserId}`],
      ['GET /api/organizations', '/api/organizations'],
      ['GET /api/organizations/:id', `/api/organizations/${organization}`],
      ['GET /api/stores', '/api/stores'],
      ['GET /api/stores/:id', `/api/stores/${store}`],
      ['GET /api/roles', '/api/roles'],
    ].map(([route, path]) => ({ route: route!, path: path! }));
    expect(await answersNotMatchingDocs(app, token, routeDocsOf(app), reads)).toEqual([]);
  });
});
