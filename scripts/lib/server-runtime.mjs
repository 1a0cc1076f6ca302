// How the server process runs, in one place for `npm start`, the browser tests and the
// benchmarks (docs/decisions/0007-server-memory.md).
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

/** The arguments and environment that run `scripts/serve.ts` (the whole product) as `npm start` does. */
export function serverCommand(env = process.env) {
  return {
    args: [...serverNodeFlags, '--import', 'tsx', path.join(root, 'scripts/serve.ts')],
    env: { ...serverMallocEnv, ...env },
  };
}
