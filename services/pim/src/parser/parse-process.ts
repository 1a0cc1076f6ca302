import { type ChildProcess, fork } from 'node:child_process';
import { uploadMessages } from '@lineup/contracts/messages';
import { PARSE_MEMORY_LIMIT_MB, PARSE_TIME_LIMIT_SECONDS } from '@lineup/contracts/upload-limits';
import { childProcessEnv } from '@lineup/server-kit/env';
import { FileProblem } from './errors';
import type { ParseJob, ParseResult } from './parse-file';

/**
 * Uploaded files are read in a process of their own (docs/decisions/0008-parser-isolation.md):
 * whatever a file makes the readers do — walk a declared size, inflate strings, allocate past the
 * heap limit, loop — only that process dies, and the server answers the caller with the reason.
 */
export type ParseLimits = {
  /** The reading process's JavaScript heap (V8's --max-old-space-size). */
  memoryMb: number;
  /** From the moment the reader is given the file to its answer; the process is killed past this. */
  timeLimitMs: number;
};

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  memoryMb: PARSE_MEMORY_LIMIT_MB,
  timeLimitMs: PARSE_TIME_LIMIT_SECONDS * 1000,
};

/** What the reading process sends back (parse-process-main.ts). */
export type ReaderAnswer =
  | { type: 'ready' }
  | { type: 'rows'; count: number }
  /** The result as JSON text: one string crosses the channel far faster than 50,000 objects. */
  | { type: 'done'; resultJson: string; peakRssMb: number; parseMs: number }
  | { type: 'problem'; message: string; status: 400 | 413 | 422 }
  | { type: 'failed'; detail: string };

/** The reading process's peak resident memory, its parse time, and the time from the job to the result. */
export type ReadStats = { peakRssMb: number; parseMs: number; ms: number };

/** At most this many files are read at once (one per core here); the others wait their turn. */
const READS_AT_ONCE = 2;
let readsRunning = 0;
const waiting: (() => void)[] = [];

async function takeTurn(): Promise<() => void> {
  if (readsRunning >= READS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else readsRunning++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next();
    else readsRunning--;
  };
}

/**
 * The reading process's entry. Run from the TypeScript sources (tsx: tests, tools) it registers tsx
 * and loads parse-process-main.ts; in the compiled server (dist/server, scripts/build-server.mjs)
 * it is the compiled parse-process-main.mjs beside the server's bundle, on plain Node.
 */
const ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./parse-process-boot.mjs', import.meta.url)
  : new URL('./parse-process-main.mjs', import.meta.url);
/** The end of the process's stderr is kept to tell a heap exhaustion from another crash. */
const STDERR_KEPT = 4096;
const HEAP_EXHAUSTED = /heap out of memory|Reached heap limit/i;
/** A process started ahead of a file (see prepareFileReader) is stopped if no file comes this soon. */
const SPARE_IDLE_MS = 60_000;

type Launched = { proc: ChildProcess; memoryMb: number; ready: Promise<void>; stderr: () => string };

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

const isRunning = (proc: ChildProcess) => proc.exitCode === null && proc.signalCode === null;

/**
 * Starts a reading process ahead of a file that is on its way (an upload was just announced), so
 * the file is not kept waiting while the process loads its parsers. One at most; it does not keep
 * the server alive and is stopped when no file comes within a minute.
 */
export function prepareFileReader(): void {
  if (spare && isRunning(spare.proc)) return;
  const launched = launch(DEFAULT_PARSE_LIMITS.memoryMb);
  launched.proc.unref();
  launched.proc.channel?.unref();
  const idle = setTimeout(() => {
    if (spare?.proc === launched.proc) spare = undefined;
    launched.proc.kill('SIGKILL');
  }, SPARE_IDLE_MS);
  idle.unref();
  spare = { ...launched, idle };
}

function takeProcess(memoryMb: number): Launched {
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

export type FileReader = {
  /** Reads the file in the process started for it; a file problem is thrown as FileProblem. */
  read(job: ParseJob): Promise<ParseResult>;
  /** Stops the process if it still runs (always call it: after read, or instead of it). */
  stop(): void;
};

type ReaderOptions = {
  limits?: Partial<ParseLimits>;
  onRows?: (rows: number) => void;
  onStats?: (stats: ReadStats) => void;
};

/**
 * A reader for one file. Its process starts at once (or is the one prepared ahead), loading its
 * parsers while the caller fetches the file. Past the time limit the process is killed; past its
 * heap limit V8 stops it. Either way the caller gets a 422 naming the limit.
 */
export function startFileReader(options: ReaderOptions = {}): FileReader {
  const limits = { ...DEFAULT_PARSE_LIMITS, ...options.limits };
  let launched: Launched | undefined;
  let stopped = false;
  let provide: (job: ParseJob) => void = () => {};
  const jobGiven = new Promise<ParseJob>((resolve) => {
    provide = resolve;
  });

  const run = (release: () => void) =>
    new Promise<ParseResult>((resolve, reject) => {
      if (stopped) {
        release();
        return reject(new Error('file reader stopped before it started'));
      }
      const current = takeProcess(limits.memoryMb);
      launched = current;
      const { proc } = current;
      let settled = false;
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      let given = 0;
      let fileName = '';
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        release();
        fn();
      };
      void jobGiven.then((job) => {
        fileName = job.fileName;
        given = performance.now();
        if (settled) return;
        timer = setTimeout(() => {
          timedOut = true;
          proc.kill('SIGKILL');
        }, limits.timeLimitMs);
      });
      void Promise.all([current.ready, jobGiven]).then(([, job]) => {
        if (!settled && proc.connected) proc.send({ job });
      });
      proc.on('message', (answer: ReaderAnswer) => {
        if (answer.type === 'rows') options.onRows?.(answer.count);
        else if (answer.type === 'done') {
          const ms = Math.round(performance.now() - given);
          options.onStats?.({ peakRssMb: answer.peakRssMb, parseMs: answer.parseMs, ms });
          settle(() => resolve(JSON.parse(answer.resultJson) as ParseResult));
        } else if (answer.type === 'problem') settle(() => reject(new FileProblem(answer.message, answer.status)));
        else if (answer.type === 'failed') settle(() => reject(new Error(`the file reader failed: ${answer.detail}`)));
      });
      proc.on('exit', (code, signal) =>
        settle(() => {
          const stderr = current.stderr();
          if (timedOut) reject(new FileProblem(uploadMessages.readTakesTooLong(limits.timeLimitMs / 1000)));
          else if (HEAP_EXHAUSTED.test(stderr) || (signal === 'SIGKILL' && !stopped)) {
            // V8 aborts on its heap limit; a SIGKILL we did not send is the system's out-of-memory killer.
            reject(new FileProblem(uploadMessages.readNeedsTooMuchMemory(limits.memoryMb)));
          } else if (stopped) reject(new Error('file reader stopped'));
          else {
            const problem = new FileProblem(uploadMessages.readerStopped(fileName));
            problem.cause = new Error(`reading process exited (code ${code}, signal ${signal}): ${stderr}`);
            reject(problem);
          }
        }),
      );
    });

  const outcome = takeTurn().then(run);
  // Nobody waits on it when stop() comes before read(): its refusal is not an unhandled rejection.
  outcome.catch(() => {});
  return {
    read(job) {
      provide(job);
      return outcome;
    },
    stop() {
      stopped = true;
      if (launched && isRunning(launched.proc)) launched.proc.kill('SIGKILL');
    },
  };
}
