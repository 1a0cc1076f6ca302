import type { Hono } from 'hono';
import { generateKeyPair } from 'jose';
import type { AppEnv } from '../http-types';
import { API_DOCS_PATH } from '../openapi';
import type { createTestTokens } from './test-tokens';

type TestTokens = Awaited<ReturnType<typeof createTestTokens>>;

export type ApiRoute = { method: string; path: string };
/** A route as the app registered it: its path keeps the `:name` (and `:name{regex}`) placeholders. */
export type RoutePattern = { method: string; pattern: string };

/** The public documentation (reference page, OpenAPI document) is not one of the API's calls. */
const isDocumentationPath = (path: string) => path === API_DOCS_PATH || path.startsWith(`${API_DOCS_PATH}/`);

/**
 * A path ending in a wildcard is middleware mounted over an area (`app.use`, or `app.on` with
 * methods, e.g. the body limit for writes), not one of the API's calls.
 */
const isMiddlewareArea = (method: string, path: string) => method === 'ALL' || path.endsWith('*');

/** The API routes an app registered (its route table), once per method and path pattern. */
export function apiRoutePatternsOf(app: Hono<AppEnv>): RoutePattern[] {
  const seen = new Set<string>();
  const routes: RoutePattern[] = [];
  for (const { method, path } of app.routes) {
    const key = `${method} ${path}`;
    if (isMiddlewareArea(method, path) || !path.startsWith('/api/') || isDocumentationPath(path) || seen.has(key))
      continue;
    seen.add(key);
    routes.push({ method, pattern: path });
  }
  return routes;
}

/** The API routes an app registered (its route table), with placeholders filled in. */
export function apiRoutesOf(app: Hono<AppEnv>): ApiRoute[] {
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const { method, pattern } of apiRoutePatternsOf(app)) {
    const path = pattern.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, '1');
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path });
  }
  return routes;
}

export type RouteAnswer = { method: string; path: string; status: number; message: string | undefined };

/**
 * Calls each route once with this token (none: no Authorization header), a JSON body `{}` for
 * writes and `query` (e.g. 'previewStoreId=…') appended; answers each call's status and the
 * envelope's message when it is a failure in the envelope.
 */
export async function answersOf(
  app: Hono<AppEnv>,
  routes: ApiRoute[],
  token: string | undefined,
  options: { query?: string } = {},
): Promise<RouteAnswer[]> {
  const answers: RouteAnswer[] = [];
  for (const { method, path } of routes) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const body = method === 'GET' || method === 'HEAD' ? undefined : '{}';
    const url = options.query ? `${path}?${options.query}` : path;
    const response = await app.request(url, { method, headers, body });
    const payload = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
    const message = payload?.success === false && payload.message ? payload.message : undefined;
    answers.push({ method, path, status: response.status, message });
  }
  return answers;
}

/**
 * Calls every API route with no token, a garbage token, a token signed by another key, an
 * expired token, one for another audience and any `moreRefused`; returns the calls that did not answer 401 (an empty list is the pass).
 */
export async function routesAnsweringWithoutValidToken(
  app: Hono<AppEnv>,
  tokens: TestTokens,
  /** More tokens every route must refuse, e.g. a deactivated user's. */
  moreRefused: [label: string, token: string][] = [],
) {
  const otherKey = (await generateKeyPair('RS256')).privateKey;
  const credentials: [string, string | undefined][] = [
    ['no token', undefined],
    ['garbage token', 'not-a-jwt'],
    ['token signed by another key', await tokens.sign({ sub: 'someone' }, { key: otherKey })],
    ['expired token', await tokens.sign({ sub: 'someone' }, { expiresInSeconds: -60 })],
    ['token for another audience', await tokens.sign({ sub: 'someone' }, { audience: 'https://elsewhere/api' })],
    ...moreRefused,
  ];
  const failures: string[] = [];
  const routes = apiRoutesOf(app);
  for (const [label, token] of credentials) {
    for (const answer of await answersOf(app, routes, token)) {
      if (answer.status !== 401 || !answer.message)
        failures.push(`${answer.method} ${answer.path} with ${label}: ${answer.status}`);
    }
  }
  return { routes, failures };
}
