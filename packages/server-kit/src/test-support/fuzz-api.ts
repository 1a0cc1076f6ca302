import fc from 'fast-check';
import type { Hono } from 'hono';
import type { AppEnv } from '../http-types';
import { describeRequest, type FuzzRequest, type RouteInputs, requestArbitrary } from './route-fuzz';
import { apiRoutePatternsOf } from './route-table';

export type FuzzApiOptions = {
  app: Hono<AppEnv>;
  /** A valid token of a staff member: requests reach the routes' own checks. */
  token: string;
  /** Each API route's inputs, by `METHOD /api/path/:param` as the app registered it. */
  inputs: Record<string, RouteInputs>;
  /** Row counts of every table the service owns. */
  countRows: () => Promise<Record<string, number>>;
  /** Ids the test database holds, drawn now and then for ids and strings. */
  knownIds?: string[];
  numRuns: number;
  seed?: number;
};

export type FuzzApiReport = {
  /** Routes of the app with no entry in `inputs` (each must have one). */
  unmapped: string[];
  /** Entries of `inputs` the app has no route for. */
  unknown: string[];
  /** One line per failing route: the request, what went wrong, the seed to replay it. */
  failures: string[];
  requests: number;
  statuses: Record<number, number>;
};

const changedCounts = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys({ ...before, ...after })
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table} ${before[table]} → ${after[table]}`);

/**
 * Sends every API route of an app random and hostile requests derived from its contract schemas.
 * A route fails when it answers 500 or more, answers a 4xx outside the envelope, or leaves the
 * row counts changed after refusing a request.
 */
export async function fuzzApi(options: FuzzApiOptions): Promise<FuzzApiReport> {
  const { app, token, inputs, countRows, knownIds = [], numRuns, seed } = options;
  const routes = apiRoutePatternsOf(app);
  const keys = routes.map((route) => `${route.method} ${route.pattern}`);
  const report: FuzzApiReport = {
    unmapped: keys.filter((key) => !(key in inputs)),
    unknown: Object.keys(inputs).filter((key) => !keys.includes(key)),
    failures: [],
    requests: 0,
    statuses: {},
  };

  async function send(request: FuzzRequest): Promise<string | undefined> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (request.contentType) headers['content-type'] = request.contentType;
    const before = await countRows();
    const response = await app.request(request.url, { method: request.method, headers, body: request.body });
    const text = await response.text();
    report.requests += 1;
    report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
    if (response.status >= 500) return `answered ${response.status} ${text.slice(0, 200)}`;
    if (response.status < 400) return undefined;
    const envelope = (() => {
      try {
        return JSON.parse(text) as { success?: unknown; message?: unknown };
      } catch {
        return null;
      }
    })();
    if (envelope?.success !== false || typeof envelope.message !== 'string' || !envelope.message)
      return `answered ${response.status} outside the envelope: ${text.slice(0, 200)}`;
    const changed = changedCounts(before, await countRows());
    if (changed.length > 0) return `answered ${response.status} but changed rows: ${changed.join(', ')}`;
    return undefined;
  }

  for (const route of routes) {
    const key = `${route.method} ${route.pattern}`;
    const routeInputs = inputs[key];
    if (!routeInputs) continue;
    let lastFailure = '';
    const property = fc.asyncProperty(requestArbitrary(route, routeInputs, knownIds), async (request) => {
      const problem = await send(request);
      if (problem) lastFailure = `${describeRequest(request)} → ${problem}`;
      return problem === undefined;
    });
    const details = await fc.check(property, { numRuns, seed, endOnFailure: !process.env.FUZZ_SHRINK });
    if (details.failed) {
      const error = details.errorInstance ? ` (${String(details.errorInstance).slice(0, 300)})` : '';
      report.failures.push(
        `${key}: ${lastFailure || 'threw'}${error} [seed ${details.seed}, path ${details.counterexamplePath}]`,
      );
    }
  }
  return report;
}

/** Runs per route and seed, from FUZZ_RUNS and FUZZ_SEED when set (to replay or to search longer). */
export function fuzzSettings(defaultRuns: number) {
  const runs = Number(process.env.FUZZ_RUNS);
  const seed = Number(process.env.FUZZ_SEED);
  return {
    numRuns: Number.isInteger(runs) && runs > 0 ? runs : defaultRuns,
    seed: Number.isInteger(seed) ? seed : undefined,
  };
}
