/**
 * A short-lived cache of read answers for hot list calls (see docs/decisions/0006-read-cache.md).
 * An entry is fresh for `ttlMs`; after that the first request starts one reload and, while it
 * runs, requests keep getting the previous answer (so a reload never stalls a burst of requests).
 * The loader runs before that request's answer, so the request that reloads can answer with its
 * own result (cached-answers.ts). The cache empties at once on every write of its topic, on the
 * instance that wrote and, through the change notifier, on the others, so no instance answers data
 * older than a write it has heard of. Concurrent misses of one key share a single load, and a load
 * that a write overtook is never kept. While the notifier cannot hear the other instances every
 * call loads afresh and nothing is kept.
 *
 * With the notifier's change marks (from the database), an entry remembers the mark last read
 * before its load began, and near the end of an entry's period the mark is read again in the
 * background (when no reading is recent, the request that finds the entry expired waits for one).
 * An expired entry whose mark a reading begun less than `ttlMs` ago still shows was exact when
 * that reading began: it is kept until `ttlMs` after that, without running its query again. So no
 * answer is older than `ttlMs` against any write, heard of or not.
 */
import type { ChangeNotifier, ChangeTopic } from './change-notifier';

export type ReadCache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
};

type Entry = { expiresAt: number; value: Promise<unknown>; reloading: boolean; mark?: string };

/** The share of an entry's period after which a request has the change mark read again. */
const READ_MARK_AFTER_SHARE = 0.8;

export type ReadCacheOptions = {
  ttlMs: number;
  maxEntries?: number;
  /** The clock of the entries; the notifier's change marks must be read by the same one. */
  now?: () => number;
  /**
   * The writes that empty it: those of `topic`, published on `changes` by any instance. Without it
   * the cache hears of no write (a cache of one test's own data).
   */
  emptiedBy?: { changes: ChangeNotifier; topic: ChangeTopic };
};

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const { ttlMs, emptiedBy } = options;
  const now = options.now ?? Date.now;
  const enabled = emptiedBy?.changes.isListening ?? (() => true);
  const marks = emptiedBy?.changes.marks;
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Entry>();
  let generation = 0;

  const readMark = (): Promise<void> => marks?.read() ?? Promise.resolve();

  /**
   * Keeps an expired entry for another period when a reading begun less than `ttlMs` ago still
   * shows its mark: it was exact when that reading began.
   */
  function renew(entry: Entry, at: number): boolean {
    const latest = marks?.latest();
    if (entry.mark === undefined || latest?.mark !== entry.mark || at - latest.startedAt >= ttlMs) return false;
    entry.expiresAt = latest.startedAt + ttlMs;
    entry.reloading = false;
    return true;
  }

  function store(key: string, value: Promise<unknown>, mark?: string): Entry {
    if (!entries.has(key) && entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const entry = { expiresAt: now() + ttlMs, value, reloading: false, mark };
    entries.set(key, entry);
    return entry;
  }

  /** Runs `loader` now; the mark it is kept with is the last one read, all of it before the load began. */
  function load<T>(
    key: string,
    loader: () => Promise<T>,
    onLoaded: (value: Promise<T>, mark: string | undefined) => void,
  ): Promise<T> {
    const startedIn = generation;
    const mark = marks?.latest()?.mark;
    const value = loader();
    value.then(
      () => {
        if (startedIn === generation) onLoaded(value, mark);
        else if (entries.get(key)?.value === value) entries.delete(key);
      },
      () => {
        if (entries.get(key)?.value === value || entries.get(key)?.reloading) entries.delete(key);
      },
    );
    return value;
  }

  /** A miss: loaded at once, with the last mark read (a reading starts for the next entries). */
  function loadMissing<T>(key: string, loader: () => Promise<T>): Promise<T> {
    void readMark();
    const value = load(key, loader, (loaded, mark) => {
      const entry = entries.get(key);
      if (entry?.value === loaded) entry.mark = mark;
    });
    store(key, value);
    return value;
  }

  const cache: ReadCache = {
    get<T>(key: string, loader: () => Promise<T>): Promise<T> {
      if (!enabled()) {
        entries.clear();
        return loader();
      }
      const hit = entries.get(key);
      const at = now();
      if (hit && hit.expiresAt > at) {
        if (hit.mark !== undefined && hit.expiresAt - at <= ttlMs * (1 - READ_MARK_AFTER_SHARE)) void readMark();
        return hit.value as Promise<T>;
      }
      if (!hit) return loadMissing(key, loader);
      if (hit.reloading || renew(hit, at)) return hit.value as Promise<T>;
      hit.reloading = true;
      const reload = () =>
        void load(key, loader, (value, mark) => {
          if (entries.get(key) === hit) store(key, value, mark);
        });
      if (!marks || hit.mark === undefined) {
        reload();
        return hit.value as Promise<T>;
      }
      // No reading recent enough: this request waits for one (a small query), the others get the
      // entry meanwhile. The loader, when the entry must be loaded again, still runs before this
      // request's answer: the request that reloads answers with its own load (cached-answers.ts).
      return readMark().then(() => {
        // Emptied by a write meanwhile: answered as a request arriving now.
        if (entries.get(key) !== hit) return cache.get(key, loader);
        if (!renew(hit, now())) reload();
        return hit.value as Promise<T>;
      });
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
  emptiedBy?.changes.subscribe(emptiedBy.topic, () => cache.clear());
  return cache;
}
