/**
 * Readings of the database's change mark, shared by every read cache of a process
 * (docs/decisions/0006-read-cache.md). The mark is a value that changes whenever anything may have
 * been written (on PostgreSQL, `pg_current_snapshot()`): an entry loaded after a reading of mark m
 * is still exact at the start of any later reading that shows m again.
 */

/** A reading of the change mark: the mark, and when the reading began. */
export type MarkReading = { mark: string; startedAt: number };

export type ChangeMarks = {
  /** The last reading that came back, if any. */
  latest(): MarkReading | undefined;
  /**
   * Starts a reading unless one is under way, and resolves when the one under way has ended (its
   * result, if any, is then `latest()`). Never rejects: a failed reading leaves `latest()` as it was.
   */
  read(): Promise<void>;
};

/**
 * The readings of `readMark`, one at a time: a cache that asks while one is under way joins it, and
 * gets it with the time it really began. Taking the time of the asking instead would date the
 * reading later than it is, and a write between its start and that time would go unseen.
 */
export function changeMarkReader(readMark: () => Promise<string>, now: () => number = Date.now): ChangeMarks {
  let latest: MarkReading | undefined;
  let underWay: Promise<void> | undefined;
  return {
    latest: () => latest,
    read() {
      if (underWay) return underWay;
      const startedAt = now();
      underWay = readMark().then(
        (mark) => {
          underWay = undefined;
          latest = { mark, startedAt };
        },
        () => {
          // Without a new reading the caches load their entries again when they expire.
          underWay = undefined;
        },
      );
      return underWay;
    },
  };
}
