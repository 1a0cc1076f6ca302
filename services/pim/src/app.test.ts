import { errorMessages, platformMessages } from '@lineup/contracts/messages';
import { routesAnsweringWithoutValidToken } from '@lineup/server-kit/test-support/route-table';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPimTestApp, type PimTestApp } from './test-support/pim-test-app';

let t: PimTestApp;
beforeAll(async () => {
  t = await openPimTestApp({ captureLogs: true });
});
afterAll(() => t.dispose());

describe('pim service', () => {
  it('requires a valid access token on every API route of its route table', async () => {
    const { routes, failures } = await routesAnsweringWithoutValidToken(t.app, t.tokens);
    // This routes at least (other resources add theirs); every one of them refuses a bad token.
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'DELETE /api/brands/1',
        'GET /api/brands',
        'GET /api/brands/1',
        'GET /api/crocs/catalogs/latest',
        'GET /api/line-lists',
        'GET /api/line-lists/with-catalogs-info',
        'POST /api/brands',
        'POST /api/crocs/catalogs/publish',
        'PUT /api/brands/1',
      ]),
    );
    expect(failures).toEqual([]);
  });

  it('answers without a token only its health, its reference, signed uploads and pictures by their random id', async () => {
    const open = t.app.routes
      .filter(
        (route) => route.method !== 'ALL' && (!route.path.startsWith('/api/') || route.path.startsWith('/api/docs')),
      )
      .map((route) => `${route.method} ${route.path}`);
    expect([...new Set(open)]).toEqual([
      'GET /healthz',
      'PUT /storage/*',
      'GET /media/images/:id/:file',
      'GET /media/incoming/:file',
      'GET /api/docs',
      'GET /api/docs/openapi.json',
      'GET /api/docs/reference.js',
      'GET /api/docs/:file{swagger-ui-bundle\\.js|swagger-ui\\.css}',
    ]);
    // A picture's address names nothing but a random id: anything else is not found.
    for (const path of [
      '/media/images/1/card.jpg',
      '/media/images/../../uploads/x/thumb.jpg',
      '/media/incoming/x.webp',
    ]) {
      expect((await t.app.request(path)).status).toBe(404);
    }
  });

  it('answers /healthz without a token once the database is ready', async () => {
    const response = await t.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers unknown routes with 404 in the envelope', async () => {
    expect(await t.get('/api/nothing-here')).toEqual({
      status: 404,
      body: { success: false, message: platformMessages.routeNotFound },
    });
  });

  it("answers 500 with 'Something went wrong in the server.' and logs the cause only", async () => {
    await t.db.execute(sql`alter table pim.brands rename to brands_gone`);
    try {
      const { status, body } = await t.get('/api/brands');
      expect(status).toBe(500);
      expect(body).toEqual({ success: false, message: errorMessages.brands[500] });
      expect(JSON.stringify(body)).not.toContain('brands_gone');
      const errorLine = t.logs.map((line) => JSON.parse(line)).find((line) => line.msg === 'unhandled error');
      expect(JSON.stringify(errorLine?.err)).toMatch(/brands/);
    } finally {
      await t.db.execute(sql`alter table pim.brands_gone rename to brands`);
    }
  });
});
