// What `npm test`'s summary says of a failed Vitest run: which files and tests failed, and the
// first line of each failure. A CI log is often read from its end only, and Vitest's own account
// of a failure is printed long before the browser tests' output.
import fs from 'node:fs';
import path from 'node:path';

/** At most this many failures are named; a run that breaks everything says how many more. */
const MAX_NAMED = 20;

const firstLine = (text) =>
  (text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim() ?? '';

/**
 * The summary's lines for a failed Vitest run's JSON report (`--reporter=json`): a file that failed
 * outside its tests (a hook, an import) by its message, every failed test by its file and full name.
 */
export function describeVitestFailures(report, root) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${name}: ${firstLine(file.message)}`);
  }
  // Vitest exits 1 on an error thrown outside any test (a timer firing after its file ended)
  // while its report may still say every test passed: this is called for failed runs only.
  if (failures.length === 0)
    return ['Vitest failed outside any test (an unhandled error): see "Unhandled Errors" in its output above.'];
  const named = failures.slice(0, MAX_NAMED);
  if (failures.length > MAX_NAMED) named.push(`…and ${failures.length - MAX_NAMED} more`);
  return named;
}

/** The lines for the report Vitest wrote at `reportPath`, or a note that it wrote none. */
export function readVitestFailures(reportPath, root) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(reportPath, 'utf8'));
  } catch {
    return ['Vitest wrote no report (it stopped before the end): see its output above.'];
  }
  return describeVitestFailures(report, root);
}
