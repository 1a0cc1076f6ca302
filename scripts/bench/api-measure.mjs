// How bench:api measures one route: wrk (Debian's), 64 connections, after a warm-up, every request
// with the Accept-Encoding a browser sends; req/s, p99 to a tenth of a millisecond, errors.
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureDebianPackages } from '../lib/bootstrap.mjs';

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

/**
 * Measures GET `url` for 15 s after 2 s of warm-up, as fast as the server answers: three runs of
 * 5 s, whose requests are added up and whose middle p99 is the route's. On these shared machines a
 * burst of another tenant's work, or one full garbage collection of the server, can double a p99
 * for a second or two; in one run of 10 s it decided the route's figure, in three it spoils one.
 */
export async function measure(name, url, headers = {}) {
  const allHeaders = { ...BROWSER_HEADERS, ...headers };
  // Each route is measured warm (compiled, its cache filled), as a server that has been up a while serves it.
  await runWrk(url, allHeaders, 2);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runWrk(url, allHeaders, RUN_SECONDS));
  const sum = (field) => runs.reduce((total, run) => total + run[field], 0);
  const middleP99Us = runs.map((run) => run.p99Us).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  return {
    name,
    reqPerSec: sum('requests') / (sum('durationUs') / 1e6),
    p99: Math.round(middleP99Us / 100) / 10,
    errors: sum('errors'),
  };
}
