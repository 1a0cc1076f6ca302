import { describe, expect, it, vi } from 'vitest';
import { changeMarkReader } from './change-marks';
import { type ChangeNotifier, localChangeNotifier } from './change-notifier';
import { createReadCache } from './read-cache';

/** A cache emptied by the writes of a notifier of this process, with `parts` of its own. */
const emptiedBy = (parts: Partial<ChangeNotifier>) =>
  ({ changes: { ...localChangeNotifier(), ...parts }, topic: 'pim' }) as const;

/** A cache of `ttlMs` 1000 on the clock `now`, whose notifier reads the change mark with `readMark`. */
const cacheReadingMarks = (readMark: () => Promise<string>, now: () => number) =>
  createReadCache({ ttlMs: 1000, now, emptiedBy: emptiedBy({ marks: changeMarkReader(readMark, now) }) });

describe('createReadCache', () => {
  it('answers from the cache while fresh, then reloads once in the background', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => clock });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get('k', load)).toBe(1);
    clock = 1001;
    // Expired: the previous answer while one reload runs, then the reloaded one.
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    expect(loads).toBe(2);
    await Promise.resolve();
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets everything on clear, and never keeps a load that a write overtook', async () => {
    let loads = 0;
    const cache = createReadCache({ ttlMs: 60_000 });
    expect(await cache.get('k', async () => ++loads)).toBe(1);
    cache.clear();
    expect(await cache.get('k', async () => ++loads)).toBe(2);

    let release!: () => void;
    const slow = cache.get('k2', () => new Promise<string>((resolve) => (release = () => resolve('before write'))));
    cache.clear();
    release();
    expect(await slow).toBe('before write');
    expect(await cache.get('k2', async () => 'after write')).toBe('after write');
  });

  it('does not remember a failed load', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});

describe('createReadCache with a change mark', () => {
  /** A cache whose change mark is `state.mark`, read at once, and whose loads count themselves. */
  function markedCache(state: { mark: string; clock: number; loads: number; markFails?: boolean }) {
    const cache = cacheReadingMarks(
      async () => {
        if (state.markFails) throw new Error('database down');
        return state.mark;
      },
      () => state.clock,
    );
    const get = () => cache.get('k', async () => ++state.loads);
    return { cache, get };
  }
  /** The answer once the reload a request started (if any) is in. */
  const settled = async (get: () => Promise<number>) => {
    await get();
    await new Promise((resolve) => setImmediate(resolve));
    return get();
  };

  it('keeps an expired entry without its query while a recent reading shows its mark, and reloads once the mark moves', async () => {
    const state = { mark: 'a', clock: 0, loads: 0 };
    const { get } = markedCache(state);
    expect(await get()).toBe(1);
    // Loaded before any reading of the mark was in: loaded again when it expires, this time marked.
    state.clock = 1001;
    expect(await settled(get)).toBe(2);

    // Near the end of its period a request has the mark read; at its end the reading still shows it.
    state.clock = 1850;
    expect(await settled(get)).toBe(2);
    state.clock = 2002;
    expect(await settled(get)).toBe(2);
    state.clock = 2700;
    expect(await settled(get)).toBe(2);
    expect(state.loads).toBe(2);

    // Written since: the next reading shows it, and the entry is loaded again when it expires.
    state.mark = 'b';
    state.clock = 2800;
    expect(await settled(get)).toBe(2);
    state.clock = 2851;
    expect(await settled(get)).toBe(3);
  });

  it('has the request that finds an entry expired, with no recent reading, wait for one', async () => {
    const state = { mark: 'a', clock: 0, loads: 0 };
    const { get } = markedCache(state);
    expect(await get()).toBe(1);
    state.clock = 1001;
    expect(await settled(get)).toBe(2);
    // Idle for a while: the reading this request waits for shows no write, the entry is kept.
    state.clock = 5000;
    expect(await get()).toBe(2);
    expect(state.loads).toBe(2);
    state.mark = 'b';
    state.clock = 9000;
    expect(await settled(get)).toBe(3);
  });

  it('answers the request that waited for a reading with a fresh load when a write emptied the cache meanwhile', async () => {
    const state = { mark: 'a', clock: 0, loads: 0 };
    let release: (() => void) | undefined;
    const cache = cacheReadingMarks(
      () =>
        release === undefined && state.clock === 5000
          ? new Promise<string>((resolve) => (release = () => resolve(state.mark)))
          : Promise.resolve(state.mark),
      () => state.clock,
    );
    const get = () => cache.get('k', async () => ++state.loads);
    expect(await get()).toBe(1);
    state.clock = 1001;
    expect(await settled(get)).toBe(2);
    state.clock = 5000;
    const waiting = get();
    await vi.waitFor(() => expect(release).toBeDefined());
    cache.clear();
    release?.();
    expect(await waiting).toBe(3);
  });

  it('keeps an entry with the mark read before its load began, so a write during the load is seen', async () => {
    const state = { mark: 'a', clock: 0, loads: 0 };
    const cache = cacheReadingMarks(
      async () => state.mark,
      () => state.clock,
    );
    expect(await cache.get('k', async () => ++state.loads)).toBe(1);
    state.clock = 1001;
    const writingLoad = async () => {
      state.mark = 'written during the load';
      // A reading begun after the write comes in before the load ends (another key's miss starts it).
      await new Promise((resolve) => setImmediate(resolve));
      await cache.get('other', async () => 0);
      await new Promise((resolve) => setImmediate(resolve));
      return ++state.loads;
    };
    await cache.get('k', writingLoad);
    await vi.waitFor(async () => expect(await cache.get('k', writingLoad)).toBe(2));
    state.clock = 1900;
    expect(await settled(() => cache.get('k', async () => ++state.loads))).toBe(2);
    state.clock = 2002;
    expect(await settled(() => cache.get('k', async () => ++state.loads))).toBe(3);
  });

  it('loads again when no reading of the mark is recent enough, and forgets everything on clear', async () => {
    const state = { mark: 'a', clock: 0, loads: 0, markFails: false };
    const { cache, get } = markedCache(state);
    expect(await get()).toBe(1);
    state.clock = 1001;
    expect(await settled(get)).toBe(2);

    // The readings fail from now on: the last one is too old at the end of the period.
    state.markFails = true;
    state.clock = 1900;
    expect(await settled(get)).toBe(2);
    state.clock = 2002;
    expect(await settled(get)).toBe(3);

    state.markFails = false;
    cache.clear();
    expect(await get()).toBe(4);
  });
});

