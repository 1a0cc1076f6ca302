/** How a read proceeds (parse-process.ts): its turn, its time limit, the parents it sends as it reads. */

/**
 * Batches of parents the reading process may send ahead of the ones the server has handled: it
 * waits past this, so a server slower than the reader (its database) holds a few batches, never
 * the whole file.
 */
export const PARENT_BATCHES_AHEAD = 4;

type BatchQueueEvents = {
  /** Tells the reading process a batch was handled (it may send one more). */
  taken: () => void;
  /** The reading process now waits for the server (true) or reads again (false). */
  readerWaits: (waits: boolean) => void;
  /** A batch's handling failed: the read fails with it. */
  failed: (error: unknown) => void;
};

/**
 * A batch of a line list's parents as the reading process sends it: ParsedParent[] as JSON text,
 * which the server hands to the database as it is (it never parses it), and its number of SKUs.
 */
export type ParentBatch = { json: string; skuCount: number };

/**
 * The line list's parents as a reading process sends them (parse-process.ts), handled strictly
 * in the order they came, each after the previous one settled.
 */
export function createParentBatchQueue(handle: (batch: ParentBatch) => Promise<void>, events: BatchQueueEvents) {
  let chain = Promise.resolve();
  let ahead = 0;
  let closed = false;
  let failed = false;
  return {
    take(batch: ParentBatch) {
      if (closed) return;
      if (++ahead === PARENT_BATCHES_AHEAD) events.readerWaits(true);
      chain = chain.then(async () => {
        if (closed) return;
        await handle(batch);
        if (ahead-- === PARENT_BATCHES_AHEAD) events.readerWaits(false);
        events.taken();
      });
      chain.catch((error) => {
        if (failed) return;
        failed = true;
        closed = true;
        events.failed(error);
      });
    },
    /** Settles when every batch taken so far has been handled; rejects with the first failure. */
    drained: () => chain,
    /** No further batch is handled; answers once the one being handled (if any) has settled. */
    close(): Promise<void> {
      closed = true;
      return chain.catch(() => {});
    },
  };
}

/** At most this many files are read at once (one per core here); the others wait their turn. */
const READS_AT_ONCE = 2;
let readsRunning = 0;
const waiting: (() => void)[] = [];

export async function takeTurn(): Promise<() => void> {
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
 * The reading process's time limit: it runs from the job given to the result, stopped while the
 * process waits for the server; past it `expired` is called.
 */
export function limitClock(limitMs: number, expired: () => void) {
  let left = limitMs;
  let since = 0;
  let timer: NodeJS.Timeout | undefined;
  let over = false;
  return {
    resume() {
      if (timer || over) return;
      since = performance.now();
      timer = setTimeout(expired, left);
    },
    pause() {
      if (!timer) return;
      clearTimeout(timer);
      timer = undefined;
      left -= performance.now() - since;
    },
    stop() {
      over = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
