import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { childProcessEnv } from '@lineup/server-kit/env';
import type { Expanded, ImageAnswer, ImageRequest, Inspected, Resized } from './image-process-messages';

/**
 * Run from the TypeScript sources (tests, tools) the process registers tsx first; in the compiled
 * server it is image-process-main.mjs beside the server's bundle (scripts/build-server.mjs).
 */
const ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./image-process-boot.mjs', import.meta.url)
  : new URL('./image-process-main.mjs', import.meta.url);

/** Pictures decoded at once: two per core keeps both busy without holding more images than that in memory. */
export const IMAGES_IN_FLIGHT = 2 * os.availableParallelism();
/** One operation may take this long; past it the process is taken for stuck and replaced. */
const OPERATION_TIMEOUT_MS = 60_000;
/** The process's JavaScript heap; the pictures themselves live in libvips's memory, bounded by IMAGE_MAX_PIXELS. */
const HEAP_MB = 256;

/** The image process died or was stopped while it worked on this file (a crash, a memory blow-up, a timeout). */
export class ImageProcessFailed extends Error {}
/** The image library could not read a file the process was given: trying again would not help. */
export class ImageUnreadable extends Error {}

export type ImageProcess = {
  /** How many operations it runs at once. */
  readonly inFlight: number;
  /** The running process's id, none before its first use: a benchmark reads its peak memory. */
  readonly pid: number | undefined;
  inspect(bytes: Uint8Array): Promise<Inspected>;
  /**
   * Reads a file's bytes with `load` and inspects them, holding one of the in-flight places from
   * before the read: the bytes waiting for the process count against the limit too, so any number
   * of uploads checked at once hold at most `inFlight` pictures in the server's memory. Null when
   * `load` finds none.
   */
  loadAndInspect(
    load: () => Promise<Uint8Array | null>,
  ): Promise<{ bytes: Uint8Array; inspected: Inspected | 'unreadable' } | null>;
  resize(bytes: Uint8Array): Promise<Resized>;
  expandZip(file: string, into: string): Promise<Expanded>;
  close(): void;
};

/** A request without its id (given when it is sent). */
type ImageRequestBody = ImageRequest extends infer R ? (R extends ImageRequest ? Omit<R, 'id'> : never) : never;

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type Running = { proc: ChildProcess; ready: Promise<void>; pending: Map<number, Pending> };

/**
 * The image process, started on first use and again after it dies, with at most `inFlight`
 * operations sent to it at a time (the rest wait here, in order).
 */
export function createImageProcess({ inFlight = IMAGES_IN_FLIGHT } = {}): ImageProcess {
  let running: Running | undefined;
  let nextId = 1;
  let busy = 0;
  const waiting: (() => void)[] = [];

  function start(): Running {
    const proc = fork(ENTRY, [], {
      execArgv: [`--max-old-space-size=${HEAP_MB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      env: childProcessEnv(),
    });
    const pending = new Map<number, Pending>();
    const ready = new Promise<void>((resolve) => {
      proc.on('message', (answer: ImageAnswer) => {
        if ('ready' in answer) return resolve();
        const waiter = pending.get(answer.id);
        if (!waiter) return;
        pending.delete(answer.id);
        clearTimeout(waiter.timer);
        if (answer.ok) waiter.resolve(answer.result as never);
        else waiter.reject(new ImageUnreadable(answer.error));
      });
    });
    const self: Running = { proc, ready, pending };
    const failAll = (why: string) => {
      if (running === self) running = undefined;
      for (const waiter of pending.values()) {
        clearTimeout(waiter.timer);
        waiter.reject(new ImageProcessFailed(why));
      }
      pending.clear();
    };
    proc.on('exit', (code, signal) => failAll(`image process ended (${signal ?? code})`));
    proc.on('error', (error) => failAll(error.message));
    // The process never keeps the server from ending.
    proc.unref();
    proc.channel?.unref();
    return self;
  }

  /** Runs `work` holding one of the `inFlight` places (waiting, in order, for one to free). */
  async function holdingPlace<T>(work: () => Promise<T>): Promise<T> {
    if (busy >= inFlight) await new Promise<void>((resolve) => waiting.push(resolve));
    busy += 1;
    try {
      return await work();
    } finally {
      busy -= 1;
      waiting.shift()?.();
    }
  }

  /** Sends one request; the caller holds a place. */
  async function dispatch<T>(request: ImageRequestBody): Promise<T> {
    running ??= start();
    const current = running;
    await current.ready;
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => current.proc.kill('SIGKILL'), OPERATION_TIMEOUT_MS);
      current.pending.set(id, { resolve: resolve as (value: never) => void, reject, timer });
      current.proc.send({ ...request, id } as ImageRequest);
    });
  }

  const send = <T>(request: ImageRequestBody) => holdingPlace(() => dispatch<T>(request));

  return {
    inFlight,
    get pid() {
      return running?.proc.pid;
    },
    inspect: (bytes) => send({ op: 'inspect', bytes }),
    loadAndInspect: (load) =>
      holdingPlace(async () => {
        const bytes = await load();
        if (!bytes) return null;
        // A file the library cannot read, or the process dying on it: either way this file is unreadable.
        const inspected = await dispatch<Inspected>({ op: 'inspect', bytes }).catch(() => 'unreadable' as const);
        return { bytes, inspected };
      }),
    resize: (bytes) => send({ op: 'resize', bytes }),
    expandZip: (path, into) => send({ op: 'expand-zip', path, into }),
    close() {
      running?.proc.kill();
      running = undefined;
    },
  };
}
