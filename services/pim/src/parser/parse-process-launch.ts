import { type ChildProcess, fork } from 'node:child_process';
import { PARSE_MEMORY_LIMIT_MB } from '@lineup/contracts/upload-limits';
import { childProcessEnv } from '@lineup/server-kit/env';
import type { ReaderAnswer, ReaderMessage } from './parse-process-messages';

/*
 * Starting the processes that read uploaded files (parse-process.ts talks to them): each on its own
 * heap limit, with the server's environment for children only, and one started ahead of a file:
 * when an upload is announced, or always, warmed up, once the server asks for that.
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

type Spare = Launched & {
  /** Stops a spare started for one announced upload (prepareFileReader); none for one kept ready. */
  idle?: NodeJS.Timeout;
  /**
   * The passes of its warm-up once it has warmed up (kept ready); 0 at once for a spare prepared
   * for one upload, and for one taken or gone before it warmed up.
   */
  warmed: Promise<number>;
};

let spare: Spare | undefined;
/** Set by keepFileReaderReady: a warmed spare is always there, or on its way. */
let keepReady = false;

export const isRunning = (proc: ChildProcess) => proc.exitCode === null && proc.signalCode === null;

/** A process that waits for its file without keeping the server alive. */
function launchSpare(): Launched {
  const launched = launch(PARSE_MEMORY_LIMIT_MB);
  launched.proc.unref();
  launched.proc.channel?.unref();
  return launched;
}

/** A spare kept ready: asked to warm up (reader-warm-up.ts) as soon as it runs, and kept until taken. */
function launchWarmSpare(): Spare {
  const launched = launchSpare();
  const warmed = new Promise<number>((resolve) => {
    const onMessage = (answer: ReaderAnswer) => {
      if (answer.type !== 'warmed') return;
      launched.proc.off('message', onMessage);
      resolve(answer.passes);
    };
    launched.proc.on('message', onMessage);
    // A spare that dies before it has warmed up is replaced when the next file takes its place.
    launched.proc.once('exit', () => resolve(0));
  });
  const warmUp: ReaderMessage = { type: 'warm-up' };
  void launched.ready.then(() => {
    if (launched.proc.connected) launched.proc.send(warmUp);
  });
  return { ...launched, warmed };
}

/**
 * The spare kept ready, started now when there is none running: a spare prepared for one upload
 * (it has an idle timer) is replaced by one that warms up.
 */
function ensureWarmSpare(): Spare {
  if (!spare || spare.idle || !isRunning(spare.proc)) {
    if (spare?.idle) clearTimeout(spare.idle);
    spare?.proc.kill('SIGKILL');
    spare = launchWarmSpare();
  }
  return spare;
}

/**
 * Starts a reading process ahead of a file that is on its way (an upload was just announced), so
 * the file is not kept waiting while the process loads its parsers. One at most; it does not keep
 * the server alive and is stopped when no file comes within a minute. While a spare is kept
 * ready (keepFileReaderReady), it is that one.
 */
export function prepareFileReader(): void {
  if (spare && isRunning(spare.proc)) return;
  if (keepReady) {
    // The spare kept ready was taken (a file is being read) or died: the next one comes now.
    ensureWarmSpare();
    return;
  }
  const launched = launchSpare();
  const idle = setTimeout(() => {
    if (spare?.proc === launched.proc) spare = undefined;
    launched.proc.kill('SIGKILL');
  }, SPARE_IDLE_MS);
  idle.unref();
  spare = { ...launched, idle, warmed: Promise.resolve(0) };
}

/**
 * From now on a warmed reading process waits for the next uploaded file (the servers' entries
 * call it): the file finds its readers loaded and compiled (docs/decisions/0029-warm-reading-process.md).
 * When a file takes it, the next one starts as that file's process exits, so it never takes a
 * core from the read in hand. Answers the passes of the spare's warm-up once it has warmed up
 * (0 when a file took it first).
 */
export function keepFileReaderReady(): Promise<number> {
  keepReady = true;
  return ensureWarmSpare().warmed;
}

/** Stops keeping a reading process ready, and stops the one waiting (tests, and a server closing). */
export function stopKeepingFileReaderReady(): void {
  keepReady = false;
  const waiting = spare;
  spare = undefined;
  if (waiting?.idle) clearTimeout(waiting.idle);
  waiting?.proc.kill('SIGKILL');
}

/** The process prepared ahead when it suits, else a new one. */
export function takeProcess(memoryMb: number): Launched {
  const taken = spare;
  spare = undefined;
  if (taken?.idle) clearTimeout(taken.idle);
  let given: Launched;
  if (taken && taken.memoryMb === memoryMb && isRunning(taken.proc)) {
    taken.proc.ref();
    taken.proc.channel?.ref();
    given = taken;
  } else {
    taken?.proc.kill('SIGKILL');
    given = launch(memoryMb);
  }
  given.proc.once('exit', () => {
    if (keepReady) ensureWarmSpare();
  });
  return given;
}
