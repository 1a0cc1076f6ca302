import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler, fail } from './http';
import type { AppEnv } from './http-types';
import { describeRoute, routeDocsOf, validateInput } from './openapi-routes';
import { undocumentedRoutesOf } from './test-support/openapi-checks';

const thingIdSchema = z.object({ id: z.coerce.number().int().positive() });
const thingSchema = z.object({ id: z.number(), name: z.string() });
const renameSchema = z.object({ name: z.string().min(1) });
const wrongThing = 'That is not a thing.';

/** A sub-app with its own error handler, as the PIM's catalogs have: `app.route()` wraps its handlers. */
function thingsRoutes() {
  return new Hono<AppEnv>()
    .onError(errorHandler(undefined, 'Things went wrong.'))
    .get(
      '/:id',
      describeRoute({ tag: 'Things', summary: 'One thing', data: thingSchema }),
      validateInput('param', thingIdSchema, wrongThing),
      (c) => c.json({ success: true, message: 'OK', data: { id: c.req.valid('param').id, name: 'Clog' } }),
    )
    .put(
      '/:id',
      describeRoute({
        tag: 'Things',
        summary: 'Renames a thing',
        body: renameSchema,
        data: thingSchema,
        errors: [409],
      }),
      validateInput('param', thingIdSchema, wrongThing),
      (c) => fail(c, 409, 'Changed since.'),
    );
}

describe("a route's OpenAPI entry, declared in its handler chain", () => {
  it('is read from the route table with the schemas its chain validates with, through mounted sub-apps', () => {
    const app = new Hono<AppEnv>().route('/api/things', thingsRoutes());
    expect(routeDocsOf(app)).toEqual({
      'GET /api/things/:id': { tag: 'Things', summary: 'One thing', params: thingIdSchema, data: thingSchema },
      'PUT /api/things/:id': {
        tag: 'Things',
        summary: 'Renames a thing',
        params: thingIdSchema,
        body: renameSchema,
        data: thingSchema,
        errors: [409],
      },
    });
  });

  it("validates as `validate` does: a path that breaks the schema answers 400 with the area's message", async () => {
    const app = new Hono<AppEnv>().route('/api/things', thingsRoutes());
    const refused = await app.request('/api/things/none');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ success: false, message: wrongThing });
    const answered = await app.request('/api/things/7');
    expect(await answered.json()).toMatchObject({ success: true, data: { id: 7 } });
  });

  it('leaves out a route without an entry, and the route-table check names it', () => {
    const app = new Hono<AppEnv>()
      .route('/api/things', thingsRoutes())
      .get('/api/forgotten', validateInput('query', z.object({ q: z.string() }), wrongThing), (c) => c.json({}));
    expect(Object.keys(routeDocsOf(app))).toEqual(['GET /api/things/:id', 'PUT /api/things/:id']);
    expect(undocumentedRoutesOf(app)).toEqual({
      routes: ['GET /api/things/:id', 'PUT /api/things/:id', 'GET /api/forgotten'],
      undocumented: ['GET /api/forgotten'],
    });
  });
});
