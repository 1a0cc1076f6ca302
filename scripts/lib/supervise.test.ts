import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_ERROR_EXIT_CODE, restartDelay, supervise } from './supervise.mjs';

const child = path.resolve(import.meta.dirname, '../test-support/crashing-child.mjs');

function tempFile() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'supervise-')), 'starts.txt');
}

const startsIn = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').length : 0);

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('supervise (npm start keeps the server running)', () => {
  it('doubles the wait after each quick crash, up to a ceiling', () => {
    expect([1, 2, 3, 4, 10].map((n) => restartDelay(n, { baseMs: 1000, maxMs: 30_000 }))).toEqual([
      1000, 2000, 4000, 8000, 30_000,
    ]);
  });

  it('restarts a process that dies, logging the cause, and stops restarting once stopped', async () => {
    const file = tempFile();
    const logged: string[] = [];
    const supervisor = supervise(process.execPath, [child, file, '3'], {
      stdio: 'ignore',
      backoff: { baseMs: 10, maxMs: 40 },
      log: (line) => logged.push(line),
    });
    await until(() => startsIn(file) >= 3);
    expect(logged[0]).toMatch(/stopped unexpectedly \(exit code 3\); restarting/);
    await supervisor.stop();
    const after = startsIn(file);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(startsIn(file)).toBe(after);
  });

  it('forwards the stop signal to a running process and resolves with its exit', async () => {
    const file = tempFile();
    const supervisor = supervise(process.execPath, [child, file, 'wait'], { stdio: 'ignore' });
    await until(() => startsIn(file) === 1);
    const code = await supervisor.stop('SIGTERM');
    expect(code).toBe(1);
    expect(supervisor.child.signalCode).toBe('SIGTERM');
    expect(startsIn(file)).toBe(1);
  });

  it('does not restart a process that cannot start as configured', async () => {
    const file = tempFile();
    const supervisor = supervise(process.execPath, [child, file, String(CONFIGURATION_ERROR_EXIT_CODE)], {
      stdio: 'ignore',
      backoff: { baseMs: 10 },
    });
    expect(await supervisor.ended).toBe(CONFIGURATION_ERROR_EXIT_CODE);
    expect(startsIn(file)).toBe(1);
  });
});
