// How bench:api measures one route: wrk (Debian's), 64 connections, after a warm-up, every request
// with the Accept-Encoding a browser sends; req/s, p99 to a tenth of a millisecond, errors.
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureDebianPackages } from '../lib/bootstrap.mjs';

const WRK = '/usr/bin/wrk';
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
  const { stdout } = await promisify(execFile)(WRK, [...args, '-s', SUMMARY_SCRIPT, url]);
  const summaryLine = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(summaryLine);
}

/** Measures GET `url` for 10 s after 2 s of warm-up, as fast as the server answers. */
export async function measure(name, url, headers = {}) {
  const allHeaders = { ...BROWSER_HEADERS, ...headers };
  // Each route is measured warm (compiled, its cache filled), as a server that has been up a while serves it.
  await runWrk(url, allHeaders, 2);
  const run = await runWrk(url, allHeaders, 10);
  return {
    name,
    reqPerSec: run.requests / (run.durationUs / 1e6),
    p99: Math.round(run.p99Us / 100) / 10,
    errors: run.errors,
  };
}
