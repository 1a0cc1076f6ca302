import { type ChildProcess, fork } from 'node:child_process';
import { PARSE_MEMORY_LIMIT_MB } from '@lineup/contracts/upload-limits';
import { childProcessEnv } from '@lineup/server-kit/env';
import type { ReaderAnswer } from './parse-process';

/*
 * Starting the processes that read uploaded files (parse-process.ts talks to them): each on its own
 * heap limit, with the server's environment for children only, and one started ahead of a file
 * that is on its way.
 */

/**
 * The reading process's entry. Run from the TypeScript sources (tsx: tests, tools) it registers tsx
 * and loads parse-process-main.ts; in the compiled server (dist/server, scripts/build-server.mjs)
 * it is the compiled parse-process-main.mjs beside the server's bundle, on plain Node.
 */
const ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./parse-process-boot.mjs', import.meta.url)
  : new URL('./parse-process-main.mjs', import.meta.url);
/** The end of the process's stderr is kept to tell a heap exhaustion from another crash (HEAP_EXHAUSTED). */
const STDERR_KEPT = 4096;
/** A process started ahead of a file (see prepareFileReader) is stopped if no file comes this soon. */
const SPARE_IDLE_MS = 60_000;

export type Launched = { proc: ChildProcess; memoryMb: number; ready: Promise<void>; stderr: () => string };

function launch(memoryMb: number): Launched {
  // The parent's NODE_OPTIONS and execArgv (tsx's CommonJS hooks, test runners' flags) stay out.
  const proc = fork(ENTRY, [], {
    execArgv: [`--max-old-space-size=${memoryMb}`, '--max-semi-space-size=16'],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: childProcessEnv(),
  });
  let stderr = '';
  proc.stderr?.setEncoding('utf8');
  proc.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT);
  });
  const ready = new Promise<void>((resolve) => {
    const onMessage = (answer: ReaderAnswer) => {
      if (answer.type !== 'ready') return;
      proc.off('message', onMessage);
      resolve();
    };
    proc.on('message', onMessage);
  });
  // A process that cannot start is reported to its reader through 'exit'.
  proc.on('error', () => {});
  return { proc, memoryMb, ready, stderr: () => stderr };
}

let spare: (Launched & { idle: NodeJS.Timeout }) | undefined;

export const isRunning = (proc: ChildProcess) => proc.exitCode === null && proc.signalCode === null;

/**
 * Starts a reading process ahead of a file that is on its way (an upload was just announced), so
 * the file is not kept waiting while the process loads its parsers. One at most; it does not keep
 * the server alive and is stopped when no file comes within a minute.
 */
export function prepareFileReader(): void {
  if (spare && isRunning(spare.proc)) return;
  const launched = launch(PARSE_MEMORY_LIMIT_MB);
  launched.proc.unref();
  launched.proc.channel?.unref();
  const idle = setTimeout(() => {
    if (spare?.proc === launched.proc) spare = undefined;
    launched.proc.kill('SIGKILL');
  }, SPARE_IDLE_MS);
  idle.unref();
  spare = { ...launched, idle };
}

/** The process prepared ahead when it suits, else a new one. */
export function takeProcess(memoryMb: number): Launched {
  const taken = spare;
  spare = undefined;
  if (taken) clearTimeout(taken.idle);
  if (taken && taken.memoryMb === memoryMb && isRunning(taken.proc)) {
    taken.proc.ref();
    taken.proc.channel?.ref();
    return taken;
  }
  if (taken) taken.proc.kill('SIGKILL');
  return launch(memoryMb);
}
