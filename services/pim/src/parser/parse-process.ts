import { uploadMessages } from '@lineup/contracts/messages';
import { PARSE_MEMORY_LIMIT_MB, PARSE_TIME_LIMIT_SECONDS } from '@lineup/contracts/upload-limits';
import { FileProblem } from './errors';
import type { ParseJob, ParseResult } from './parse-file';
import { createParentBatchQueue, limitClock, type ParentBatch, takeTurn } from './parse-process-flow';
import { isRunning, type Launched, takeProcess } from './parse-process-launch';
import type { ReaderAnswer, ReaderMessage } from './parse-process-messages';

/**
 * Uploaded files are read in a process of their own (docs/decisions/0008-parser-isolation.md):
 * whatever a file makes the readers do — walk a declared size, inflate strings, allocate past the
 * heap limit, loop — only that process dies, and the server answers the caller with the reason.
 */
export type ParseLimits = {
  /** The reading process's JavaScript heap (V8's --max-old-space-size). */
  memoryMb: number;
  /**
   * From the moment the reader is given the file to its answer, less the time it waits for the
   * server to take its batches of parents; the process is killed past this.
   */
  timeLimitMs: number;
};

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  memoryMb: PARSE_MEMORY_LIMIT_MB,
  timeLimitMs: PARSE_TIME_LIMIT_SECONDS * 1000,
};

/**
 * The reading process's peak resident memory, its parse time, the CPU time it spent meanwhile
 * (all its threads: far less than the parse time when it waited for a core), and the time from
 * the job to the result.
 */
export type ReadStats = { peakRssMb: number; parseMs: number; cpuMs: number; ms: number };

/** A reading process that died with this on its stderr ran out of heap. */
const HEAP_EXHAUSTED = /heap out of memory|Reached heap limit/i;

type ReadOptions = {
  /**
   * Takes the line list's parents batch by batch while the file is read (the result's parents are
   * then empty). Called strictly in order, each after the previous one settled; the read answers
   * once the last has settled. A failure of it fails the read (and stops the process).
   */
  onParents?: (batch: ParentBatch) => Promise<void>;
};

export type FileReader = {
  /** Reads the file in the process started for it; a file problem is thrown as FileProblem. */
  read(job: ParseJob, options?: ReadOptions): Promise<ParseResult>;
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
  type Given = { job: ParseJob; onParents?: ReadOptions['onParents'] };
  let provide: (given: Given) => void = () => {};
  const jobGiven = new Promise<Given>((resolve) => {
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
      let given = 0;
      let fileName = '';
      /** The process answered its result: its exit that follows is expected. */
      let answered = false;
      const clock = limitClock(limits.timeLimitMs, () => {
        timedOut = true;
        proc.kill('SIGKILL');
      });
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clock.stop();
        release();
        fn();
      };
      const fail = (error: unknown) => {
        settle(() => reject(error));
        proc.kill('SIGKILL');
      };
      let batches: ReturnType<typeof createParentBatchQueue> | undefined;
      /**
       * The read ends (refused, failed, the process gone) only once the batch being handled has
       * settled: the caller's work on it (a database transaction) must be over before it hears.
       */
      const finish = (fn: () => void) => {
        if (batches) void batches.close().then(() => settle(fn));
        else settle(fn);
      };
      void jobGiven.then(({ job, onParents }) => {
        fileName = job.fileName;
        given = performance.now();
        if (onParents) {
          batches = createParentBatchQueue(onParents, {
            taken: () => {
              const taken: ReaderMessage = { type: 'taken' };
              if (proc.connected) proc.send(taken);
            },
            // While the process waits for the server to take its batches, its time is the
            // server's: the clock stops, so a slow database is not taken for a slow file.
            readerWaits: (waits) => {
              if (waits) clock.pause();
              else if (!answered) clock.resume();
            },
            failed: fail,
          });
        }
        if (!settled) clock.resume();
      });
      void Promise.all([current.ready, jobGiven]).then(([, { job, onParents }]) => {
        const message: ReaderMessage = { type: 'job', job, streamParents: onParents !== undefined };
        if (!settled && proc.connected) proc.send(message);
      });
      proc.on('message', (answer: ReaderAnswer) => {
        if (answer.type === 'rows') options.onRows?.(answer.count);
        else if (answer.type === 'parents') {
          if (batches) batches.take({ json: answer.json, skuCount: answer.skuCount });
          else fail(new Error('the file reader sent parents nobody asked for'));
        } else if (answer.type === 'done') {
          answered = true;
          // The process is done with the file; what is left is the server's own handling.
          clock.stop();
          options.onStats?.({
            peakRssMb: answer.peakRssMb,
            parseMs: answer.parseMs,
            cpuMs: answer.cpuMs,
            ms: Math.round(performance.now() - given),
          });
          const result = JSON.parse(answer.resultJson) as ParseResult;
          if (!batches) settle(() => resolve(result));
          else batches.drained().then(() => settle(() => resolve(result)), fail);
        } else if (answer.type === 'problem') {
          finish(() => reject(new FileProblem(answer.message, answer.status, answer.problems)));
        } else if (answer.type === 'failed')
          finish(() => reject(new Error(`the file reader failed: ${answer.detail}`)));
      });
      proc.on('exit', (code, signal) => {
        if (answered) return;
        const stderr = current.stderr();
        finish(() => {
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
        });
      });
    });

  const outcome = takeTurn().then(run);
  // Nobody waits on it when stop() comes before read(): its refusal is not an unhandled rejection.
  outcome.catch(() => {});
  return {
    read(job, readOptions = {}) {
      provide({ job, onParents: readOptions.onParents });
      return outcome;
    },
    stop() {
      stopped = true;
      if (launched && isRunning(launched.proc)) launched.proc.kill('SIGKILL');
    },
  };
}
