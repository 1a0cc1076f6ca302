// `npm test`: the whole suite. Unit, API and component tests (Vitest), the API tests on the
// embedded database, or on the PostgreSQL server DATABASE_URL names when it is set (CI sets it;
// docs/decisions/0030-ci-tests-the-api-on-postgresql.md); then the browser tests (Playwright
// driving Debian's Chromium) against a freshly built web app and compiled server, whose product
// runs on the embedded database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ensureDependencies,
  ensureRuntime,
  ensureTestPackages,
  root,
  run,
  withRuntimeOnPath,
} from './lib/bootstrap.mjs';
import { readVitestFailures } from './lib/vitest-failures.mjs';

ensureDependencies();
ensureRuntime();
ensureTestPackages();

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const env = withRuntimeOnPath(process.env);
const { DATABASE_URL, ...embeddedEnv } = env;
const steps = [];

// Vitest also writes a JSON report, so the summary at the end can name what failed.
const vitestReport = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-vitest-')), 'report.json');
const vitestStatus = run(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  { env },
);
steps.push([
  DATABASE_URL
    ? 'unit, API and component tests (API on PostgreSQL: DATABASE_URL)'
    : 'unit, API and component tests (API on the embedded PGlite)',
  vitestStatus,
  vitestStatus === 0 ? [] : readVitestFailures(vitestReport, root),
]);
const built = run(process.execPath, [path.join(root, 'scripts/build-web.mjs')], { env });
steps.push(['web build', built]);
// The browser tests run the compiled server, as `npm start` does (scripts/lib/server-runtime.mjs).
const serverBuilt = run(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { env });
steps.push(['server build', serverBuilt]);
if (built === 0 && serverBuilt === 0)
  steps.push(['browser tests (Playwright, Chromium)', run(bin('playwright'), ['test'], { env: embeddedEnv })]);

console.log('\nSummary:');
for (const [name, status, failures = []] of steps) {
  console.log(`  ${status === 0 ? 'passed' : 'FAILED'}  ${name}`);
  for (const failure of failures) console.log(`            ${failure}`);
}
const failed = steps.filter(([, status]) => status !== 0).length;
console.log(`Steps: ${steps.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
