import type { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../http-types';
import { type OpenApiDocument, openApiPathOf, operationsOf, type RouteDocs } from '../openapi';
import { routeDocsOf } from '../openapi-routes';
import { apiRoutePatternsOf } from './route-table';

/**
 * The API routes of an app's route table, and those among them whose chain carries no OpenAPI
 * entry (`describeRoute`): a route added without one is missing from the document.
 */
export function undocumentedRoutesOf(app: Hono<AppEnv>) {
  const documented = routeDocsOf(app);
  const routes = apiRoutePatternsOf(app).map(({ method, pattern }) => `${method} ${pattern}`);
  return { routes, undocumented: routes.filter((route) => !(route in documented)) };
}

/** The operations of a document, and the API routes of the app's route table, as `METHOD /{path}`. */
export function operationsAndRoutes(app: Hono<AppEnv>, document: Pick<OpenApiDocument, 'paths'>) {
  const routes = apiRoutePatternsOf(app).map(({ method, pattern }) => `${method} ${openApiPathOf(pattern)}`);
  return { operations: operationsOf(document).sort(), routes: routes.sort() };
}

/** Every `$ref` in a value, with the JSON pointer it names. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

const resolve = (document: unknown, pointer: string) =>
  pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);

/**
 * What makes a document not a usable OpenAPI 3.1 description: the version, info, paths and
 * components, an operation without its success answer or its 401, a path placeholder without its
 * parameter, a `$ref` that points nowhere.
 */
export function openApiShapeProblems(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  if (document.openapi !== '3.1.0') problems.push(`openapi is ${document.openapi}`);
  if (!document.info?.title || !document.info.version) problems.push('info needs a title and a version');
  if (!document.components?.securitySchemes?.bearerAuth) problems.push('no bearer security scheme');
  for (const [path, item] of Object.entries(document.paths)) {
    const placeholders = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const [method, operation] of Object.entries(item) as [string, Record<string, unknown>][]) {
      const where = `${method.toUpperCase()} ${path}`;
      const responses = operation.responses as Record<string, unknown>;
      if (!responses['200'] && !responses['201']) problems.push(`${where}: no success answer`);
      if (!responses['401']) problems.push(`${where}: no 401`);
      if (!operation.summary || !operation.operationId) problems.push(`${where}: no summary or operationId`);
      const parameters = (operation.parameters ?? []) as { name: string; in: string }[];
      for (const name of placeholders) {
        if (!parameters.some((parameter) => parameter.in === 'path' && parameter.name === name)) {
          problems.push(`${where}: path parameter ${name} not declared`);
        }
      }
    }
  }
  for (const ref of new Set(refsIn(document))) {
    if (!ref.startsWith('#/') || resolve(document, ref) === undefined) problems.push(`unresolved $ref ${ref}`);
  }
  return problems;
}

/**
 * Reads each path with the token and checks the answer's `data` against the `data` schema the
 * document names for its route: the schemas describe what the service really answers.
 */
export async function answersNotMatchingDocs(
  app: Hono<AppEnv>,
  token: string,
  docs: RouteDocs,
  paths: { route: string; path: string }[],
) {
  const mismatches: string[] = [];
  for (const { route, path } of paths) {
    const doc = docs[route];
    if (!doc?.data) {
      mismatches.push(`${route}: no data schema`);
      continue;
    }
    const [method = 'GET'] = route.split(' ');
    const response = await app.request(path, { method, headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { success?: boolean; data?: unknown; pagination?: unknown };
    if (response.status !== (doc.status ?? 200) || body.success !== true) {
      mismatches.push(`${route} (${path}): ${response.status}`);
      continue;
    }
    const parsed = (doc.data as z.ZodType).safeParse(body.data);
    if (!parsed.success) mismatches.push(`${route} (${path}): ${parsed.error.message}`);
    if (doc.paginated && !body.pagination) mismatches.push(`${route} (${path}): no pagination`);
  }
  return mismatches;
}

/** The `src` of every script a page loads. */
export const scriptSourcesOf = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
/** Whether a page carries script inside a `<script>` element (the CSP refuses it). */
export const hasInlineScript = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].some(([, attributes = '', body = '']) =>
    !/\bsrc=/.test(attributes) ? true : body.trim() !== '',
  );

/**
 * What keeps a service's reference page from working with no token under the app's CSP: the
 * page, its scripts and styles (all from this service, none inline) and the document it names.
 */
export async function docsPageProblems(app: Hono<AppEnv>, basePath: string) {
  const problems: string[] = [];
  const page = await app.request(basePath);
  const html = await page.text();
  if (page.status !== 200 || !page.headers.get('content-type')?.startsWith('text/html')) {
    return [`${basePath}: ${page.status} ${page.headers.get('content-type')}`];
  }
  const scriptPolicy = /script-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
  if (scriptPolicy?.trim() !== "'self'") problems.push(`script-src is ${scriptPolicy}`);
  if (hasInlineScript(html)) problems.push('the page has inline script');
  const stylesheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const assets = [...scriptSourcesOf(html), ...stylesheets];
  if (scriptSourcesOf(html).length === 0) problems.push('the page loads no script');
  for (const source of assets) {
    if (!source.startsWith(`${basePath}/`)) {
      problems.push(`${source} is not served by this service`);
      continue;
    }
    const asset = await app.request(source);
    const type = asset.headers.get('content-type') ?? '';
    const text = await asset.text();
    if (asset.status !== 200 || !/javascript|css/.test(type) || text.length === 0) {
      problems.push(`${source}: ${asset.status} ${type} (${text.length} characters)`);
    }
  }
  const documentUrl = /data-document-url="([^"]+)"/.exec(html)?.[1];
  if (documentUrl !== `${basePath}/openapi.json`) problems.push(`the page names the document ${documentUrl}`);
  const document = await app.request(`${basePath}/openapi.json`);
  if (document.status !== 200 || !document.headers.get('content-type')?.startsWith('application/json')) {
    problems.push(`${basePath}/openapi.json: ${document.status}`);
  }
  return problems;
}
