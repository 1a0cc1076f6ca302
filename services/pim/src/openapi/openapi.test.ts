import type { OpenApiDocument } from '@lineup/server-kit/openapi';
import { routeDocsOf } from '@lineup/server-kit/openapi-routes';
import {
  answersNotMatchingDocs,
  docsPageProblems,
  openApiShapeProblems,
  operationsAndRoutes,
  undocumentedRoutesOf,
} from '@lineup/server-kit/test-support/openapi-checks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogLineList, manyItems } from '../test-support/catalog-fixtures';
import { openPimTestApp } from '../test-support/pim-test-app';
import { PIM_DOCS_PATH, pimOpenApiDocument } from './docs-routes';

let t: Awaited<ReturnType<typeof openPimTestApp>>;
let brandId: number;
let saved: number;
let staged: number;
beforeAll(async () => {
  t = await openPimTestApp();
  brandId = (await t.get('/api/brands')).body.data[0].id;
  saved = await insertCatalogLineList(t.db, { brandId, items: manyItems(4, 'DOC', { catalogTypes: ['athletic'] }) });
  staged = await insertCatalogLineList(t.db, { brandId, state: 'staged', items: manyItems(2, 'STG') });
  const item = { model_code: 'DOC-ITEM', silhouette: 'Classic Clog', color: 'Black', brandId };
  expect((await t.post('/api/crocs', { ...item, children: [{ sku: 'DOC-ITEM-9', size: '9' }] })).status).toBe(201);
});
afterAll(() => t.dispose());

describe('the PIM OpenAPI document', () => {
  it('has an entry for every API route of the app, declared in its handler chain', () => {
    const { routes, undocumented } = undocumentedRoutesOf(t.app);
    expect(routes.length).toBeGreaterThan(40);
    expect(undocumented).toEqual([]);
  });

  it('describes every route of the app, and only those', async () => {
    const document = (await (await t.app.request(`${PIM_DOCS_PATH}/openapi.json`)).json()) as OpenApiDocument;
    const { operations, routes } = operationsAndRoutes(t.app, document);
    expect(operations).toEqual(routes);
  });

  it('is an OpenAPI 3.1 document with the envelope, the failures and the bearer scheme', () => {
    const document = pimOpenApiDocument(t.app);
    expect(openApiShapeProblems(document)).toEqual([]);
    expect(document.components.schemas.Failure).toMatchObject({ required: ['success', 'message'] });
    const createBrand = document.paths['/api/brands']!.post as { responses: Record<string, unknown> };
    expect(Object.keys(createBrand.responses)).toEqual(['201', '400', '401', '403', '409', '413', '500']);
  });

  it('serves the reference page and the document without a token, under the CSP, from this service only', async () => {
    expect(await docsPageProblems(t.app, PIM_DOCS_PATH)).toEqual([]);
  });

  it("names the schemas of the service's real answers", async () => {
    const reads = [
      ['GET /api/brands', '/api/brands'],
      ['GET /api/brands/:brandId', `/api/brands/${brandId}`],
      ['GET /api/brands/:brandId/import-format', `/api/brands/${brandId}/import-format`],
      ['GET /api/line-lists', '/api/line-lists'],
      ['GET /api/line-lists/with-catalogs-info', '/api/line-lists/with-catalogs-info?page=1'],
      ['GET /api/crocs/catalogs/latest', '/api/crocs/catalogs/latest'],
      ['GET /api/crocs/catalogs/populated/:lineListId', `/api/crocs/catalogs/populated/${saved}`],
      ['GET /api/crocs/catalogs/publish-summary/:lineListId', `/api/crocs/catalogs/publish-summary/${saved}`],
      ['GET /api/crocs/preview/:lineListId', `/api/crocs/preview/${staged}`],
      ['GET /api/crocs/items', '/api/crocs/items'],
      [
        'GET /api/crocs/pre-book/populated-parent-items',
        `/api/crocs/pre-book/populated-parent-items?lineListId=${saved}`,
      ],
      ['GET /api/open-stock', '/api/open-stock'],
    ].map(([route, path]) => ({ route: route!, path: path! }));
    expect(await answersNotMatchingDocs(t.app, t.token, routeDocsOf(t.app), reads)).toEqual([]);
  });
});
