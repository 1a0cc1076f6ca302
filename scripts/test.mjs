// `npm test`: the whole suite. Unit, API and component tests (Vitest) on the embedded database;
// the API tests once more on PostgreSQL when DATABASE_URL is set; then the browser tests
// (Playwright driving Debian's Chromium) against a freshly built web app and compiled server.
import path from 'node:path';
import {
  ensureDependencies,
  ensureRuntime,
  ensureTestPackages,
  root,
  run,
  withRuntimeOnPath,
} from './lib/bootstrap.mjs';

ensureDependencies();
ensureRuntime();
ensureTestPackages();

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const env = withRuntimeOnPath(process.env);
const { DATABASE_URL, ...embeddedEnv } = env;
const steps = [];

steps.push(['unit, API and component tests (embedded PGlite)', run(bin('vitest'), ['run'], { env: embeddedEnv })]);
if (DATABASE_URL) {
  steps.push([
    'API tests on PostgreSQL (DATABASE_URL)',
    run(bin('vitest'), ['run', '--project', 'server'], { env: { ...env, DATABASE_URL } }),
  ]);
}
const built = run(process.execPath, [path.join(root, 'scripts/build-web.mjs')], { env });
steps.push(['web build', built]);
// The browser tests run the compiled server, as `npm start` does (scripts/lib/server-runtime.mjs).
const serverBuilt = run(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { env });
steps.push(['server build', serverBuilt]);
if (built === 0 && serverBuilt === 0)
  steps.push(['browser tests (Playwright, Chromium)', run(bin('playwright'), ['test'], { env: embeddedEnv })]);

console.log('\nSummary:');
for (const [name, status] of steps) console.log(`  ${status === 0 ? 'passed' : 'FAILED'}  ${name}`);
const failed = steps.filter(([, status]) => status !== 0).length;
console.log(`Steps: ${steps.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
