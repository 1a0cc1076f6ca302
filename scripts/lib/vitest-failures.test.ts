import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeVitestFailures, readVitestFailures } from './vitest-failures.mjs';

const root = '/repo';
// Shaped as Vitest 5's JSON reporter writes it (the parts read here).
const failedAssertion = {
  fullName: 'group one fails',
  status: 'failed',
  failureMessages: ['AssertionError: expected 1 to be 2 // Object.is equality\n    at /repo/a.test.ts:2:63'],
};
const passed = { fullName: 'group passes', status: 'passed', failureMessages: [] };

describe('describeVitestFailures (what npm test says of a failed Vitest run)', () => {
  it('names each failed test with its file and the first line of its failure', () => {
    const report = {
      success: false,
      testResults: [
        {
          name: '/repo/services/a.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [failedAssertion, passed],
        },
        { name: '/repo/services/b.test.ts', status: 'passed', message: '', assertionResults: [passed] },
      ],
    };
    expect(describeVitestFailures(report, root)).toEqual([
      'services/a.test.ts > group one fails: AssertionError: expected 1 to be 2 // Object.is equality',
    ]);
  });

  it('names a file that failed outside its tests (a hook) by its message', () => {
    const report = {
      success: false,
      testResults: [
        {
          name: '/repo/c.test.ts',
          status: 'failed',
          message: 'database down',
          assertionResults: [{ fullName: 'never', status: 'skipped', failureMessages: [] }],
        },
      ],
    };
    expect(describeVitestFailures(report, root)).toEqual(['c.test.ts: database down']);
  });

  it('says when the run failed with every test passing (an unhandled error), whatever the report says of success', () => {
    const testResults = [{ name: '/repo/a.test.ts', status: 'passed', assertionResults: [passed] }];
    for (const success of [false, true])
      expect(describeVitestFailures({ success, testResults }, root)).toEqual([
        expect.stringContaining('unhandled error'),
      ]);
  });

  it('names at most 20 failures and counts the rest', () => {
    const assertionResults = Array.from({ length: 25 }, (_, i) => ({ ...failedAssertion, fullName: `t${i}` }));
    const lines = describeVitestFailures(
      { success: false, testResults: [{ name: '/repo/a.test.ts', status: 'failed', assertionResults }] },
      root,
    );
    expect(lines).toHaveLength(21);
    expect(lines.at(-1)).toBe('…and 5 more');
  });

  it('says so when Vitest wrote no report', () => {
    expect(readVitestFailures(path.join(os.tmpdir(), 'no-such-vitest-report.json'), root)).toEqual([
      expect.stringContaining('no report'),
    ]);
  });
});
