// How the server process runs, in one place for `npm start`, the browser tests and the
// benchmarks (docs/decisions/0007-server-memory.md).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * V8 sizes its young generation by the machine's memory; on these 24 GiB machines it grows to
 * 128 MB, almost all of it garbage between scavenges. 16 MB semi-spaces cost the 50,000-row import
 * no measurable time and take about 90 MB off the server's resident memory.
 */
export const serverNodeFlags = ['--max-semi-space-size=16'];

/**
 * glibc keeps freed memory at the top of its heaps until 32 MB or more is free, per arena;
 * PGlite's WebAssembly start-up leaves over 100 MB there. Trimming past 128 KB gives it back.
 */
export const serverMallocEnv = { MALLOC_TRIM_THRESHOLD_: '131072' };

/** The compiled server (scripts/build-server.mjs builds it; docs/decisions/0012-compiled-server.md). */
export const serverBundle = path.join(root, 'dist/server/serve.mjs');

/**
 * The arguments and environment that run the whole product (apps/server/src/serve.ts compiled into
 * dist/server) on plain Node, as `npm start` does, or another of dist/server's bundles (a service
 * alone) with the same settings. Throws when the bundle has not been built.
 */
export function serverCommand(env = process.env, bundle = serverBundle) {
  if (!fs.existsSync(bundle)) {
    throw new Error(`The server is not built (${bundle}): run node scripts/build-server.mjs`);
  }
  return {
    args: [...serverNodeFlags, '--enable-source-maps', bundle],
    env: { ...serverMallocEnv, ...env },
  };
}
