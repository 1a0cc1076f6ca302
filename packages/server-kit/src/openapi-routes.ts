import type { Hono, MiddlewareHandler } from 'hono';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import type { z } from 'zod';
import { validate } from './http';
import type { AppEnv } from './http-types';
import type { RouteDoc, RouteDocs } from './openapi';

/**
 * A route's OpenAPI entry lives in its own handler chain: `describeRoute(doc)` is a middleware that
 * does nothing but carry the entry, and `validateInput` is `validate` whose schema also becomes the
 * entry's params, query or body. The document is read from the app's route table, so a route and
 * its entry are declared once, in one place.
 */
const routeDocs = new WeakMap<object, RouteDoc>();
const inputSchemas = new WeakMap<object, { part: 'params' | 'query' | 'body'; schema: z.ZodType }>();

const partOf = { param: 'params', query: 'query', json: 'body' } as const;

/**
 * The route's entry in its service's OpenAPI document. The schemas of the request come from the
 * chain's `validateInput`s; a route that parses a part in its own way (worded refusals, a raw file)
 * names that part's contract schema here, and it is documented, not validated.
 */
export function describeRoute(doc: RouteDoc): MiddlewareHandler<AppEnv> {
  // A function of its own per route: the entry is found by it in the route table.
  const middleware: MiddlewareHandler<AppEnv> = (_c, next) => next();
  routeDocs.set(middleware, doc);
  return middleware;
}

/**
 * Parses a request part with a contract schema, as `validate` does (400 with the area's message),
 * and names that schema in the route's OpenAPI entry.
 */
export function validateInput<T extends z.ZodType, Target extends 'json' | 'query' | 'param'>(
  target: Target,
  schema: T,
  failureMessage: string,
  pickMessage?: (message: string) => boolean,
) {
  const middleware = validate(target, schema, failureMessage, pickMessage);
  inputSchemas.set(middleware, { part: partOf[target], schema });
  return middleware;
}

/** The handler a route table entry runs: `app.route()` wraps the handlers of a sub-app with its own error handler. */
function registeredHandler(handler: unknown): unknown {
  let inner = handler;
  while (inner && typeof inner === 'function' && COMPOSED_HANDLER in inner) {
    inner = (inner as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  }
  return inner;
}

/** A route table entry that is middleware over an area (`app.use`, a wildcard path), not one route. */
const isMiddlewareArea = (method: string, path: string) => method === 'ALL' || path.endsWith('*');

/**
 * The OpenAPI entries of an app's routes by `METHOD /path` as its route table names them, each
 * with the schemas of its chain's `validateInput`s. Routes without `describeRoute` are left out.
 */
export function routeDocsOf(app: Hono<AppEnv>): RouteDocs {
  const chains = new Map<string, { doc?: RouteDoc; inputs: Partial<Pick<RouteDoc, 'params' | 'query' | 'body'>> }>();
  for (const { method, path, handler } of app.routes) {
    if (isMiddlewareArea(method, path)) continue;
    const key = `${method} ${path}`;
    const registered = registeredHandler(handler) as object;
    const doc = routeDocs.get(registered);
    const input = inputSchemas.get(registered);
    if (!doc && !input) continue;
    const chain = chains.get(key) ?? { inputs: {} };
    if (doc) chain.doc = doc;
    if (input) chain.inputs[input.part] = input.schema;
    chains.set(key, chain);
  }
  const docs: RouteDocs = {};
  for (const [key, { doc, inputs }] of chains) {
    if (!doc) continue;
    const { summary, tag, params, query, body, ...answer } = doc;
    const request = { params: params ?? inputs.params, query: query ?? inputs.query, body: body ?? inputs.body };
    docs[key] = {
      summary,
      tag,
      ...Object.fromEntries(Object.entries(request).filter(([, schema]) => schema)),
      ...answer,
    };
  }
  return docs;
}
