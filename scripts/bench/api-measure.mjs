// How bench:api measures one route: wrk (Debian's), 64 connections, after a warm-up, every request
// with the Accept-Encoding a browser sends; req/s, p99 to a tenth of a millisecond, errors.
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureDebianPackages } from '../lib/bootstrap.mjs';
import { median } from '../lib/median.mjs';

const WRK = '/usr/bin/wrk';
const execFileAsync = promisify(execFile);
const SUMMARY_SCRIPT = path.join(import.meta.dirname, 'wrk-summary.lua');

/** What Chromium sends with every fetch: the back office's lists are read by browsers. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * wrk, not a Node client: a client in JavaScript spent as much of its core on a 10 KB answer as
 * the server did, and its own event loop set the tail. Measured here against a bare route
 * answering 10,000 fixed bytes, pinned as bench:api pins: autocannon's p99 was 7–8 ms against
 * 1.5–2 ms for a small answer at the same req/s; wrk's was 1.7 ms for both.
 */
export function ensureWrk() {
  ensureDebianPackages({ [WRK]: 'wrk' }, 'bench:api');
}

/** One wrk thread per core the client has (bench:api leaves core 0 to the server). */
const threads = Math.max(1, os.availableParallelism() - 1);

async function runWrk(url, headers, seconds) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = ['-t', String(threads), '-c', '64', '-d', `${seconds}s`, '--timeout', '10s', ...headerArgs];
  const { stdout } = await execFileAsync(WRK, [...args, '-s', SUMMARY_SCRIPT, url]);
  const summaryLine = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(summaryLine);
}

/** The measured seconds of each route, in three runs: see `measure`. */
const RUNS = 3;
const RUN_SECONDS = 5;
const WARM_UP_SECONDS = 2;

/** A route's figures from its runs: requests added up, the middle run's p99 (to 0.1 ms), errors. */
function summarize(name, runs) {
  const sum = (field) => runs.reduce((total, run) => total + run[field], 0);
  const middleP99Us = median(runs.map((run) => run.p99Us));
  return {
    name,
    reqPerSec: sum('requests') / (sum('durationUs') / 1e6),
    p99: Math.round(middleP99Us / 100) / 10,
    errors: sum('errors'),
  };
}

/** A route as wrk asks for it: its URL, with the browser's headers and the route's own. */
const request = (url, headers = {}) => ({ url, headers: { ...BROWSER_HEADERS, ...headers } });
const run = ({ url, headers }, seconds) => runWrk(url, headers, seconds);

/**
 * Measures GET `url` for 15 s after 2 s of warm-up, as fast as the server answers: three runs of
 * 5 s, whose requests are added up and whose middle p99 is the route's. On these shared machines
 * a burst of another tenant's work can double a p99 for a second or two; in one run of 10 s it
 * decided the route's figure, in three it spoils one.
 */
export async function measure(name, url, headers = {}) {
  const route = request(url, headers);
  // Each route is measured warm (compiled, its cache filled), as a server that has been up a while serves it.
  await run(route, WARM_UP_SECONDS);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(route, RUN_SECONDS));
  return summarize(name, runs);
}

/** Side by side with the bare route: five pairs of runs of 3 s, each pair a bare run and the route's. */
const PAIRS = 5;
const PAIR_RUN_SECONDS = 3;

/**
 * Measures GET `url` taking turns with the bare route (`bareUrl`): after a warm-up of each, five
 * pairs of 3 s runs, the bare route's then the route's. The route's figures are those of its runs
 * (as `measure` gives them); `bare` those of the bare runs beside them; `p99TimesBare` the median
 * over the pairs of the route's p99 divided by the bare route's in the same pair. On these
 * machines the bare route's own p99 goes from 2.4 ms to 12 ms between runs a minute apart, and
 * slow spells last minutes: compared with one measurement of the bare route at the start of the
 * bench, a route met its target or not by when it came. Within a pair both runs see the same
 * machine, and the median lets two spoiled pairs of five pass unnoticed.
 */
export async function measureBesideBare(bareUrl, name, url, headers = {}) {
  const bare = request(bareUrl);
  const route = request(url, headers);
  await run(bare, WARM_UP_SECONDS);
  await run(route, WARM_UP_SECONDS);
  const pairs = [];
  for (let i = 0; i < PAIRS; i++)
    pairs.push({ bare: await run(bare, PAIR_RUN_SECONDS), route: await run(route, PAIR_RUN_SECONDS) });
  const routeRuns = pairs.map((pair) => pair.route);
  const bareRuns = pairs.map((pair) => pair.bare);
  return {
    ...summarize(name, routeRuns),
    bare: summarize('bare route, beside', bareRuns),
    p99TimesBare: median(pairs.map((pair) => pair.route.p99Us / pair.bare.p99Us)),
  };
}
