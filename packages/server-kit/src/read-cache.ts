/**
 * A short-lived cache of read answers for hot list calls (see docs/decisions/0006-read-cache.md).
 * An entry is fresh for `ttlMs`; after that the first request starts one reload and, while it
 * runs, requests keep getting the previous answer (so a reload never stalls a burst of requests).
 * `clear()` drops everything at once: it is called after every write, at once on the instance
 * that wrote and through the change notifier on the others, so no instance answers data older
 * than a write it has heard of. Concurrent misses of one key share a single load, and a load that
 * a write overtook is never kept. While `enabled()` is false (the change notifier cannot hear the
 * other instances) every call loads afresh and nothing is kept.
 */
export type ReadCache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
};

type Entry = { expiresAt: number; value: Promise<unknown>; reloading: boolean };

export function createReadCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  enabled?: () => boolean;
}): ReadCache {
  const now = options.now ?? Date.now;
  const enabled = options.enabled ?? (() => true);
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Entry>();
  let generation = 0;

  function store(key: string, value: Promise<unknown>): Entry {
    if (!entries.has(key) && entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const entry = { expiresAt: now() + options.ttlMs, value, reloading: false };
    entries.set(key, entry);
    return entry;
  }

  function load<T>(key: string, loader: () => Promise<T>, onLoaded: (value: Promise<T>) => void): Promise<T> {
    const startedIn = generation;
    const value = loader();
    value.then(
      () => {
        if (startedIn === generation) onLoaded(value);
        else if (entries.get(key)?.value === value) entries.delete(key);
      },
      () => {
        if (entries.get(key)?.value === value || entries.get(key)?.reloading) entries.delete(key);
      },
    );
    return value;
  }

  return {
    get<T>(key: string, loader: () => Promise<T>): Promise<T> {
      if (!enabled()) {
        entries.clear();
        return loader();
      }
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
      if (hit) {
        if (!hit.reloading) {
          hit.reloading = true;
          load(key, loader, (value) => {
            if (entries.get(key) === hit) store(key, value);
          });
        }
        return hit.value as Promise<T>;
      }
      const value = load(key, loader, () => {});
      store(key, value);
      return value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
