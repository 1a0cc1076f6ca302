import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from './http-types';
import { silentLogger } from './logger';
import { buildOpenApiDocument, jsonSchemaOf, openApiPathOf } from './openapi';
import { apiDocsRoutes } from './openapi-docs';
import { openApiShapeProblems } from './test-support/openapi-checks';
import { apiRoutePatternsOf } from './test-support/route-table';

const info = { title: 'Test API', version: '1', description: 'A test.' };

function appWith(...paths: string[]) {
  const app = new Hono<AppEnv>();
  for (const path of paths) app.get(path, (c) => c.json({}));
  return app;
}

describe('the OpenAPI document of a route table', () => {
  it('spells route placeholders, regular expressions included, as OpenAPI path parameters', () => {
    expect(openApiPathOf('/api/crocs/:itemId{[0-9]+}/sizes/:size')).toBe('/api/crocs/{itemId}/sizes/{size}');
    const document = buildOpenApiDocument(info, {
      'GET /api/things/:id{[0-9]+}': { tag: 'Things', summary: 'One thing' },
    });
    expect(openApiShapeProblems(document)).toEqual([]);
    const operation = document.paths['/api/things/{id}']!.get as { parameters: unknown[] };
    expect(operation.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
  });

  it('describes what JSON Schema cannot say as any value, and never throws', () => {
    const odd = z.object({ when: z.date(), check: z.custom<string>(() => true), n: z.string().transform(Number) });
    expect(() => jsonSchemaOf(odd, 'output')).not.toThrow();
    expect(jsonSchemaOf(odd, 'input')).toMatchObject({ properties: { n: { type: 'string' } } });
    const document = buildOpenApiDocument(info, {
      'POST /api/odd': { tag: 'Odd', summary: 'Odd', body: odd, data: odd },
    });
    expect(openApiShapeProblems(document)).toEqual([]);
  });

  it('moves recursive definitions under components, under names that do not collide', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const tree = z.object({ root: node });
    const document = buildOpenApiDocument(info, {
      'POST /api/trees': { tag: 'Trees', summary: 'Trees', body: tree, data: z.object({ other: node }) },
      'GET /api/trees': { tag: 'Trees', summary: 'Trees', data: node },
    });
    expect(openApiShapeProblems(document)).toEqual([]);
    expect(Object.keys(document.components.schemas)).toEqual([
      '__schema0',
      '__schema0_2',
      'Recursive',
      'Failure',
      'Pagination',
    ]);
  });
});

describe('the documentation routes', () => {
  it('are not API routes of the route table (they are public by design)', () => {
    const app = appWith('/api/things');
    app.route(
      '/api/docs',
      apiDocsRoutes({ basePath: '/api/docs', title: 'T', document: () => ({}), log: silentLogger() }),
    );
    expect(apiRoutePatternsOf(app).map((route) => route.pattern)).toEqual(['/api/things']);
  });

  it('answer 500 in the envelope when the document cannot be built, and the page still loads', async () => {
    const app = new Hono<AppEnv>();
    const document = () => {
      throw new Error('broken schema');
    };
    app.route('/api/docs', apiDocsRoutes({ basePath: '/api/docs', title: 'T', document, log: silentLogger() }));
    const answer = await app.request('/api/docs/openapi.json');
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ success: false });
    expect((await app.request('/api/docs')).status).toBe(200);
  });
});