describe('createReadCache while not enabled', () => {
  it('loads on every call and keeps nothing, then caches again', async () => {
    let enabled = false;
    let loads = 0;
    const cache = createReadCache({ ttlMs: 60_000, emptiedBy: emptiedBy({ isListening: () => enabled }) });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(2);
    enabled = true;
    expect(await cache.get('k', load)).toBe(3);
    expect(await cache.get('k', load)).toBe(3);
  });
});

describe('createReadCache on a change notifier', () => {
  it('empties on a write of its topic only, here or on another instance', async () => {
    const changes = localChangeNotifier();
    let loads = 0;
    const cache = createReadCache({ ttlMs: 60_000, emptiedBy: { changes, topic: 'users' } });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    await changes.publish('pim');
    expect(await cache.get('k', load)).toBe(1);
    await changes.publish('users');
    expect(await cache.get('k', load)).toBe(2);
  });

  it("shares the notifier's readings of the mark with the other caches: one query for both", async () => {
    let clock = 0;
    let queries = 0;
    const now = () => clock;
    const marks = changeMarkReader(async () => {
      queries += 1;
      return 'a';
    }, now);
    const first = createReadCache({ ttlMs: 1000, now, emptiedBy: emptiedBy({ marks }) });
    const second = createReadCache({ ttlMs: 1000, now, emptiedBy: emptiedBy({ marks }) });
    await marks.read();
    // Two misses together: each has the mark read for the next entries, one query answers both.
    await Promise.all([first.get('k', async () => 1), second.get('k', async () => 2)]);
    expect(queries).toBe(2);
    // Both entries near the end of their period: each asks for a reading, one query answers both.
    await new Promise((resolve) => setImmediate(resolve));
    clock = 900;
    await Promise.all([first.get('k', async () => 1), second.get('k', async () => 2)]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(queries).toBe(3);
  });
});
